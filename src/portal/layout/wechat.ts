/**
 * WeChat mode: the app is opened with a single-use login code in the address (`?token=`, see
 * shell/tokenExchange.tsx). The guard takes it out of the address before any page renders, so the fact is noted here, when the app's entry
 * evaluates this module, and kept for the tab's life (sessionStorage: a reload stays in the mode).
 * The agreement, once accepted, is remembered on the device.
 */
const MODE_KEY = 'portal-wechat-mode';
const AGREED_KEY = 'portal-agreement-accepted';

function store(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('token')) {
  store('session')?.setItem(MODE_KEY, '1');
}

export function isWechatMode(): boolean {
  return store('session')?.getItem(MODE_KEY) === '1';
}

export function hasAgreed(): boolean {
  return store('local')?.getItem(AGREED_KEY) === '1';
}

export function rememberAgreement(): void {
  store('local')?.setItem(AGREED_KEY, '1');
}
