/**
 * The SignalR JSON hub protocol (version 1), as far as this server speaks it: record framing,
 * the handshake, and the message types a browser client exchanges with a push-only hub.
 * Pure: no sockets, no timers, so every rule here is unit-tested on its own.
 */

/** Every JSON record ends with this byte; one WebSocket frame may carry several records. */
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
  Ack: 8,
  Sequence: 9,
} as const;

export interface InvocationMessage {
  readonly type: typeof MessageType.Invocation;
  /** Absent when the caller expects no answer (client `send`, and every server push). */
  readonly invocationId?: string;
  readonly target: string;
  readonly arguments: readonly unknown[];
  readonly streamIds?: readonly string[];
}

export interface CompletionMessage {
  readonly type: typeof MessageType.Completion;
  readonly invocationId: string;
  readonly result?: unknown;
  readonly error?: string;
}

export interface PingMessage {
  readonly type: typeof MessageType.Ping;
}

export interface CloseMessage {
  readonly type: typeof MessageType.Close;
  readonly error?: string;
  readonly allowReconnect?: boolean;
}

/** Types a client may legally send that a push-only hub has no use for; kept so they are not "malformed". */
export interface OtherMessage {
  readonly type: 2 | 3 | 4 | 5 | 8 | 9;
  readonly invocationId?: string;
}

export type IncomingMessage = InvocationMessage | PingMessage | CloseMessage | OtherMessage;
export type OutgoingMessage = InvocationMessage | CompletionMessage | PingMessage | CloseMessage;

export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export interface Records {
  /** Complete records, separator stripped, in arrival order. */
  readonly records: string[];
  /** Trailing text after the last separator: the start of a record still to come. */
  readonly rest: string;
}

/**
 * Splits buffered text into complete records. `pending` is the `rest` of the previous call, so a
 * record cut across frames is joined back before it is parsed.
 */
export function splitRecords(pending: string, chunk: string): Records {
  const parts = (pending + chunk).split(RECORD_SEPARATOR);
  // split() always yields one more part than there are separators: the last is the unfinished tail.
  const rest = parts.pop() ?? '';
  return { records: parts, rest };
}

export function formatRecord(value: object): string {
  return JSON.stringify(value) + RECORD_SEPARATOR;
}

export function formatRecords(values: readonly object[]): string {
  return values.map(formatRecord).join('');
}

export const HANDSHAKE_OK: string = formatRecord({});

export function formatHandshakeError(error: string): string {
  return formatRecord({ error });
}

function parseObject(record: string): ParseResult<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return { ok: false, error: 'record is not valid JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'record is not a JSON object' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** Accepts only what this server speaks: `{"protocol":"json","version":1}`. */
export function parseHandshake(record: string): ParseResult<{ protocol: 'json'; version: 1 }> {
  const parsed = parseObject(record);
  if (!parsed.ok) return { ok: false, error: `handshake ${parsed.error}` };
  const { protocol, version } = parsed.value;
  if (protocol !== 'json') {
    return { ok: false, error: `Requested protocol '${String(protocol)}' is not available.` };
  }
  if (version !== 1) {
    return { ok: false, error: `Requested protocol version '${String(version)}' is not available.` };
  }
  return { ok: true, value: { protocol, version } };
}

const isOptionalString = (v: unknown): v is string | undefined => v === undefined || typeof v === 'string';

function parseInvocation(obj: Record<string, unknown>): ParseResult<InvocationMessage> {
  const { invocationId, target, arguments: args, streamIds } = obj;
  if (typeof target !== 'string' || target === '') return { ok: false, error: 'invocation has no target' };
  if (!Array.isArray(args)) return { ok: false, error: 'invocation arguments must be an array' };
  if (!isOptionalString(invocationId)) return { ok: false, error: 'invocationId must be a string' };
  if (streamIds !== undefined && !(Array.isArray(streamIds) && streamIds.every((s) => typeof s === 'string'))) {
    return { ok: false, error: 'streamIds must be an array of strings' };
  }
  const base = { type: MessageType.Invocation, target, arguments: args as unknown[] };
  const withId = invocationId === undefined ? base : { ...base, invocationId };
  return { ok: true, value: streamIds === undefined ? withId : { ...withId, streamIds: streamIds as string[] } };
}

function parseClose(obj: Record<string, unknown>): ParseResult<CloseMessage> {
  const { error, allowReconnect } = obj;
  if (!isOptionalString(error)) return { ok: false, error: 'close error must be a string' };
  const base: CloseMessage = error === undefined ? { type: MessageType.Close } : { type: MessageType.Close, error };
  return { ok: true, value: allowReconnect === true ? { ...base, allowReconnect } : base };
}

/** Parses one record (separator already stripped) sent by a client after the handshake. */
export function parseMessage(record: string): ParseResult<IncomingMessage> {
  const parsed = parseObject(record);
  if (!parsed.ok) return parsed;
  const obj = parsed.value;
  switch (obj.type) {
    case MessageType.Invocation:
      return parseInvocation(obj);
    case MessageType.Ping:
      return { ok: true, value: { type: MessageType.Ping } };
    case MessageType.Close:
      return parseClose(obj);
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.StreamInvocation:
    case MessageType.CancelInvocation:
    case MessageType.Ack:
    case MessageType.Sequence: {
      const { invocationId } = obj;
      if (!isOptionalString(invocationId)) return { ok: false, error: 'invocationId must be a string' };
      return { ok: true, value: invocationId === undefined ? { type: obj.type } : { type: obj.type, invocationId } };
    }
    default:
      return { ok: false, error: `unknown message type '${String(obj.type)}'` };
  }
}

export function invocation(target: string, args: readonly unknown[]): InvocationMessage {
  return { type: MessageType.Invocation, target, arguments: args };
}

export function completion(invocationId: string, outcome: { result: unknown } | { error: string }): CompletionMessage {
  return 'error' in outcome
    ? { type: MessageType.Completion, invocationId, error: outcome.error }
    : { type: MessageType.Completion, invocationId, result: outcome.result };
}

export const PING: PingMessage = { type: MessageType.Ping };

export function closeMessage(error?: string): CloseMessage {
  return error === undefined ? { type: MessageType.Close } : { type: MessageType.Close, error };
}
