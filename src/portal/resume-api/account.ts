/** Account settings: password change and phone / e-mail binding with a code. */
import { http } from '../../shell/http.ts';

export const changePassword = (oldPassword: string, newPassword: string) => http.post<null>('User/ChangePassword', { oldPassword, newPassword });
/** Re-binding proves the new contact (code) and the account (current password). */
export const bindPhone = (phone: string, proof: { code: string; password: string }) => http.post<unknown>('User/BindPhone', { phone, ...proof });
export const bindEmail = (email: string, proof: { code: string; password: string }) => http.post<unknown>('User/BindEmail', { email, ...proof });
