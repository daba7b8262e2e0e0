/** The login page's calls (wire names from the seeds). */
import { api, type ApiBody } from '../../../shell/api.ts';
import { States } from '../../../common/states.ts';

export type { CodePurpose } from '../../components/verification/codeApi.ts';

/** The terms version the person ticked (src/common/terms.ts) travels as agreementVersion: logged with a login, required to register (1333). */
export type LoginBody = ApiBody<'/Login/SysLogin'>;
export type RegisterBody = ApiBody<'/Login/RegisterUser'>;
export type ResetBody = ApiBody<'/Login/BackPwd'>;

// The page answers 1302 by opening the captcha, so that state needs no toast.
export const sysLogin = (body: LoginBody) => api.post('/Login/SysLogin', body, { quietStates: [States.CAPTCHA_REQUIRED.code] });

// A taken account name (told once the code is proved) shows under the account field instead of a toast.
export const registerUser = (body: RegisterBody) => api.post('/Login/RegisterUser', body, { quietStates: [States.ACCOUNT_TAKEN.code] });

export const backPwd = (body: ResetBody) => api.post('/Login/BackPwd', body);
