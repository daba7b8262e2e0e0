/** The login page's calls (wire names from the seeds). */
import { http } from '../../../shell/http.ts';
import { States } from '../../../common/states.ts';
import type { LoginData } from '../../../shell/auth.ts';
import type { CaptchaChallenge, CaptchaPayload } from '../../../common/captcha.ts';
import type { ContactKind } from './rules.ts';

export type CodePurpose = 'register' | 'reset' | 'bind';

export interface LoginBody {
  account: string;
  password: string;
  loginSource: number;
  captchaTicket?: string;
}

export interface RegisterBody {
  account: string;
  password: string;
  phone?: string;
  email?: string;
  code: string;
  captchaTicket: string;
  loginSource: number;
}

export interface ResetBody {
  target: string;
  code: string;
  password: string;
  captchaTicket: string;
}

export interface CodeSent {
  resendSeconds: number;
  expiresSeconds: number;
}

// The page answers 1302 by opening the captcha, so that state needs no toast.
export const sysLogin = (body: LoginBody) => http.post<LoginData>('Login/SysLogin', body, { quietStates: [States.CAPTCHA_REQUIRED.code] });

export const registerUser = (body: RegisterBody) => http.post<LoginData>('Login/RegisterUser', body);

export const backPwd = (body: ResetBody) => http.post<null>('Login/BackPwd', body);

export const verifyAccount = (account: string) => http.get<{ exists: boolean }>('Login/VerifyAccount', { account });

export function sendCode(kind: ContactKind, target: string, purpose: CodePurpose, captchaTicket: string): Promise<CodeSent> {
  return kind === 'phone'
    ? http.post<CodeSent>('Code/GetCode', { phone: target, purpose, captchaTicket })
    : http.post<CodeSent>('Code/GetMailCode', { email: target, purpose, captchaTicket });
}

export const getCaptcha = () => http.get<CaptchaChallenge>('Code/GetCaptcha');

/** A failed check (1303) is shown by the widget itself, not as a toast. */
export async function checkCaptcha(id: string, payload: CaptchaPayload): Promise<string> {
  const r = await http.post<{ ticket: string }>('Code/CheckCaptcha', payload, { params: { id }, quietStates: [States.CAPTCHA_FAILED.code] });
  return r.ticket;
}
