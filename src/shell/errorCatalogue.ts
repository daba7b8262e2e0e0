/**
 * The client's error catalogue, in one table: what the user sees for each kind of failed call.
 * Pure (texts are i18n keys or the server's own message), so tests pin the seeds' rules down.
 */
import { isSessionInvalid, States } from '../common/states.ts';
import type { FailureKind } from './httpCore.ts';

/** Toast durations of the seeds, in ms. */
export const TOAST_MS = { state: 2000, push: 3000, otherHttp: 5000, fault: 6000 } as const;

export type Text = { key: string; params?: Record<string, string | number> } | { raw: string };

export type Reaction =
  | { type: 'toast'; text: Text; ms: number }
  /** The undismissable 确定登出 dialog, then forced logout and /hr/login. */
  | { type: 'forceLogout'; text: Text }
  /** No session to end: just send the user to the login page. */
  | { type: 'toLogin' }
  | { type: 'silent' };

export interface Failure {
  kind: FailureKind;
  /** Envelope state for `state`, HTTP status for `http`. */
  code: number;
  /** The server's message, when it sent one. */
  message?: string;
}

export interface FailureContext {
  hasToken: boolean;
  /** States the caller handles itself (e.g. 1302 captcha required): no toast. */
  quietStates?: readonly number[];
}

const key = (k: string, params?: Record<string, string | number>): Text => (params ? { key: k, params } : { key: k });

/** The forced-logout message per session state; `null` means "the server's message". */
const SESSION_TEXT: Readonly<Record<number, string | null>> = {
  [States.LOGGED_IN_ELSEWHERE.code]: 'session.elsewhere',
  [States.ACCOUNT_DISABLED.code]: null,
  [States.REMOVED_FROM_TENEMENT.code]: null,
  [States.ACCOUNT_INVALID.code]: 'session.invalid',
};

export function sessionText(state: number, serverMessage?: string): Text {
  const k = SESSION_TEXT[state];
  if (k === null && serverMessage) return { raw: serverMessage };
  return key(k ?? 'session.expired');
}

/** HTTP statuses with a fixed reaction; any other status shows its message for 5 s. */
const HTTP_TABLE: Readonly<Record<number, (f: Failure, ctx: FailureContext) => Reaction>> = {
  401: (_f, ctx) => (ctx.hasToken ? { type: 'forceLogout', text: key('session.expired') } : { type: 'toLogin' }),
  404: () => ({ type: 'toast', text: key('http.notFound'), ms: TOAST_MS.fault }),
  500: () => ({ type: 'toast', text: key('http.serverError'), ms: TOAST_MS.fault }),
};

function reactToState(f: Failure, ctx: FailureContext): Reaction {
  if (isSessionInvalid(f.code)) {
    return ctx.hasToken ? { type: 'forceLogout', text: sessionText(f.code, f.message) } : { type: 'toLogin' };
  }
  if (ctx.quietStates?.includes(f.code)) return { type: 'silent' };
  const text: Text = f.message ? { raw: f.message } : key('http.httpError', { status: f.code });
  return { type: 'toast', text, ms: TOAST_MS.state };
}

function reactToHttp(f: Failure, ctx: FailureContext): Reaction {
  const fixed = HTTP_TABLE[f.code];
  if (fixed) return fixed(f, ctx);
  const text: Text = f.message ? { raw: f.message } : key('http.httpError', { status: f.code });
  return { type: 'toast', text, ms: TOAST_MS.otherHttp };
}

const KIND_TABLE: Readonly<Record<FailureKind, (f: Failure, ctx: FailureContext) => Reaction>> = {
  state: reactToState,
  http: reactToHttp,
  timeout: () => ({ type: 'toast', text: key('http.timeout'), ms: TOAST_MS.fault }),
  badResponse: () => ({ type: 'toast', text: key('http.badResponse'), ms: TOAST_MS.otherHttp }),
  noDisposition: () => ({ type: 'toast', text: key('http.noDisposition'), ms: TOAST_MS.otherHttp }),
  // The caller cancelled on purpose (page left): nothing to tell the user.
  aborted: () => ({ type: 'silent' }),
};

export function reactTo(f: Failure, ctx: FailureContext): Reaction {
  return KIND_TABLE[f.kind](f, ctx);
}

/** Push `ConnectMessage`: session states end the session, anything else but 200 is a 3 s toast. */
export function reactToPush(state: number, message: string): Reaction {
  if (state === States.OK.code) return { type: 'silent' };
  if (isSessionInvalid(state)) return { type: 'forceLogout', text: sessionText(state, message) };
  return { type: 'toast', text: message ? { raw: message } : key('http.httpError', { status: state }), ms: TOAST_MS.push };
}
