/**
 * The login log's screen shows reasons, ways in and client kinds as words: every value the server
 * writes must be one of the definition's options, worded in every language (the catalogue, not the
 * zh-CN draft the generator leaves).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../src/common/states.ts';
import { LOGIN_FAILURES, LOGIN_METHODS } from '../../../src/server/modules/login-log/record.ts';
import { LoginLog } from '../../../generated/definitions/LoginLog.ts';

type Options = Record<string, Record<string, string>>;
const optionsIn = (lang: string) =>
  (JSON.parse(readFileSync(`locales/${lang}/resources.json`, 'utf8')) as { resources: { LoginLog: { options: Options } } }).resources
    .LoginLog.options;
const values = (prop: 'reason' | 'method' | 'loginSource') => LoginLog.fields[prop].options.static.map((o) => String(o.value));

describe('login log words', () => {
  it('offers exactly the reasons and ways in the server writes, and both client kinds', () => {
    expect(values('reason')).toEqual([...LOGIN_FAILURES]);
    expect(values('method')).toEqual([...LOGIN_METHODS]);
    expect(values('loginSource')).toEqual(['1', '3']);
  });

  it.each(LANGS)('words each of them in %s, never as the code itself', (lang) => {
    const options = optionsIn(lang);
    for (const prop of ['reason', 'method', 'loginSource'] as const) {
      for (const value of values(prop)) {
        const word = options[prop]?.[value];
        expect(word, `${lang} ${prop}.${value}`).toBeTruthy();
        expect(word).not.toBe(value);
      }
    }
    // The English catalogue is not the Chinese draft left in place.
    if (lang === 'en') expect(Object.values(options.reason!).join('')).toMatch(/^[\x20-\x7e]+$/);
  });
});
