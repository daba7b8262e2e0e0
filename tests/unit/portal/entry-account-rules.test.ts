import { describe, expect, it } from 'vitest';
import {
  arrivalIssue,
  localDay,
  localMidnightIso,
  userInfoDraft,
  userInfoInput,
  userInfoIssues,
} from '../../../src/portal/pages/EntryData/rules.ts';
import { formDraft, formInput, formIssues, type FormDraft } from '../../../src/portal/pages/GeneralWorkerData/formRules.ts';
import {
  codeRule,
  confirmPasswordRule,
  emailBindRule,
  newPasswordRule,
  oldPasswordRule,
  phoneBindRule,
} from '../../../src/portal/pages/SettingAccount/rules.ts';
import type { SpecialFormItem } from '../../../src/portal/resume-api/types.ts';

const keys = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, (v as { key: string }).key]));
// A valid mainland ID (checksum X).
const ID = '11010519491231002X';

describe('entry data: personal details', () => {
  const filled = {
    ...userInfoDraft(null),
    idNumber: ID.toLowerCase(),
    address: '苏州市工业园区',
    emergencyContact: '李四',
    emergencyPhone: '13800000001',
  };

  it('needs the ID, address and emergency contact; checks the ID with the project validator', () => {
    expect(keys(userInfoIssues(userInfoDraft(null)))).toEqual({
      idNumber: 'rules.required',
      address: 'rules.required',
      emergencyContact: 'rules.required',
      emergencyPhone: 'rules.required',
    });
    expect(userInfoIssues(filled)).toEqual({});
    expect(keys(userInfoIssues({ ...filled, idNumber: '110105194912310021' }))).toEqual({ idNumber: 'rules.idNumber' });
    expect(keys(userInfoIssues({ ...filled, emergencyPhone: '1380000000', bankCard: '1234' }))).toEqual({
      emergencyPhone: 'rules.phone',
      bankCard: 'rules.bankCard',
    });
  });

  it('sends only filled answers, the ID upper case', () => {
    expect(userInfoInput(filled)).toEqual({
      idNumber: ID,
      address: '苏州市工业园区',
      emergencyContact: '李四',
      emergencyPhone: '13800000001',
    });
  });

  it("takes an arrival day from today on, and keeps the local day through the server's instant", () => {
    expect(arrivalIssue('', '2026-03-15')).toBe('rules.required');
    expect(arrivalIssue('2026-03-14', '2026-03-15')).toBe('rules.arrivalPast');
    expect(arrivalIssue('2026-03-15', '2026-03-15')).toBeNull();
    expect(localDay(localMidnightIso('2026-04-01'))).toBe('2026-04-01');
    expect(localDay(null)).toBe('');
  });
});

describe('general-worker special form', () => {
  const items: SpecialFormItem[] = [
    { prop: 'height', label: '身高', el: 'number', required: true },
    { prop: 'shift', label: '是否接受倒班', el: 'radio', required: true, options: ['是', '否'] },
    { prop: 'dorm', label: '是否需要住宿', el: 'select', required: false, options: ['是', '否'] },
    { prop: 'since', label: '可到岗日期', el: 'date', required: false },
    { prop: 'note', label: '备注', el: 'input', required: false },
    { prop: 'story', label: '经历', el: 'textarea', required: false, maxLength: 10 },
  ];

  it('checks as the server does and sends numbers as numbers, leaving empty answers out', () => {
    const d: FormDraft = { ...formDraft(items, { height: 172 }), shift: '是' };
    expect(d.height).toBe('172');
    expect(formIssues(items, d)).toEqual({});
    expect(formInput(items, d)).toEqual({ height: 172, shift: '是' });
  });

  it('names each broken answer', () => {
    const d = { height: 'tall', shift: '', dorm: '也许', since: '2026-02-30', note: 'x'.repeat(201), story: 'x'.repeat(11) };
    expect(keys(formIssues(items, d))).toEqual({
      height: 'rules.number',
      shift: 'rules.choose',
      dorm: 'rules.choose',
      since: 'rules.date',
      note: 'rules.maxLength',
      story: 'rules.maxLength',
    });
  });
});

describe('account settings', () => {
  it("reuses the login page's password rules and refuses the same password", () => {
    expect(oldPasswordRule('', {})).toBe('login:rules.passwordRequired');
    expect(newPasswordRule('abc', { oldPassword: 'x' })).toBe('login:rules.passwordLength');
    expect(newPasswordRule('Seeker@2026', { oldPassword: 'Seeker@2026' })).toBe('account.rules.samePassword');
    expect(newPasswordRule('Seeker@2027', { oldPassword: 'Seeker@2026' })).toBeNull();
    expect(confirmPasswordRule('Seeker@2027', { newPassword: 'Seeker@2028' })).toBe('login:rules.confirmMismatch');
    expect(confirmPasswordRule('', {})).toBe('login:rules.confirmRequired');
  });

  it('binds only a new, well-formed phone or e-mail with a 6-digit code', () => {
    const phone = phoneBindRule('13900000002');
    expect(phone('13900000002', {})).toBe('account.rules.samePhone');
    expect(phone('1390000000', {})).toBe('login:rules.phoneFormat');
    expect(phone('13900000003', {})).toBeNull();
    const email = emailBindRule('Seeker@Example.com');
    expect(email('seeker@example.com', {})).toBe('account.rules.sameEmail');
    expect(email('new@example', {})).toBe('login:rules.emailFormat');
    expect(emailBindRule(null)('new@example.com', {})).toBeNull();
    expect(codeRule('12345', {})).toBe('login:rules.codeFormat');
    expect(codeRule('123456', {})).toBeNull();
  });
});
