import { describe, expect, it } from 'vitest';
import { ApiError, buildQuery, fileNameFromDisposition, isEnvelope, resolveUrl, trimDeep, withQuery } from '../../../src/shell/httpCore.ts';

describe('resolveUrl', () => {
  it("puts call names and the seeds' /api paths under the API base", () => {
    expect(resolveUrl('Login/SysLogin')).toBe('/recruit/api/Login/SysLogin');
    expect(resolveUrl('/api/PositionInfo/GetDetail')).toBe('/recruit/api/PositionInfo/GetDetail');
    expect(resolveUrl('/Code/GetCaptcha')).toBe('/recruit/api/Code/GetCaptcha');
  });
  it('leaves absolute and app-rooted addresses alone', () => {
    expect(resolveUrl('https://x.example/a')).toBe('https://x.example/a');
    expect(resolveUrl('/recruit/api/Files/UploadFiles')).toBe('/recruit/api/Files/UploadFiles');
  });
});

describe('trimDeep', () => {
  it('trims strings in nested objects and arrays', () => {
    expect(trimDeep({ a: ' x ', b: [' y', { c: 'z  ' }], n: 1, f: false, z: null })).toEqual({
      a: 'x',
      b: ['y', { c: 'z' }],
      n: 1,
      f: false,
      z: null,
    });
  });
  it('does not touch non-plain objects', () => {
    const d = new Date(0);
    const out = trimDeep({ d });
    expect(out.d).toBe(d);
  });
  it('does not change the input', () => {
    const input = { a: ' x ' };
    trimDeep(input);
    expect(input.a).toBe(' x ');
  });
});

describe('buildQuery', () => {
  it('repeats array keys without indices', () => {
    expect(buildQuery({ ids: [1, 2, 3] })).toBe('?ids=1&ids=2&ids=3');
  });
  it('trims strings, drops null and undefined, keeps false and 0', () => {
    expect(buildQuery({ name: '  张三 ', a: null, b: undefined, c: false, d: 0 })).toBe(`?name=${encodeURIComponent('张三')}&c=false&d=0`);
  });
  it('is empty without params', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ a: undefined })).toBe('');
  });
  it('appends to a URL that already has a query', () => {
    expect(withQuery('/recruit/api/Code/CheckCaptcha?x=1', { id: 'abc' })).toBe('/recruit/api/Code/CheckCaptcha?x=1&id=abc');
    expect(withQuery('/a', { id: 'abc' })).toBe('/a?id=abc');
  });
});

describe('fileNameFromDisposition', () => {
  it('prefers the RFC 5987 name', () => {
    expect(fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E7%AE%80%E5%8E%86.xlsx`)).toBe('简历.xlsx');
  });
  it('reads quoted and bare names, decoding percent escapes', () => {
    expect(fileNameFromDisposition('attachment; filename="report 1.xlsx"')).toBe('report 1.xlsx');
    expect(fileNameFromDisposition('attachment; filename=%E6%8A%A5%E8%A1%A8.xlsx')).toBe('报表.xlsx');
  });
  it('gives null when there is no name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});

describe('envelope and ApiError', () => {
  it('recognises envelopes by their numeric state', () => {
    expect(isEnvelope({ state: 200, message: '', data: null })).toBe(true);
    expect(isEnvelope({ state: 1000, message: 'x' })).toBe(true);
    expect(isEnvelope('<html>')).toBe(false);
    expect(isEnvelope({ ok: true })).toBe(false);
  });
  it('carries state, message and field errors', () => {
    const e = new ApiError('state', 1000, 'bad', { account: 'taken' });
    expect(e).toBeInstanceOf(Error);
    expect([e.kind, e.state, e.message, e.errors.account]).toEqual(['state', 1000, 'bad', 'taken']);
  });
});
