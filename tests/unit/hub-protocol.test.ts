import { describe, it, expect } from 'vitest';
import {
  HANDSHAKE_OK,
  PING,
  RECORD_SEPARATOR as RS,
  closeMessage,
  completion,
  formatHandshakeError,
  formatRecord,
  formatRecords,
  invocation,
  parseHandshake,
  parseMessage,
  splitRecords,
} from '../../src/server/plugins/hub/protocol.ts';

describe('splitRecords', () => {
  it('returns one complete record and no rest', () => {
    expect(splitRecords('', `{"type":6}${RS}`)).toEqual({ records: ['{"type":6}'], rest: '' });
  });

  it('splits several records carried by one frame', () => {
    const frame = `{"type":6}${RS}{"type":1,"target":"A","arguments":[]}${RS}{}${RS}`;
    expect(splitRecords('', frame).records).toEqual(['{"type":6}', '{"type":1,"target":"A","arguments":[]}', '{}']);
  });

  it('keeps a partial record and joins it with the next frame', () => {
    const first = splitRecords('', `{"type":6}${RS}{"type":1,"tar`);
    expect(first).toEqual({ records: ['{"type":6}'], rest: '{"type":1,"tar' });
    const second = splitRecords(first.rest, `get":"A","arguments":[1]}${RS}`);
    expect(second).toEqual({ records: ['{"type":1,"target":"A","arguments":[1]}'], rest: '' });
  });

  it('returns nothing for a frame without a separator', () => {
    expect(splitRecords('', '{"protocol":')).toEqual({ records: [], rest: '{"protocol":' });
  });

  it('keeps empty records between consecutive separators so the parser rejects them', () => {
    expect(splitRecords('', `${RS}${RS}`).records).toEqual(['', '']);
  });
});

describe('formatting', () => {
  it('terminates every record with the record separator', () => {
    expect(formatRecord(PING)).toBe(`{"type":6}${RS}`);
    expect(formatRecords([PING, closeMessage()])).toBe(`{"type":6}${RS}{"type":7}${RS}`);
    expect(HANDSHAKE_OK).toBe(`{}${RS}`);
    expect(formatHandshakeError('nope')).toBe(`{"error":"nope"}${RS}`);
  });

  it('formats a push as an invocation without invocationId', () => {
    const text = formatRecord(invocation('NoticeMessage', [{ state: 200, message: 'hi' }]));
    expect(text).toBe(`{"type":1,"target":"NoticeMessage","arguments":[{"state":200,"message":"hi"}]}${RS}`);
  });

  it('formats completions with a null result or an error', () => {
    expect(formatRecord(completion('7', { result: null }))).toBe(`{"type":3,"invocationId":"7","result":null}${RS}`);
    expect(formatRecord(completion('8', { error: 'invalid token' }))).toBe(`{"type":3,"invocationId":"8","error":"invalid token"}${RS}`);
    expect(formatRecord(closeMessage('bad'))).toBe(`{"type":7,"error":"bad"}${RS}`);
  });

  it('round-trips through split and parse', () => {
    const frame = formatRecords([invocation('X', [1, 'a']), PING]);
    const { records, rest } = splitRecords('', frame);
    expect(rest).toBe('');
    expect(records.map(parseMessage)).toEqual([
      { ok: true, value: { type: 1, target: 'X', arguments: [1, 'a'] } },
      { ok: true, value: { type: 6 } },
    ]);
  });
});

describe('parseHandshake', () => {
  it('accepts json version 1', () => {
    expect(parseHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true, value: { protocol: 'json', version: 1 } });
  });

  it.each([
    ['{"protocol":"messagepack","version":1}', /protocol 'messagepack'/],
    ['{"protocol":"json","version":2}', /version '2'/],
    ['{"protocol":"json"}', /version 'undefined'/],
    ['not json', /not valid JSON/],
    ['[1]', /not a JSON object/],
  ])('refuses %s', (record, error) => {
    const parsed = parseHandshake(record);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(error);
  });
});

describe('parseMessage', () => {
  it('parses an invocation with an id', () => {
    expect(parseMessage('{"type":1,"invocationId":"0","target":"Init","arguments":["t"],"extra":true}')).toEqual({
      ok: true,
      value: { type: 1, invocationId: '0', target: 'Init', arguments: ['t'] },
    });
  });

  it('parses close with an error and ignores unknown fields', () => {
    expect(parseMessage('{"type":7,"error":"x","foo":1}')).toEqual({ ok: true, value: { type: 7, error: 'x' } });
  });

  it('accepts the other known types so they can be ignored', () => {
    expect(parseMessage('{"type":5,"invocationId":"3"}')).toEqual({ ok: true, value: { type: 5, invocationId: '3' } });
    expect(parseMessage('{"type":8,"sequenceId":1}')).toEqual({ ok: true, value: { type: 8 } });
  });

  it.each([
    ['', /not valid JSON/],
    ['{"type":1,', /not valid JSON/],
    ['null', /not a JSON object/],
    ['"text"', /not a JSON object/],
    ['{"type":42}', /unknown message type '42'/],
    ['{"target":"A","arguments":[]}', /unknown message type 'undefined'/],
    ['{"type":1,"arguments":[]}', /no target/],
    ['{"type":1,"target":"A"}', /arguments must be an array/],
    ['{"type":1,"target":"A","arguments":{}}', /arguments must be an array/],
    ['{"type":1,"target":"A","arguments":[],"invocationId":5}', /invocationId must be a string/],
    ['{"type":1,"target":"A","arguments":[],"streamIds":[1]}', /streamIds/],
    ['{"type":7,"error":false}', /close error must be a string/],
    ['{"type":5,"invocationId":{}}', /invocationId must be a string/],
  ])('rejects %s', (record, error) => {
    const parsed = parseMessage(record);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(error);
  });
});
