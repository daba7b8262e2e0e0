/**
 * The demo company's interview calendar (面试日程): every live invitation of the interview candidates
 * not declined on the calendar at its time, and the first (and a second) round of candidates
 * who have since moved on (录用, 待报到, 不合适, 人才库...) on earlier days of this month, several on
 * some days, in the company's two rooms, with four interviewers: the administrator, the recruiter and
 * two members of 生产部 and 质量部 who interview. No interviewer or room is booked twice at one time:
 * every interview starts on its own hour and lasts at most an hour.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import {
  deliveryRecords,
  depts,
  interviewInvitations,
  interviewScheduleInterviewers,
  interviewSchedules,
  officePlaces,
  tenementUsers,
  users,
} from '../schema/index.ts';
import { INTERVIEW_DEFAULT_MINUTES, INVITATION_ANSWER } from '../../../common/interviews.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The demo's days and hours are China's (UTC+8). */
const CN = 8 * HOUR;
const NO_PASSWORD = '!demo-interviewer';

/** [candidate, where in the month's elapsed days (0 its first day, 1 yesterday), hour (UTC+8), minutes, room, interviewers, round] */
type Past = readonly [string, number, number, number, string, readonly Who[], number];
type Who = 'admin' | 'recruiter' | 'zhou' | 'chen';

const PAST: readonly Past[] = [
  ['林峰', 0, 10, 60, '301会议室', ['recruiter'], 1],
  ['胡斌', 0.15, 14, 60, '302会议室', ['zhou'], 1],
  ['曹宇', 0.3, 9, 60, '301会议室', ['admin', 'zhou'], 1],
  ['唐悦', 0.45, 15, 60, '302会议室', ['chen', 'recruiter'], 1],
  ['杨帆', 0.6, 10, 60, '301会议室', ['admin', 'zhou'], 1],
  ['朱晓燕', 0.6, 11, 45, '302会议室', ['recruiter', 'chen'], 1],
  ['罗斌', 0.6, 14, 60, '301会议室', ['zhou'], 1],
  ['杨帆', 0.8, 14, 45, '301会议室', ['admin'], 2],
  ['曹颖', 1, 9, 60, '302会议室', ['chen'], 1],
  ['彭辉', 1, 10, 60, '302会议室', ['chen', 'recruiter'], 1],
  ['董娜', 1, 14, 60, '301会议室', ['zhou', 'admin'], 1],
];

/** Two members of the company who interview beside HR (no login of their own). */
async function interviewers(db: Queryable, tenementId: number): Promise<Record<Who, number>> {
  const members = await db
    .select({ userId: tenementUsers.userId, isTopAdmin: tenementUsers.isTopAdmin, jobNo: tenementUsers.jobNo })
    .from(tenementUsers)
    .where(eq(tenementUsers.tenementId, tenementId))
    .orderBy(asc(tenementUsers.id));
  const deptOf = async (deptNo: string) =>
    (
      await db
        .select({ id: depts.id })
        .from(depts)
        .where(and(eq(depts.tenementId, tenementId), eq(depts.deptNo, deptNo)))
    )[0]?.id ?? null;
  const add = async (account: string, name: string, deptNo: string, jobNo: string, phone: string) => {
    const [u] = await db.insert(users).values({ account, passwordHash: NO_PASSWORD, name, phone }).returning({ id: users.id });
    await db.insert(tenementUsers).values({ tenementId, userId: u!.id, deptId: await deptOf(deptNo), name, jobNo, post: '面试官' });
    return u!.id;
  };
  return {
    admin: members.find((m) => m.isTopAdmin)!.userId,
    recruiter: members.find((m) => m.jobNo === 'E0002')!.userId,
    zhou: await add('demo_iv_zhou', '周建国', 'D02', 'E0003', '13700000004'),
    chen: await add('demo_iv_chen', '陈敏', 'D03', 'E0004', '13700000005'),
  };
}

