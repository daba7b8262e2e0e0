import { describe, expect, it } from 'vitest';
import { afterLoginTarget, areaOf, decide, isUnder, safeRedirect, withoutParams } from '../../../src/shell/guardRules.ts';
import { loginSource } from '../../../src/shell/auth.ts';

describe('decide', () => {
  it('sends logged-in users away from the login page', () => {
    expect(decide('/hr/login', '', true)).toEqual({ type: 'redirect', to: '/' });
    expect(decide('/hr/home', '', true)).toEqual({ type: 'allow' });
    expect(decide('/hr/myJob', '', true)).toEqual({ type: 'allow' });
  });
  it("gates the seeds' four paths without a token", () => {
    expect(decide('/hr/myJob', '?tab=1', false)).toEqual({
      type: 'redirect',
      to: `/hr/login?redirect=${encodeURIComponent('/hr/myJob?tab=1')}`,
    });
    expect(decide('/hr/settingAcount', '', false).type).toBe('redirect');
    expect(decide('/hr/news', '', false).type).toBe('redirect');
    expect(decide('/web/home', '', false)).toEqual({ type: 'redirect', to: '/404' });
  });
  it('gates case-insensitively and below the gated path', () => {
    expect(decide('/hr/MYJOB', '', false).type).toBe('redirect');
    expect(decide('/hr/myJob/completeData', '', false).type).toBe('redirect');
    expect(decide('/hr/myJobs', '', false).type).toBe('allow');
  });
  it('leaves other paths open', () => {
    for (const p of ['/hr/home', '/hr/login', '/hr/register', '/hr/detail', '/homeCheck', '/404', '/nowhere']) {
      expect(decide(p, '', false)).toEqual({ type: 'allow' });
    }
  });
});

describe('areas', () => {
  it('knows /hr and /web', () => {
    expect(areaOf('/hr/home')).toBe('hr');
    expect(areaOf('/web/home')).toBe('web');
    expect(areaOf('/homeCheck')).toBeNull();
    expect(areaOf('/hrx')).toBeNull();
    expect(isUnder('/web', '/web')).toBe(true);
  });
});

describe('safeRedirect', () => {
  it('keeps same-origin relative paths', () => {
    expect(safeRedirect('/hr/myJob?tab=2#x')).toBe('/hr/myJob?tab=2#x');
    expect(safeRedirect('/recruit/hr/news')).toBe('/hr/news');
  });
  it('refuses everything else', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'hr/home',
      'javascript:alert(1)',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(bad)).toBeNull();
    }
  });
  it('refuses the login pages (no loop)', () => {
    expect(safeRedirect('/hr/login?redirect=/hr/login')).toBeNull();
    expect(safeRedirect('/hr/register')).toBeNull();
  });
  it('picks the home of the identity otherwise', () => {
    expect(afterLoginTarget(null, 'seeker')).toBe('/hr/home');
    expect(afterLoginTarget(null, 'manage')).toBe('/web/home');
    expect(afterLoginTarget('//evil', 'manage')).toBe('/web/home');
    expect(afterLoginTarget('/hr/myJob', 'manage')).toBe('/hr/myJob');
  });
});

describe('misc', () => {
  it('strips handed-over params from the query', () => {
    expect(withoutParams('?token=abc&x=1', ['token'])).toBe('?x=1');
    expect(withoutParams('?token=abc', ['token'])).toBe('');
  });
  it('login source is 3 on mobile browsers, 1 otherwise', () => {
    expect(loginSource('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(3);
    expect(loginSource('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(3);
    expect(loginSource('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36')).toBe(1);
  });
});
