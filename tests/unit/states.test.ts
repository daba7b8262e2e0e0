import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS, SESSION_INVALID_CODES, States, isSessionInvalid, pickLang, stateText } from '../../src/common/states.ts';

describe('state table', () => {
  it('has unique codes and a text in every language', () => {
    const codes = Object.values(States).map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const s of Object.values(States)) for (const l of LANGS) expect(s.text[l].length).toBeGreaterThan(0);
  });

  it('marks exactly the seeds’ session-invalid states', () => {
    expect([...SESSION_INVALID_CODES].sort()).toEqual([4000, 4002, 4003, 4004, 4005, 4006, 4999, 5213]);
    expect(isSessionInvalid(4003)).toBe(true);
    expect(isSessionInvalid(1300)).toBe(false);
  });

  it('is documented row by row in the README', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const s of Object.values(States)) expect(readme, String(s.code)).toMatch(new RegExp(`^\\| ${s.code} \\|`, 'm'));
  });

  it('fills placeholders', () => {
    expect(stateText(States.RATE_LIMITED.code, 'zh-CN', { seconds: 9 })).toBe('操作过于频繁，请9秒后再试');
  });
});

describe('pickLang', () => {
  it.each([
    [undefined, 'zh-CN'],
    ['', 'zh-CN'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK,zh;q=0.8', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['fr-FR,en;q=0.5,zh-CN;q=0.8', 'zh-CN'],
    ['de', 'zh-CN'],
    ['en;q=0', 'zh-CN'],
  ] as const)('%s → %s', (header, lang) => {
    expect(pickLang(header)).toBe(lang);
  });
});
