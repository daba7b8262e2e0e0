/**
 * The seeker's consent to the terms and personal-data notice, by version. Register and login record the
 * version ticked on their pages (login-log/record.ts); a session opened another way (a login link, a
 * third-party identity) or kept across a change of TERMS_VERSION has not accepted the current text,
 * so the portal asks (Privacy/GetConsent) and records the answer (Privacy/AcceptTerms).
 */
import type { Deps } from '../../deps.ts';
import type { Caller } from '../identity/sessions.ts';
import { AppError } from '../../http/app-error.ts';
import { TERMS_VERSION } from '../../../common/terms.ts';
import { recordAcceptance } from '../login-log/record.ts';
import { acceptances } from './repositories/account.ts';

export async function consentOf(deps: Pick<Deps, 'db'>, caller: Caller) {
  const accepted = await acceptances(deps.db, caller.userId);
  return {
    currentVersion: TERMS_VERSION,
    needsConsent: !accepted.some((a) => a.version === TERMS_VERSION),
    accepted: accepted.map((a) => ({ version: a.version, acceptedAt: a.acceptedAt.toISOString() })),
  };
}

export async function acceptTerms(deps: Pick<Deps, 'db'>, caller: Caller, agreementVersion: string) {
  // Only the text the page shows now can be accepted: a tab left open on an older text asks again.
  if (agreementVersion !== TERMS_VERSION) throw new AppError('PRIVACY_TERMS_VERSION');
  await recordAcceptance(deps.db, caller.userId, agreementVersion, caller.ip ?? '');
  return consentOf(deps, caller);
}
