/** The job-seeker pages' catalogues (`portal`, `resume`), added to the shell's instance when the area loads. */
import { i18n } from '../shell/i18n.ts';
import zhCNPortal from '../../locales/zh-CN/portal.json';
import zhTWPortal from '../../locales/zh-TW/portal.json';
import enPortal from '../../locales/en/portal.json';
import zhCNResume from '../../locales/zh-CN/resume.json';
import zhTWResume from '../../locales/zh-TW/resume.json';
import enResume from '../../locales/en/resume.json';

const bundles = {
  'zh-CN': { portal: zhCNPortal, resume: zhCNResume },
  'zh-TW': { portal: zhTWPortal, resume: zhTWResume },
  en: { portal: enPortal, resume: enResume },
} as const;

for (const [lng, namespaces] of Object.entries(bundles)) {
  for (const [ns, data] of Object.entries(namespaces)) i18n.addResourceBundle(lng, ns, data, true, false);
}
