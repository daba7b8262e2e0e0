/**
 * The one i18next instance of the web app. The language lives in the `language` cookie (the seeds'
 * choice, so the server could read it too); switching rewrites the cookie and reloads, because
 * server-sent texts and cached data are in the old language otherwise.
 */
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import Cookies from 'js-cookie';
import { DEFAULT_LANG, LANGS, type Lang } from '../common/states.ts';
import zhCNCommon from '../../locales/zh-CN/common.json';
import zhTWCommon from '../../locales/zh-TW/common.json';
import enCommon from '../../locales/en/common.json';
import zhCNLogin from '../../locales/zh-CN/login.json';
import zhTWLogin from '../../locales/zh-TW/login.json';
import enLogin from '../../locales/en/login.json';

export const LANG_COOKIE = 'language';

/** Names shown in the language switch, each in its own language. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
};

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

export function readLangCookie(): Lang {
  const v = typeof document === 'undefined' ? undefined : Cookies.get(LANG_COOKIE);
  return isLang(v) ? v : DEFAULT_LANG;
}

const resources: Resource = {
  'zh-CN': { common: zhCNCommon, login: zhCNLogin },
  'zh-TW': { common: zhTWCommon, login: zhTWLogin },
  en: { common: enCommon, login: enLogin },
};

const initialLang = readLangCookie();

void i18next.use(initReactI18next).init({
  lng: initialLang,
  fallbackLng: DEFAULT_LANG,
  supportedLngs: [...LANGS],
  ns: ['common', 'login'],
  defaultNS: 'common',
  resources,
  // Resources are bundled, so initialise synchronously: the first render already has texts.
  initImmediate: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

if (typeof document !== 'undefined') document.documentElement.lang = initialLang;

export const i18n = i18next;

export function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : DEFAULT_LANG;
}

/** Translate outside React (HTTP client, push client). */
export function tr(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options ?? {});
}

export function setLanguage(lng: Lang): void {
  Cookies.set(LANG_COOKIE, lng, { path: '/', expires: 365, sameSite: 'lax' });
  window.location.reload();
}

/**
 * Later features add their own namespaces from their own modules:
 * `registerCatalogs('position', { 'zh-CN': zh, 'zh-TW': tw, en })`, with static JSON imports.
 */
export function registerCatalogs(ns: string, bundles: Readonly<Record<Lang, ResourceLanguage>>): void {
  for (const lng of LANGS) {
    if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, bundles[lng], true, false);
  }
}
