/**
 * Field rules of the account settings. Keys are of the `resume` namespace; the rules the login
 * pages already word (password, code, formats) reuse theirs through the `login:` prefix.
 */
import { isEmail, isPhone } from '../../../common/validators.ts';
import { codeRule as loginCodeRule, newPasswordRule as loginPasswordRule, type FormValues, type Rule } from '../Login/rules.ts';

const fromLogin =
  (rule: Rule): Rule =>
  (v, all) => {
    const key = rule(v, all);
    return key ? `login:${key}` : null;
  };

export const oldPasswordRule: Rule = (v) => (v ? null : 'login:rules.passwordRequired');

/** The seeds' password rules, and different from the current one. */
export const newPasswordRule: Rule = (v, all) =>
  fromLogin(loginPasswordRule)(v, all) ?? (v === all.oldPassword ? 'account.rules.samePassword' : null);

export const confirmPasswordRule: Rule = (v, all) => {
  if (!v) return 'login:rules.confirmRequired';
  return v === all.newPassword ? null : 'login:rules.confirmMismatch';
};

export const codeRule: Rule = fromLogin(loginCodeRule);

/** New phone: a mainland mobile number that is not the one already bound. */
export function phoneBindRule(current: string | null | undefined): Rule {
  return (v: string) => {
    const x = v.trim();
    if (!x) return 'login:rules.phoneRequired';
    if (!isPhone(x)) return 'login:rules.phoneFormat';
    return current && x === current ? 'account.rules.samePhone' : null;
  };
}

/** New e-mail: a valid address, not the bound one (compared without case, as the server stores it). */
export function emailBindRule(current: string | null | undefined): Rule {
  return (v: string) => {
    const x = v.trim();
    if (!x) return 'login:rules.emailRequired';
    if (!isEmail(x)) return 'login:rules.emailFormat';
    return current && x.toLowerCase() === current.toLowerCase() ? 'account.rules.sameEmail' : null;
  };
}

export type { FormValues };
