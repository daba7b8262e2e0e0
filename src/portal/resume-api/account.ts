/** Account settings: password change and phone / e-mail binding with a code. */
import { http } from '../../shell/http.ts';

export const changePassword = (oldPassword: string, newPassword: string) => http.post<null>('User/ChangePassword', { oldPassword, newPassword });
export const bindPhone = (phone: string, code: string) => http.post<unknown>('User/BindPhone', { phone, code });
export const bindEmail = (email: string, code: string) => http.post<unknown>('User/BindEmail', { email, code });
