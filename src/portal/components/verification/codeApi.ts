/**
 * Verification calls shared by the login pages and the account settings: the slide captcha and
 * the SMS / e-mail codes it unlocks (each code send spends one captcha ticket).
 */
import { http } from '../../../shell/http.ts';
import { States } from '../../../common/states.ts';
import type { CaptchaChallenge, CaptchaPayload, CaptchaPurpose } from '../../../common/captcha.ts';

export type ContactKind = 'phone' | 'email';
export type CodePurpose = 'register' | 'reset' | 'bind';

export interface CodeSent {
  resendSeconds: number;
  expiresSeconds: number;
}

export function sendCode(kind: ContactKind, target: string, purpose: CodePurpose, captchaTicket: string): Promise<CodeSent> {
  return kind === 'phone'
    ? http.post<CodeSent>('Code/GetCode', { phone: target, purpose, captchaTicket })
    : http.post<CodeSent>('Code/GetMailCode', { email: target, purpose, captchaTicket });
}

export const getCaptcha = () => http.get<CaptchaChallenge>('Code/GetCaptcha');

/** A failed check (1303) is shown by the widget itself, not as a toast. */
export async function checkCaptcha(id: string, purpose: CaptchaPurpose, payload: CaptchaPayload): Promise<string> {
  const r = await http.post<{ ticket: string }>('Code/CheckCaptcha', payload, { params: { id, purpose }, quietStates: [States.CAPTCHA_FAILED.code] });
  return r.ticket;
}
