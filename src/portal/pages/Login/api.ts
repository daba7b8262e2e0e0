/** The login page's calls (wire names from the seeds). */
import { http } from '../../../shell/http.ts';
import { States } from '../../../common/states.ts';
import type { LoginData } from '../../../shell/auth.ts';

export type { CodePurpose } from '../../components/verification/codeApi.ts';

export interface LoginBody {
  account: string;
  password: string;
  loginSource: number;
  captchaTicket?: string;
  /** The terms version the person ticked (src/common/terms.ts); the server logs it with the login. */
  agreementVersion?: string;
}

export interface RegisterBody {
  account: string;
  password: string;
  phone?: string;
  email?: string;
  code: string;
  captchaTicket: string;
  loginSource: number;
  /** The terms version the person ticked: the server refuses a registration without the current one (1333). */
  agreementVersion: string;
}

export interface ResetBody {
  target: string;
  code: string;
  password: string;
  captchaTicket: string;
}

// The page answers 1302 by opening the captcha, so that state needs no toast.
export const sysLogin = (body: LoginBody) => http.post<LoginData>('Login/SysLogin', body, { quietStates: [States.CAPTCHA_REQUIRED.code] });

// A taken account name (told once the code is proved) shows under the account field instead of a toast.
export const registerUser = (body: RegisterBody) => http.post<LoginData>('Login/RegisterUser', body, { quietStates: [States.ACCOUNT_TAKEN.code] });

export const backPwd = (body: ResetBody) => http.post<null>('Login/BackPwd', body);
