import { describe, expect, it } from 'vitest';
import {
  codeRule,
  confirmRule,
  emailRule,
  loginAccountRule,
  newAccountRule,
  newPasswordRule,
  phoneRule,
} from '../../../src/portal/pages/Login/rules.ts';

const none = {};

describe('login rules', () => {
  it('needs an account of any kind to log in', () => {
    expect(loginAccountRule('  ', none)).toBe('rules.accountRequired');
    expect(loginAccountRule('13800138000', none)).toBeNull();
  });
  it('checks a new account name', () => {
    expect(newAccountRule('', none)).toBe('rules.accountRequired');
    expect(newAccountRule('1abc', none)).toBe('rules.accountFormat');
    expect(newAccountRule('abc', none)).toBe('rules.accountFormat');
    expect(newAccountRule('a_b-c', none)).toBe('rules.accountFormat');
    expect(newAccountRule('abcdefghijklmnopq', none)).toBe('rules.accountFormat');
    expect(newAccountRule('alice_01', none)).toBeNull();
  });
  it('names the password problem', () => {
    expect(newPasswordRule('', none)).toBe('rules.passwordRequired');
    expect(newPasswordRule('Ab1!', none)).toBe('rules.passwordLength');
    expect(newPasswordRule('Abc123密码', none)).toBe('rules.passwordChinese');
    expect(newPasswordRule('Abc 1234', none)).toBe('rules.passwordSpace');
    expect(newPasswordRule('abcdef12', none)).toBe('rules.passwordClasses');
    expect(newPasswordRule('Abcdef12', none)).toBeNull();
  });
  it('compares the confirmation with the password', () => {
    expect(confirmRule('', { password: 'x' })).toBe('rules.confirmRequired');
    expect(confirmRule('Abcdef13', { password: 'Abcdef12' })).toBe('rules.confirmMismatch');
    expect(confirmRule('Abcdef12', { password: 'Abcdef12' })).toBeNull();
  });
  it('checks only the chosen contact channel', () => {
    expect(phoneRule('', { contact: 'email' })).toBeNull();
    expect(phoneRule('', { contact: 'phone' })).toBe('rules.phoneRequired');
    expect(phoneRule('12800138000', { contact: 'phone' })).toBe('rules.phoneFormat');
    expect(phoneRule('13800138000', { contact: 'phone' })).toBeNull();
    expect(emailRule('', { contact: 'phone' })).toBeNull();
    expect(emailRule('a@b', { contact: 'email' })).toBe('rules.emailFormat');
    expect(emailRule('a@b.cn', { contact: 'email' })).toBeNull();
  });
  it('wants six digits of code', () => {
    expect(codeRule('', none)).toBe('rules.codeRequired');
    expect(codeRule('12345', none)).toBe('rules.codeFormat');
    expect(codeRule('123456', none)).toBeNull();
  });
});
