/**
 * The job-seeker pages' catalogues (`portal`, `resume`). Only the page's language is fetched, as its
 * own small chunk, and the fetch starts when the app starts (this module is evaluated with the
 * entry), so it is in by the time the portal layout renders; the layout waits on `portalCatalogs`.
 */
import type { ResourceLanguage } from 'i18next';
import type { Lang } from '../common/states.ts';
import { currentLang, i18n } from '../shell/i18n.ts';

type Bundle = Promise<[{ default: ResourceLanguage }, { default: ResourceLanguage }]>;

// One pair of static imports per language, so the bundler makes one chunk per file.
const LOADERS: Readonly<Record<Lang, () => Bundle>> = {
  'zh-CN': () => Promise.all([import('../../locales/zh-CN/portal.json'), import('../../locales/zh-CN/resume.json')]),
  'zh-TW': () => Promise.all([import('../../locales/zh-TW/portal.json'), import('../../locales/zh-TW/resume.json')]),
  en: () => Promise.all([import('../../locales/en/portal.json'), import('../../locales/en/resume.json')]),
};

async function load(lng: Lang): Promise<void> {
  const [portal, resume] = await LOADERS[lng]();
  i18n.addResourceBundle(lng, 'portal', portal.default, true, false);
  i18n.addResourceBundle(lng, 'resume', resume.default, true, false);
}

/** One retry for a dropped connection; after that the pages render with what there is rather than not at all. */
export const portalCatalogs: Promise<void> = load(currentLang())
  .catch(() => load(currentLang()))
  .catch(() => undefined);
