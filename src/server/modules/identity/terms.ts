/**
 * The terms a person accepts by ticking the agreement on the login and register pages. Register
 * refuses without the current version; a login records the version it was sent (in its log row)
 * and, when it is the current one, the acceptance (login-log/record.ts recordAcceptance), so a change
 * of terms is accepted again at the next login.
 */
import { TERMS_VERSION } from '../../../common/terms.ts';
import { AppError } from '../../http/app-error.ts';

/** Before anything is spent (captcha ticket, code): a registration takes the current terms. */
export function assertTermsAccepted(agreementVersion: string | undefined) {
  if (agreementVersion !== TERMS_VERSION) throw new AppError('AGREEMENT_REQUIRED');
}
