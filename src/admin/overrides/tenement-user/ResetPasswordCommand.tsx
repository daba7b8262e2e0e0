/** 重置密码 on a person's row: the account behind the membership gets a new one-time password. */
import type { CommandProps } from '../../engine/types.ts';
import { ResetPasswordDialog } from '../../pages/access/ResetPasswordDialog.tsx';

export function ResetPasswordCommand({ record, onClose }: CommandProps) {
  if (!record) return null;
  const who = record.account ? `${String(record.name ?? '')} (${String(record.account)})` : String(record.name ?? '');
  return <ResetPasswordDialog userId={Number(record.userId)} who={who} onClose={onClose} />;
}

export default ResetPasswordCommand;
