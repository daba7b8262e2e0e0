/**
 * The terms a person accepts by ticking the agreement on the login and register pages. Register
 * refuses without the current version; a login records the version it was sent (in its log row)
 * and, when it is the current one, the acceptance, so a change of terms is accepted again at the
 * next login.
 */
import { TERMS_VERSION } from '../../../common/terms.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { insertAcceptance } from '../login-log/repository.ts';

/** Before anything is spent (captcha ticket, code): a registration takes the current terms. */
export function assertTermsAccepted(agreementVersion: string | undefined) {
  if (agreementVersion !== TERMS_VERSION) throw new AppError('AGREEMENT_REQUIRED');
}

/** Who accepted the current terms and when; an older version sent by a stale page is not an acceptance of today's text. */
export async function recordAcceptance(db: Queryable, userId: number, agreementVersion: string | null, ip: string) {
  if (agreementVersion !== TERMS_VERSION) return;
  await insertAcceptance(db, { userId, version: agreementVersion, ip: ip.slice(0, 64) });
}
