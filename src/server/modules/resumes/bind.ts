/**
 * Binding a new phone or e-mail to the caller's account (settingAcount): the new contact must differ
 * from the current one (field rule sameAsOld), belong to no other account (1321 / 1322: one account
 * per phone or e-mail), and be proven with a code sent to it for purpose 'bind'. The current password
 * is asked too: a borrowed session alone must not be enough to move the account's recovery address.
 */
import type { Deps } from '../../deps.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import * as identity from '../identity/service.ts';
import { consumeCode } from '../code/codes.ts';
import { verifyPassword } from '../identity/passwords.ts';
import { accountByContact } from '../people/accounts.ts';

type Contact = { field: 'phone'; value: string } | { field: 'email'; value: string };

async function bindContact(deps: Deps, caller: Caller, contact: Contact, proof: { code: string; password: string }) {
  const user = await identity.userById(deps.db, caller.userId);
  if (!user) throw new AppError('ACCOUNT_INVALID');
  if (user[contact.field] === contact.value) throw fieldError(contact.field, { rule: 'sameAsOld' });
  // Before the code is looked at, so a wrong password does not spend it.
  if (!(await verifyPassword(proof.password, user.passwordHash))) throw new AppError('OLD_PASSWORD_WRONG');
  // Spent outside any transaction: a wrong guess must count even though the call fails. Before the owner
  // check, so that whether the contact is taken is told only to whoever holds it (as GetCode does).
  await consumeCode(deps.db, { target: contact.value, purpose: 'bind', code: proof.code });
  const owner = await accountByContact(deps.db, contact);
  if (owner) throw new AppError(contact.field === 'phone' ? 'PHONE_TAKEN' : 'EMAIL_TAKEN');
  // One statement; the unique index still decides a race with another account binding the same contact (1104).
  await identity.updateUser(deps.db, user.id, { [contact.field]: contact.value });
  return {
    account: user.account,
    phone: contact.field === 'phone' ? contact.value : user.phone,
    email: contact.field === 'email' ? contact.value : user.email,
  };
}

export const bindPhone = (deps: Deps, caller: Caller, input: { phone: string; code: string; password: string }) =>
  bindContact(deps, caller, { field: 'phone', value: input.phone }, input);

/** E-mail addresses are kept in lower case (as codes are sent and logins compared). */
export const bindEmail = (deps: Deps, caller: Caller, input: { email: string; code: string; password: string }) =>
  bindContact(deps, caller, { field: 'email', value: input.email.toLowerCase() }, input);
