import { describe, expect, it } from 'vitest';
import { reactTo, reactToPush, sessionText, TOAST_MS } from '../../../src/shell/errorCatalogue.ts';

const withToken = { hasToken: true };
const noToken = { hasToken: false };

describe('business states', () => {
  it('shows the server message for 2 s', () => {
    expect(reactTo({ kind: 'state', code: 1300, message: '账号或密码错误' }, withToken)).toEqual({
      type: 'toast',
      text: { raw: '账号或密码错误' },
      ms: 2000,
    });
  });
  it('stays quiet for states the caller handles', () => {
    expect(reactTo({ kind: 'state', code: 1302, message: 'x' }, { hasToken: false, quietStates: [1302] })).toEqual({ type: 'silent' });
  });
  it.each([4000, 4002, 4003, 4004, 4005, 4006, 4999, 5213])('state %i ends the session with a token', (code) => {
    expect(reactTo({ kind: 'state', code, message: 'm' }, withToken).type).toBe('forceLogout');
    expect(reactTo({ kind: 'state', code, message: 'm' }, noToken)).toEqual({ type: 'toLogin' });
  });
  it('session states cannot be silenced', () => {
    expect(reactTo({ kind: 'state', code: 4003, message: 'm' }, { hasToken: true, quietStates: [4003] }).type).toBe('forceLogout');
  });
});

describe('forced-logout texts', () => {
  it('follows the seeds per state', () => {
    expect(sessionText(4003, 'srv')).toEqual({ key: 'session.elsewhere' });
    expect(sessionText(4004, '账号已被禁用')).toEqual({ raw: '账号已被禁用' });
    expect(sessionText(4005, '已移出')).toEqual({ raw: '已移出' });
    expect(sessionText(4006, 'srv')).toEqual({ key: 'session.invalid' });
    expect(sessionText(4000, 'srv')).toEqual({ key: 'session.expired' });
    expect(sessionText(4999)).toEqual({ key: 'session.expired' });
  });
  it('falls back to the expired text when 4004 comes without a message', () => {
    expect(sessionText(4004, '')).toEqual({ key: 'session.expired' });
  });
});

describe('HTTP failures', () => {
  it('404 and 500 show fixed texts for 6 s', () => {
    expect(reactTo({ kind: 'http', code: 404 }, withToken)).toEqual({ type: 'toast', text: { key: 'http.notFound' }, ms: 6000 });
    expect(reactTo({ kind: 'http', code: 500, message: 'stack' }, withToken)).toEqual({
      type: 'toast',
      text: { key: 'http.serverError' },
      ms: 6000,
    });
  });
  it('401 is the login-expired dialog with a token, the login page without', () => {
    expect(reactTo({ kind: 'http', code: 401 }, withToken)).toEqual({ type: 'forceLogout', text: { key: 'session.expired' } });
    expect(reactTo({ kind: 'http', code: 401 }, noToken)).toEqual({ type: 'toLogin' });
  });
  it('other statuses show their message for 5 s', () => {
    expect(reactTo({ kind: 'http', code: 413, message: 'too big' }, withToken)).toEqual({
      type: 'toast',
      text: { raw: 'too big' },
      ms: TOAST_MS.otherHttp,
    });
    expect(reactTo({ kind: 'http', code: 502 }, withToken)).toEqual({
      type: 'toast',
      text: { key: 'http.httpError', params: { status: 502 } },
      ms: 5000,
    });
  });
  it('no answer is the timeout text for 6 s; a caller abort is silent', () => {
    expect(reactTo({ kind: 'timeout', code: 0 }, withToken)).toEqual({ type: 'toast', text: { key: 'http.timeout' }, ms: 6000 });
    expect(reactTo({ kind: 'aborted', code: 0 }, withToken)).toEqual({ type: 'silent' });
  });
  it('a download without Content-Disposition is a configuration error', () => {
    expect(reactTo({ kind: 'noDisposition', code: 200 }, withToken)).toMatchObject({ type: 'toast', text: { key: 'http.noDisposition' } });
  });
});

describe('push ConnectMessage', () => {
  it('200 is nothing, session states end the session, others toast 3 s', () => {
    expect(reactToPush(200, 'ok')).toEqual({ type: 'silent' });
    expect(reactToPush(4003, 'x')).toEqual({ type: 'forceLogout', text: { key: 'session.elsewhere' } });
    expect(reactToPush(1100, '没有操作权限')).toEqual({ type: 'toast', text: { raw: '没有操作权限' }, ms: 3000 });
  });
});
