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
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
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
  names.forEach((n) => sp.delete(n));
  const text = sp.toString();
  return text ? `?${text}` : '';
}
