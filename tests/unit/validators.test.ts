import { describe, expect, it } from 'vitest';
import {
  isAccountName,
  isCode6,
  isContactPhone,
  isEmail,
  isIdNumber,
  isMainlandId,
  isPhone,
  isTaiwanId,
  isTeamCode,
  isUrl,
  passwordProblem,
} from '../../src/common/validators.ts';

describe('validators', () => {
  it('phone: 1, then 3-9, then 9 digits', () => {
    expect(isPhone('13800000001')).toBe(true);
    expect(isPhone('12800000001')).toBe(false);
    expect(isPhone('1380000000')).toBe(false);
    expect(isPhone('138000000012')).toBe(false);
  });

  it('account: letter first, 4-16 letters, digits, underscore', () => {
    expect(isAccountName('abcd')).toBe(true);
    expect(isAccountName('a_b_c_d_e_f_g_h1')).toBe(true);
    expect(isAccountName('abc')).toBe(false);
    expect(isAccountName('1abc')).toBe(false);
    expect(isAccountName('a'.repeat(17))).toBe(false);
    expect(isAccountName('ab-cd')).toBe(false);
  });

  it("password: 8-128 (issue 26 raised the seeds' 6), three classes, no Chinese, no spaces", () => {
    expect(passwordProblem('Abcd1234')).toBeNull();
    expect(passwordProblem('abcd12!x')).toBeNull();
    expect(passwordProblem('Abc1234')).toBe('length');
    expect(passwordProblem('Ab1!')).toBe('length');
    expect(passwordProblem(`Aa1${'x'.repeat(126)}`)).toBe('length');
    expect(passwordProblem('abcdef123')).toBe('classes');
    expect(passwordProblem('Abcd 1234')).toBe('space');
    expect(passwordProblem('Abcd1234中')).toBe('chinese');
  });

  it('ID numbers: mainland checksum and Taiwan style', () => {
    expect(isMainlandId('11010519491231002X')).toBe(true);
    expect(isMainlandId('110105194912310021')).toBe(false);
    expect(isTaiwanId('A123456789')).toBe(true);
    expect(isTaiwanId('A123456788')).toBe(false);
    expect(isIdNumber('11010519491231002x')).toBe(true);
  });

  it('codes, team codes, e-mail and URL', () => {
    expect(isCode6('012345')).toBe(true);
    expect(isCode6('12345')).toBe(false);
    expect(isTeamCode('ABCDE12345fghij')).toBe(true);
    expect(isTeamCode('ABCDE12345fghi')).toBe(false);
    expect(isEmail('a.b@c.cn')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isUrl('https://example.com/x')).toBe(true);
    expect(isUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('isContactPhone', () => {
  it('takes mobiles and landlines with area code and extension, refuses letters and too short or long', () => {
    expect(['13800000001', '0512-66668888', '+86 21 5555 0000', '(021) 5555-0000 8001'].map(isContactPhone)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['1234', '0512-6666888x', '1'.repeat(21), '021—55550000'].map(isContactPhone)).toEqual([false, false, false, false]);
  });
});
