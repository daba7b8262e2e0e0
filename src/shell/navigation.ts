/**
 * Lets plain modules (HTTP and push clients) move the router. App registers React Router's
 * navigate; before that (or outside the router) a full page load does the job.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

export const ROUTER_BASENAME = '/recruit';

let navigator: NavigateFn | null = null;

export function registerNavigator(fn: NavigateFn | null): void {
  navigator = fn;
}

/** `path` is a router path (`/hr/login`), without the `/recruit` base. */
export function navigateTo(path: string, replace = true): void {
  if (navigator) navigator(path, { replace });
  else window.location.assign(`${ROUTER_BASENAME}${path}`);
}
