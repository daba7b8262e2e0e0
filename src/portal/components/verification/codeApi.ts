/**
 * Verification calls shared by the login pages and the account settings: the slide captcha and
 * the SMS / e-mail codes it unlocks (each code send spends one captcha ticket).
 */
import { api, type ApiData } from '../../../shell/api.ts';
import { States } from '../../../common/states.ts';
import type { CaptchaChallenge, CaptchaPayload, CaptchaPurpose } from '../../../common/captcha.ts';

export type ContactKind = 'phone' | 'email';
export type CodePurpose = 'register' | 'reset' | 'bind';

export type CodeSent = ApiData<'/Code/GetCode', 'post'>;

export function sendCode(kind: ContactKind, target: string, purpose: CodePurpose, captchaTicket: string): Promise<CodeSent> {
  return kind === 'phone'
    ? api.post('/Code/GetCode', { phone: target, purpose, captchaTicket })
    : api.post('/Code/GetMailCode', { email: target, purpose, captchaTicket });
}

export const getCaptcha = (): Promise<CaptchaChallenge> => api.get('/Code/GetCaptcha');

/** A failed check (1303) is shown by the widget itself, not as a toast. */
export async function checkCaptcha(id: string, purpose: CaptchaPurpose, payload: CaptchaPayload): Promise<string> {
  const r = await api.post('/Code/CheckCaptcha', payload, { params: { id, purpose }, quietStates: [States.CAPTCHA_FAILED.code] });
  return r.ticket;
}
