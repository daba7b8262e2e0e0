/**
 * The push client (SignalR hub systemMessageHub). It follows the token: a token appearing starts
 * the connection, the token going away stops it. Normal logout calls stopPush() first so the
 * server hears UnInitUserMsgConnectionInfo while the session is still valid.
 */
import type { HubConnection } from '@microsoft/signalr';
import { getToken, subscribeToken } from './session.ts';
import { notify, toastError } from './dialogs.tsx';
import { forceLogout, textOf } from './forceLogout.ts';
import { reactToPush, type Reaction } from './errorCatalogue.ts';
import { tr } from './i18n.ts';

export const HUB_URL = '/recruit/hubs/systemMessageHub';
export const PUSH_RETRY_MS = 5000;

interface PushMessage {
  state: number;
  message: string;
}

type SignalR = typeof import('@microsoft/signalr');

let conn: HubConnection | null = null;
/** The client library loads with the first connection: visitors without a session never download it. */
let library: Promise<SignalR> | null = null;
function loadSignalR(): Promise<SignalR> {
  library ??= import('@microsoft/signalr').catch((e: unknown) => {
    library = null; // a failed chunk download is tried again on the next retry
    throw e;
  });
  return library;
}
/** What a notice is about (a pipeline move names the application: `deliveryRecordId`, `stage`). */
export type NoticeData = Readonly<Record<string, unknown>>;
const noticeListeners = new Set<(data: NoticeData) => void>();

/** Pages showing what a notice is about re-read it when one arrives; returns the unsubscribe. */
export function onNotice(listener: (data: NoticeData) => void): () => void {
  noticeListeners.add(listener);
  return () => {
    noticeListeners.delete(listener);
  };
}

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let wanted = false;

function toPushMessage(raw: unknown): PushMessage {
  const o = (raw ?? {}) as Partial<Record<keyof PushMessage, unknown>>;
  return { state: typeof o.state === 'number' ? o.state : 200, message: typeof o.message === 'string' ? o.message : '' };
}

function applyPush(r: Reaction): void {
  if (r.type === 'forceLogout') forceLogout(r.text);
  else if (r.type === 'toast') toastError(textOf(r.text), r.ms);
}

async function register(c: HubConnection): Promise<void> {
  const token = getToken();
  // A failed registration only costs pushes; the next reconnect tries again.
  if (token) await c.invoke('InitUserMsgConnectionInfo', token).catch(() => undefined);
}

function build(s: SignalR): HubConnection {
  const c = new s.HubConnectionBuilder()
    // The hub only offers WebSockets: do not let the client fall back to SSE or long polling.
    .withUrl(HUB_URL, { transport: s.HttpTransportType.WebSockets })
    .withAutomaticReconnect()
    .configureLogging(s.LogLevel.Warning)
    .build();
  c.on('ConnectMessage', (raw: unknown) => {
    const m = toPushMessage(raw);
    applyPush(reactToPush(m.state, m.message));
  });
  c.on('PermissionsMessage', (raw: unknown) => {
    const m = toPushMessage(raw);
    forceLogout(m.message ? { raw: m.message } : { key: 'session.permissionsChanged' });
  });
  c.on('NoticeMessage', (raw: unknown) => {
    notify({ title: tr('notice.title'), message: toPushMessage(raw).message });
    const data = (raw as { data?: unknown } | null)?.data;
    if (data && typeof data === 'object') for (const listener of noticeListeners) listener(data as NoticeData);
  });
  c.onreconnected(() => void register(c));
  // Automatic reconnect gave up (or the first start never worked): fall back to the 5 s retry loop.
  c.onclose(() => {
    if (conn === c) scheduleRetry();
  });
  return c;
}

function scheduleRetry(): void {
  if (retryTimer || !wanted) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void connect();
  }, PUSH_RETRY_MS);
}

async function connect(): Promise<void> {
  if (!wanted || !getToken()) return;
  const s = await loadSignalR().catch(() => null);
  if (!s) return scheduleRetry();
  if (!wanted || !getToken()) return;
  conn ??= build(s);
  const c = conn;
  if (c.state !== s.HubConnectionState.Disconnected) return;
  try {
    await c.start();
    await register(c);
  } catch {
    if (conn === c) scheduleRetry();
  }
}

export function startPush(): void {
  wanted = true;
  void connect();
}

export async function stopPush(): Promise<void> {
  wanted = false;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  const c = conn;
  conn = null;
  if (!c) return;
  const { HubConnectionState } = await loadSignalR();
  if (c.state === HubConnectionState.Connected) await c.invoke('UnInitUserMsgConnectionInfo').catch(() => undefined);
  await c.stop().catch(() => undefined);
}

let followedToken: string | null = null;

/** Called once at boot: connect when logged in and follow logins and logouts from then on. */
export function initPush(): void {
  followedToken = getToken();
  if (followedToken) startPush();
  subscribeToken(() => {
    const token = getToken();
    if (token === followedToken) return;
    followedToken = token;
    // A new token is a new session: the hub must register it afresh.
    void stopPush().then(() => {
      if (token && getToken() === token) startPush();
    });
  });
}
