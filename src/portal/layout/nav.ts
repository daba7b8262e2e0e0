/** The portal's navigation: header links on desktop, the bottom tab bar on phones, phone page titles. */

export interface NavItem {
  key: string;
  to: string;
  match: readonly string[];
}

export const DESKTOP_NAV: readonly NavItem[] = [
  { key: 'home', to: '/hr/home', match: ['/hr/home'] },
  { key: 'social', to: '/hr/social', match: ['/hr/social'] },
  { key: 'recruit', to: '/hr/recruit', match: ['/hr/recruit'] },
  { key: 'company', to: '/hr/company', match: ['/hr/company', '/hr/cpDetail'] },
  {
    key: 'myJob',
    to: '/hr/myJob',
    match: [
      '/hr/myJob',
      '/hr/deliveryRecord',
      '/hr/collect',
      '/hr/entryData',
      '/hr/completeData',
      '/hr/settingAcount',
      '/hr/generalWorkerData',
    ],
  },
];

export const MOBILE_TABS: readonly NavItem[] = [
  { key: 'home', to: '/hr/home', match: ['/hr/home'] },
  { key: 'positions', to: '/hr/social', match: ['/hr/social'] },
  { key: 'company', to: '/hr/company', match: ['/hr/company'] },
  { key: 'mine', to: '/hr/myJob', match: ['/hr/myJob'] },
];

export function activeNav(items: readonly NavItem[], path: string): string | false {
  const p = path.toLowerCase();
  return items.find((i) => i.match.some((m) => p === m.toLowerCase()))?.key ?? false;
}

/** Phone header title of a page that is not a tab (the tabs show the logo). */
export const PAGE_TITLE_KEYS: Readonly<Record<string, string>> = {
  '/hr/detail': 'titles.detail',
  '/hr/collect': 'titles.collect',
  '/hr/deliveryrecord': 'titles.deliveryRecord',
  '/hr/commonproblem': 'titles.commonProblem',
  '/hr/aboutcompany': 'titles.aboutCompany',
  '/hr/terms': 'titles.terms',
  '/hr/completedata': 'titles.completeData',
  '/hr/entrydata': 'titles.entryData',
  '/hr/generalworkerdata': 'titles.generalWorkerData',
};

export function pageTitleKey(path: string): string | null {
  return PAGE_TITLE_KEYS[path.toLowerCase()] ?? null;
}
