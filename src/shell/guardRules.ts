/**
 * The route guard's rules as pure functions (the seeds' gated paths, redirects after login),
 * kept apart from React so tests can check every case.
 */
import { ROUTER_BASENAME } from './navigation.ts';

export type Area = 'hr' | 'web';
export type Identity = 'seeker' | 'manage';

/** Job-seeker pages that need a login; everything else under /hr is open. */
export const HR_GATED: readonly string[] = ['/hr/myJob', '/hr/settingAcount', '/hr/news'];
export const WEB_GATED: readonly string[] = ['/web/home'];
export const LOGIN_PAGES: readonly string[] = ['/hr/login', '/hr/register', '/hr/reset'];

export const HOME_BY_IDENTITY: Readonly<Record<Identity, string>> = { seeker: '/hr/home', manage: '/web/home' };

/**
 * Same page or below it. Case-insensitive because React Router matches paths that way: a gate
 * that only knew `/hr/myJob` would let `/hr/MYJOB` through.
 */
export function isUnder(path: string, prefix: string): boolean {
  const p = path.toLowerCase();
  const x = prefix.toLowerCase();
  return p === x || p.startsWith(`${x}/`);
}

export function areaOf(path: string): Area | null {
  if (isUnder(path, '/hr')) return 'hr';
  if (isUnder(path, '/web')) return 'web';
  return null;
}

export type Decision = { type: 'allow' } | { type: 'redirect'; to: string };

const allow: Decision = { type: 'allow' };
const redirect = (to: string): Decision => ({ type: 'redirect', to });

/** What the guard does with a navigation, before any server check. */
export function decide(path: string, search: string, hasToken: boolean): Decision {
  if (hasToken) return isUnder(path, '/hr/login') ? redirect('/') : allow;
  if (WEB_GATED.some((p) => isUnder(path, p))) return redirect('/404');
  if (HR_GATED.some((p) => isUnder(path, p))) return redirect(`/hr/login?redirect=${encodeURIComponent(path + search)}`);
  return allow;
}

const PROBE_ORIGIN = 'http://probe.invalid';

/**
 * A `redirect` query value made safe: only same-origin relative paths starting with `/`, never
 * the login pages themselves (that would loop). Returns a router path (without `/recruit`).
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  let path = url.pathname;
  if (isUnder(path, ROUTER_BASENAME)) path = path.slice(ROUTER_BASENAME.length) || '/';
  if (LOGIN_PAGES.some((p) => isUnder(path, p))) return null;
  return `${path}${url.search}${url.hash}`;
}

export function afterLoginTarget(redirectParam: string | null | undefined, identity: Identity | undefined): string {
  return safeRedirect(redirectParam) ?? HOME_BY_IDENTITY[identity ?? 'seeker'];
}

/** The query string without the given keys (the guard strips `token` and `unionId` from the URL). */
export function withoutParams(search: string, names: readonly string[]): string {
  const sp = new URLSearchParams(search);
  for (const n of names) sp.delete(n);
  const text = sp.toString();
  return text ? `?${text}` : '';
}

/**
 * The seeds' viewport split: below 992 px a phone keeps only its own page set, and the pages a
 * desktop shows as tabs of the personal centre are not separate pages there.
 */
export const MOBILE_QUERY = '(max-width: 991.98px)';

/** /hr children a phone keeps (the seeds' list); the others send it to /hr/home. */
export const HR_MOBILE_PAGES: readonly string[] = [
  '/hr/home',
  '/hr/social',
  '/hr/myJob',
  '/hr/login',
  '/hr/completeData',
  '/hr/detail',
  '/hr/deliveryRecord',
  '/hr/entryData',
  '/hr/company',
  '/hr/register',
  '/hr/reset',
  '/hr/generalWorkerData',
  '/hr/collect',
  '/hr/commonProblem',
  '/hr/aboutCompany',
];

/**
 * Not one of the seeds' /hr children, so outside their phone rule: the terms notice must stay
 * readable on a phone, where the WeChat agreement popup and the login form link to it.
 */
export const HR_EVERY_VIEWPORT: readonly string[] = ['/hr/terms'];

/** Phone pages a desktop shows as tabs of /hr/myJob (`?tab=`). */
export const DESKTOP_MYJOB_TABS: Readonly<Record<string, string>> = {
  '/hr/deliveryRecord': 'deliveryRecord',
  '/hr/collect': 'collect',
  '/hr/entryData': 'entryData',
};

/** Where a viewport sends this /hr page, or null to stay. The page's own query rides along to the tab. */
export function viewportRedirect(path: string, search: string, mobile: boolean): string | null {
  if (areaOf(path) !== 'hr') return null;
  if (mobile) {
    const kept = [...HR_MOBILE_PAGES, ...HR_EVERY_VIEWPORT].some((p) => isUnder(path, p));
    return kept ? null : '/hr/home';
  }
  const tab = Object.entries(DESKTOP_MYJOB_TABS).find(([p]) => isUnder(path, p))?.[1];
  if (!tab) return null;
  const sp = new URLSearchParams(search);
  sp.delete('tab');
  const rest = sp.toString();
  return `/hr/myJob?tab=${tab}${rest ? `&${rest}` : ''}`;
}
