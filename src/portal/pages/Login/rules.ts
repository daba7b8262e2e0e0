/**
 * Field rules of the login, register and reset forms. Each returns an i18n key of the `login`
 * namespace, or null when the value is fine. Formats come from the shared validators so the
 * server checks the very same thing.
 */
import { isAccountName, isCode6, isEmail, isPhone, passwordProblem, type PasswordProblem } from '../../../common/validators.ts';
import type { ContactKind } from '../../components/verification/codeApi.ts';

export type { ContactKind };
export type FormValues = Readonly<Record<string, string>>;
export type Rule = (value: string, values: FormValues) => string | null;

const PASSWORD_KEYS: Readonly<Record<PasswordProblem, string>> = {
  length: 'rules.passwordLength',
  chinese: 'rules.passwordChinese',
  space: 'rules.passwordSpace',
  classes: 'rules.passwordClasses',
};

export const loginAccountRule: Rule = (v) => (v.trim() ? null : 'rules.accountRequired');

export const loginPasswordRule: Rule = (v) => (v ? null : 'rules.passwordRequired');

export const newAccountRule: Rule = (v) => {
  if (!v.trim()) return 'rules.accountRequired';
  return isAccountName(v.trim()) ? null : 'rules.accountFormat';
};

export const newPasswordRule: Rule = (v) => {
  if (!v) return 'rules.passwordRequired';
  const problem = passwordProblem(v);
  return problem ? PASSWORD_KEYS[problem] : null;
};

/** Compares with the `password` field of the same form. */
export const confirmRule: Rule = (v, all) => {
  if (!v) return 'rules.confirmRequired';
  return v === all.password ? null : 'rules.confirmMismatch';
};

/** Only checked while the form's `contact` toggle is on phone. */
export const phoneRule: Rule = (v, all) => {
  if (all.contact !== 'phone') return null;
  if (!v.trim()) return 'rules.phoneRequired';
  return isPhone(v.trim()) ? null : 'rules.phoneFormat';
};

/** Only checked while the form's `contact` toggle is on e-mail. */
export const emailRule: Rule = (v, all) => {
  if (all.contact !== 'email') return null;
  if (!v.trim()) return 'rules.emailRequired';
  return isEmail(v.trim()) ? null : 'rules.emailFormat';
};

export const codeRule: Rule = (v) => {
  if (!v.trim()) return 'rules.codeRequired';
  return isCode6(v.trim()) ? null : 'rules.codeFormat';
};
