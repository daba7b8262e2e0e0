/**
 * 邀请面试 (InviteDelivery): checks what the invitation names (a time in the future, interviewers who
 * are members of the company, the company's contact and office place), refuses a re-invitation while
 * the last one is still open or was accepted, and writes the invitation (valid 72 hours) in the
 * transition's transaction with its schedule on the calendar (the default length, refused when an
 * interviewer is booked at that time: 1250). After commit the seeker gets the NoticeMessage (the transition service),
 * and an e-mail with the calendar request and an SMS (here, through the existing sender).
 */
import { invitationExpiry } from '../../../../common/interviews.ts';
import { INTERVIEW_STEP } from '../../../../common/recruiting.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Effects, MoveContext } from '../effects.ts';
import type { MoveRecord } from '../repository.ts';
import { langOf } from '../notices.ts';
import { writeSchedule } from '../schedules/write.ts';
import { invitationMessages, invitationNotice, type InvitationText } from './messages.ts';
import * as repo from './repository.ts';

export interface PreparedInvitation {
  interviewAt: Date;
  place: string;
  contact: { name: string; phone: string };
  /** Filled once written: what the notice and the messages say. */
  texts: Map<number, InvitationText>;
}

/** What `check` read, for `after` and `notice` of the same call. */
const prepared = new WeakMap<MoveContext, PreparedInvitation>();

/** Checks what an invitation names (InviteDelivery and Retest). */
export async function prepareInvitation(ctx: MoveContext): Promise<PreparedInvitation> {
  const { tx, caller, input } = ctx;
  const interviewAt = new Date(String(input.interviewAt));
  if (!(interviewAt.getTime() > ctx.deps.clock.now().getTime())) throw fieldError('interviewAt', { rule: 'future' });
  const ids = input.interviewerIds as number[];
  const members = await repo.membersOf(tx, caller.tenementId, ids);
  if (ids.some((id) => !members.has(id))) throw fieldError('interviewerIds', { rule: 'notMember' });
  const contact = await repo.contactOf(tx, caller.tenementId, Number(input.contactId));
  if (!contact) throw fieldError('contactId', { rule: 'notFound' });
  const office =
    input.officePlaceId === undefined ? undefined : await repo.officePlaceOf(tx, caller.tenementId, Number(input.officePlaceId));
  if (input.officePlaceId !== undefined && !office) throw fieldError('officePlaceId', { rule: 'notFound' });
  const text = typeof input.place === 'string' ? input.place.trim() : '';
  if (!text && !office) throw fieldError('place', { rule: 'placeOrOffice' });
  const place = [office ? `${office.name} ${office.address}` : '', text].filter(Boolean).join(' · ');
  return { interviewAt, place, contact, texts: new Map() };
}

/** A record invited before may be invited again only once that invitation expired or was declined. */
async function checkReinvite(ctx: MoveContext) {
  const now = ctx.deps.clock.now();
  for (const r of ctx.records) {
    if (r.step !== INTERVIEW_STEP.invited) continue;
    const live = await repo.liveInvitation(ctx.tx, r.id);
    if (live && live.answer !== 2 && !(live.expiresAt <= now)) throw new AppError('INVITATION_OPEN', { name: r.name });
  }
}

/**
 * Writes one record's invitation of `round` (InviteDelivery keeps the round it replaces, Retest counts
 * up) with its schedule, and queues the seeker's messages for after commit; `p.texts` gets what the
 * notice says. The caller has set aside the invitation this one replaces.
 */
export async function writeInvitation(ctx: MoveContext, p: PreparedInvitation, r: MoveRecord, round: number) {
  const now = ctx.deps.clock.now();
  const { input, caller } = ctx;
  const expiresAt = invitationExpiry(now);
  const invitationId = await repo.insertInvitation(
    ctx.tx,
    {
      tenementId: caller.tenementId,
      deliveryRecordId: r.id,
      interviewAt: p.interviewAt,
      place: typeof input.place === 'string' && input.place.trim() ? input.place.trim() : null,
      officePlaceId: input.officePlaceId === undefined ? null : Number(input.officePlaceId),
      contactId: Number(input.contactId),
      message: typeof input.message === 'string' && input.message ? input.message : null,
      sentBy: caller.userId,
      sentAt: now,
      expiresAt,
      round,
    },
    input.interviewerIds as number[],
  );
  await writeSchedule(ctx.tx, {
    tenementId: caller.tenementId,
    deliveryRecordId: r.id,
    invitationId,
    round,
    startsAt: p.interviewAt,
    place: typeof input.place === 'string' ? input.place : null,
    officePlaceId: input.officePlaceId === undefined ? null : Number(input.officePlaceId),
    interviewerIds: input.interviewerIds as number[],
    createdBy: caller.userId,
    now,
  });
  const { seeker, companyName } = await repo.seekerAndCompany(ctx.tx, r.userId, caller.tenementId);
  const text: InvitationText = {
    invitationId,
    companyName,
    positionName: r.positionName,
    interviewAt: p.interviewAt,
    place: p.place,
    contactName: p.contact.name,
    contactPhone: p.contact.phone,
    message: typeof input.message === 'string' && input.message ? input.message : null,
    expiresAt,
  };
  p.texts.set(r.id, text);
  const messages = invitationMessages(text, langOf(r.lang), { ...seeker, name: r.name }, ctx.deps.config.mailFrom, now);
  ctx.afterCommit(async () => {
    for (const m of messages) await ctx.deps.sender.send(m);
  });
}

export const inviteEffects: Effects = {
  async check(ctx) {
    prepared.set(ctx, await prepareInvitation(ctx));
    await checkReinvite(ctx);
  },
  async after(ctx) {
    const p = prepared.get(ctx)!;
    const now = ctx.deps.clock.now();
    for (const r of ctx.records) {
      const round = (await repo.liveInvitation(ctx.tx, r.id))?.round ?? 1;
      const replaced = await repo.replaceLive(ctx.tx, r.id, now, r.step === INTERVIEW_STEP.notInvited);
      // Re-inviting: of two callers the second finds the first one's invitation open, not the one it read.
      if (r.step === INTERVIEW_STEP.invited && replaced === 0) throw new AppError('PIPELINE_RACE', { name: r.name });
      await writeInvitation(ctx, p, r, round);
    }
  },
  notice: (record, _input, lang, ctx) => invitationNotice(prepared.get(ctx)!.texts.get(record.id)!, lang),
};