async function book(
  db: Queryable,
  v: typeof interviewSchedules.$inferInsert & { startsAt: Date; endsAt: Date },
  people: readonly number[],
) {
  const [s] = await db.insert(interviewSchedules).values(v).returning({ id: interviewSchedules.id });
  await db
    .insert(interviewScheduleInterviewers)
    .values(people.map((userId) => ({ scheduleId: s!.id, userId, tenementId: v.tenementId, startsAt: v.startsAt, endsAt: v.endsAt })));
}

/**
 * Every live invitation of the company on the calendar, at its time (they start on distinct hours),
 * interviewed by the two members who interview: HR's own coming hours stay free, so a person (or a
 * browser test) inviting as the administrator or the recruiter tomorrow finds no demo interview in the way.
 */
async function invited(db: Queryable, tenementId: number, officePlaceId: number | null, used: Set<number>, panel: readonly number[]) {
  const live = await db
    .select({
      id: interviewInvitations.id,
      recordId: interviewInvitations.deliveryRecordId,
      at: interviewInvitations.interviewAt,
      round: interviewInvitations.round,
      place: interviewInvitations.place,
      sentBy: interviewInvitations.sentBy,
    })
    .from(interviewInvitations)
    // A declined invitation is off the calendar (the seeker's decline sets its interview aside).
    .where(
      and(
        eq(interviewInvitations.tenementId, tenementId),
        isNull(interviewInvitations.cancelledAt),
        ne(interviewInvitations.answer, INVITATION_ANSWER.declined),
      ),
    )
    .orderBy(asc(interviewInvitations.interviewAt));
  for (const [i, inv] of live.entries()) {
    used.add(inv.at.getTime());
    const endsAt = new Date(inv.at.getTime() + INTERVIEW_DEFAULT_MINUTES * 60_000);
    await book(
      db,
      {
        tenementId,
        deliveryRecordId: inv.recordId,
        invitationId: inv.id,
        round: inv.round,
        startsAt: inv.at,
        endsAt,
        place: inv.place,
        officePlaceId,
        room: i % 2 ? '302会议室' : '301会议室',
        createdBy: inv.sentBy,
      },
      i % 2 ? panel.slice(1) : panel,
    );
  }
}

export async function seedDemoSchedules(db: Queryable, tenementId: number) {
  const now = Date.now();
  const [office] = await db
    .select({ id: officePlaces.id })
    .from(officePlaces)
    .where(eq(officePlaces.tenementId, tenementId))
    .orderBy(asc(officePlaces.sort))
    .limit(1);
  const who = await interviewers(db, tenementId);
  const used = new Set<number>();
  await invited(db, tenementId, office?.id ?? null, used, [who.zhou, who.chen]);
  const names = [...new Set(PAST.map((p) => p[0]))];
  const records = await db
    .select({ id: deliveryRecords.id, name: sql<string>`${deliveryRecords.resumeSnapshot}->'basic'->>'name'` })
    .from(deliveryRecords)
    .where(and(eq(deliveryRecords.tenementId, tenementId), inArray(sql`${deliveryRecords.resumeSnapshot}->'basic'->>'name'`, names)));
  const idOf = new Map(records.map((r) => [r.name, r.id]));
  // Midnight (UTC+8) of this month's first day and of today: the past interviews fall between them.
  const today = Math.floor((now + CN) / DAY) * DAY - CN;
  const local = new Date(now + CN);
  const first = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - CN;
  const elapsed = Math.max(0, Math.round((today - first) / DAY) - 1);
  for (const [name, where, hour, minutes, room, people, round] of PAST) {
    const recordId = idOf.get(name);
    if (recordId === undefined) continue;
    let start = first + Math.round(where * elapsed) * DAY + hour * HOUR;
    // Early in a month the days run short: an hour already taken moves on to the next free one.
    while (used.has(start) || start + minutes * 60_000 > now) start = used.has(start) ? start + HOUR : start - DAY;
    used.add(start);
    await book(
      db,
      {
        tenementId,
        deliveryRecordId: recordId,
        round,
        startsAt: new Date(start),
        endsAt: new Date(start + minutes * 60_000),
        place: '总部二号楼三楼',
        officePlaceId: office?.id ?? null,
        room,
        createdBy: who.recruiter,
      },
      people.map((p) => who[p]),
    );
  }
}
