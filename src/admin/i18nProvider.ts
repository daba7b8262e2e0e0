/**
 * react-admin's i18nProvider on the shell's one i18next instance (ra-i18n-i18next). Its
 * getI18nProvider initialises the instance it is given; doing that to the shell's instance would
 * rebuild its store and switch it to English, so it gets a clone instead: a clone shares the store
 * (every registered catalog) and the language, with the admin namespace as its default.
 */
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { DEFAULT_LANG, LANGS } from '../common/states.ts';
import { LANG_NAMES, currentLang, i18n, registerCatalogs } from '../shell/i18n.ts';
import zhCNAdmin from '../../locales/zh-CN/admin.json';
import zhTWAdmin from '../../locales/zh-TW/admin.json';
import enAdmin from '../../locales/en/admin.json';
import zhCNResources from '../../locales/zh-CN/resources.json';
import zhTWResources from '../../locales/zh-TW/resources.json';
import enResources from '../../locales/en/resources.json';

export const ADMIN_NS = 'admin';
/** Written by `recruit generate`: `resources.<Name>.name` and `resources.<Name>.fields.<prop>`. */
export const RESOURCES_NS = 'resources';

registerCatalogs(ADMIN_NS, { 'zh-CN': zhCNAdmin, 'zh-TW': zhTWAdmin, en: enAdmin });
registerCatalogs(RESOURCES_NS, { 'zh-CN': zhCNResources, 'zh-TW': zhTWResources, en: enResources });

const LOCALES = LANGS.map((l) => ({ locale: l, name: LANG_NAMES[l] }));

let pending: Promise<I18nProvider> | null = null;

/** One provider per page load (a language switch reloads the page). */
export function loadI18nProvider(): Promise<I18nProvider> {
  const options = {
    lng: currentLang(),
    fallbackLng: DEFAULT_LANG,
    defaultNS: ADMIN_NS,
    // Keys react-admin builds itself (`resources.PositionType.name`) live in the generated catalog.
    fallbackNS: [RESOURCES_NS, 'common'],
    interpolation: { escapeValue: false },
  };
  pending ??= getI18nProvider(i18n.cloneInstance(options), options, LOCALES);
  return pending;
}
