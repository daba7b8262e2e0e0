import { describe, expect, it } from 'vitest';
import { HR_MOBILE_PAGES, viewportRedirect } from '../../../src/shell/guardRules.ts';

describe('viewportRedirect on a phone (< 992 px)', () => {
  it("keeps the seeds' phone page set", () => {
    for (const p of HR_MOBILE_PAGES) expect(viewportRedirect(p, '?id=3', true), p).toBeNull();
    expect(viewportRedirect('/hr/terms', '', true)).toBeNull();
  });
  it('sends every other /hr page home', () => {
    for (const p of ['/hr/news', '/hr/recruit', '/hr/cpDetail', '/hr/settingAcount', '/hr/CPDETAIL']) {
      expect(viewportRedirect(p, '?id=1', true), p).toBe('/hr/home');
    }
  });
  it('leaves paths outside /hr alone', () => {
    expect(viewportRedirect('/web/home', '', true)).toBeNull();
    expect(viewportRedirect('/homeCheck', '', true)).toBeNull();
  });
});

describe('viewportRedirect on a desktop', () => {
  it('shows the phone-only pages as tabs of myJob, keeping their query', () => {
    expect(viewportRedirect('/hr/deliveryRecord', '', false)).toBe('/hr/myJob?tab=deliveryRecord');
    expect(viewportRedirect('/hr/collect', '?page=2', false)).toBe('/hr/myJob?tab=collect&page=2');
    expect(viewportRedirect('/hr/entryData', '?id=7&tab=x', false)).toBe('/hr/myJob?tab=entryData&id=7');
    expect(viewportRedirect('/hr/Collect', '', false)).toBe('/hr/myJob?tab=collect');
  });
  it('keeps every other page, the phone-absent ones included', () => {
    for (const p of [
      '/hr/home',
      '/hr/news',
      '/hr/recruit',
      '/hr/cpDetail',
      '/hr/myJob',
      '/hr/detail',
      '/hr/completeData',
      '/hr/collectx',
    ]) {
      expect(viewportRedirect(p, '', false), p).toBeNull();
    }
  });
});
