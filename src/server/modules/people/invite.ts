/** Inviting people to join: the company's team code goes to each phone (SMS outbox) or mailbox, within the daily limits. */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { OutgoingMessage } from '../code/senders.ts';
import { logOperation } from '../oplog/service.ts';
import { companyById } from '../org/service.ts';
import { countInvitations } from './invite-limits.ts';

const SUBJECT = '加入团队邀请';
const bodyOf = (company: string, teamCode: string) =>
  `${company}邀请您加入团队：登录后在“加入团队”中输入团队码 ${teamCode} 提交申请，管理员审核通过后即可加入。`;

export async function inviteToJoin(deps: Deps, caller: Manager, input: { phones?: string[] | undefined; emails?: string[] | undefined }) {
  const phones = [...new Set(input.phones ?? [])];
  const emails = [...new Set((input.emails ?? []).map((e) => e.toLowerCase()))];
  if (!phones.length && !emails.length) throw fieldError('phones', { rule: 'phoneOrEmail' });
  const company = await companyById(deps.db, caller.tenementId);
  if (!company) throw new AppError('NOT_FOUND');
  const body = bodyOf(company.name, company.teamCode);
  const messages: OutgoingMessage[] = [
    ...phones.map((target) => ({ channel: 'sms' as const, target, subject: SUBJECT, body })),
    ...emails.map((target) => ({ channel: 'mail' as const, target, subject: SUBJECT, body })),
  ];
  await inTransaction(deps.db, async (tx, afterCommit) => {
    await countInvitations(tx, caller, company.id, [...phones, ...emails]);
    await logOperation(tx, caller, { action: 'add', resource: 'tenementUserInvite', summary: { phones, emails } });
    afterCommit(async () => {
      for (const m of messages) await deps.sender.send(m);
    });
  });
  return { sent: messages.length };
}
