import { isEmail, isPhone } from '../../../common/validators.ts';
import type { DataScope } from '../access/data-scope.ts';
import type { loginLogs } from '../../db/schema/index.ts';

type Row = { log: typeof loginLogs.$inferSelect; name: string | null };

/**
 * The login as typed is a member's account name, phone or e-mail: it is shown as the reader's
 * controlled fields show that column of the member (masked or hidden), never plainer than the
 * people screen shows it.
 */
function typedColumn(typed: string): 'phone' | 'email' | 'account' {
  if (isPhone(typed)) return 'phone';
  if (isEmail(typed)) return 'email';
  return 'account';
}

export function presentLoginLog(r: Row, mask: DataScope['mask']) {
  const column = typedColumn(r.log.account);
  const shown = mask({ [column]: r.log.account, name: r.name } as Record<string, string | null>);
  return {
    id: r.log.id,
    createdAt: r.log.createdAt.toISOString(),
    account: shown[column] ?? null,
    name: shown.name ?? null,
    method: r.log.method,
    loginSource: r.log.loginSource,
    success: r.log.success,
    reason: r.log.reason,
    ip: r.log.ip,
    userAgent: r.log.userAgent,
    agreementVersion: r.log.agreementVersion,
  };
}
