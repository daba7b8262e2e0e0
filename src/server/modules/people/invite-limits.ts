/**
 * Invitations (the team code by SMS or e-mail, and invitations to join made by Add) are limited per
 * sender and per target, so one company cannot flood a number nor one member spam many: counted in
 * the database (limits/), inside the sending transaction, so a refused batch counts for nothing.
 */
import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../identity/sessions.ts';
import { consume } from '../limits/service.ts';

/** Per day: messages one member sends, one company sends, and one phone or mailbox receives from all companies. */
export const INVITE_LIMITS = { perSender: 50, perCompany: 200, perTarget: 3 } as const;

export async function countInvitations(db: Queryable, caller: Caller, tenementId: number, targets: string[]) {
  await consume(
    db,
    [
      { key: `invite:user:${caller.userId}`, window: 'day', max: INVITE_LIMITS.perSender },
      { key: `invite:tenement:${tenementId}`, window: 'day', max: INVITE_LIMITS.perCompany },
    ],
    'INVITE_LIMIT',
    targets.length,
  );
  for (const target of targets)
    await consume(db, [{ key: `invite:target:${target.toLowerCase()}`, window: 'day', max: INVITE_LIMITS.perTarget }], 'INVITE_LIMIT');
}
