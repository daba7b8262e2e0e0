/** Account settings: password change and phone / e-mail binding with a code. */
import { api } from '../../shell/api.ts';

export const changePassword = (oldPassword: string, newPassword: string) => api.post('/User/ChangePassword', { oldPassword, newPassword });
/** Re-binding proves the new contact (code) and the account (current password). */
export const bindPhone = (phone: string, proof: { code: string; password: string }) => api.post('/User/BindPhone', { phone, ...proof });
export const bindEmail = (email: string, proof: { code: string; password: string }) => api.post('/User/BindEmail', { email, ...proof });
