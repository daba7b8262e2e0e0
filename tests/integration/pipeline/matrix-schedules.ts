/**
 * Authorization-matrix entries of the interview calendar (InterviewSchedule/*): Add and Edit name an
 * invited application of the demo company written straight into the tables (a live invitation, booked
 * far ahead at its own time so no two entries clash); another company's administrator naming it gets
 * 1102 and the calendar reads the same. The lists and counts read the caller's company only.
 */
import { and, eq } from 'drizzle-orm';
import { INTERVIEW_STEP, PIPELINE_STAGE } from '../../../src/common/recruiting.ts';
import { invitationExpiry } from '../../../src/common/interviews.ts';
import { deliveryRecords, interviewInvitations, positions, tenementUsers, tenements, users } from '../../../src/server/db/schema/index.ts';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';
import type { ScopeCtx } from '../platform/matrix/scope-entries.ts';
import { topAdminOf } from '../../support/interview-fixtures.ts';

let serial = 0;

/** An invited application of the demo company (no schedule yet), and a free hour for it 400 days ahead. */
async function invited(c: MatrixCtx) {
  serial += 1;
  const [t] = await c.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
  const [p] = await c.db.select({ id: positions.id }).from(positions).where(eq(positions.tenementId, t!.id)).limit(1);
  const [boss] = await c.db
    .select({ userId: tenementUsers.userId })
    .from(tenementUsers)
    .where(and(eq(tenementUsers.tenementId, t!.id), eq(tenementUsers.isTopAdmin, true)))
    .limit(1);
  const [u] = await c.db
    .insert(users)
    .values({ account: `mxsched${serial}${Date.now() % 100000}`, passwordHash: 'x', name: '矩阵面试' })
    .returning({ id: users.id });
  const [r] = await c.db
    .insert(deliveryRecords)
    .values({
      tenementId: t!.id,
      positionId: p!.id,
      userId: u!.id,
      resumeType: 1,
      resumeSnapshot: { basic: { name: '矩阵面试' } },
      stage: PIPELINE_STAGE.interview,
      step: INTERVIEW_STEP.invited,
      source: '招聘网站',
    })
    .returning({ id: deliveryRecords.id });
  const sentAt = new Date();
  await c.db.insert(interviewInvitations).values({
    tenementId: t!.id,
    deliveryRecordId: r!.id,
    interviewAt: new Date(Date.now() + 400 * 86_400_000),
    place: '矩阵会议室',
    sentAt,
    expiresAt: invitationExpiry(sentAt),
  });
  const at = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + (400 * 24 + serial * 2) * 3_600_000).toISOString();
  return { id: r!.id, interviewerIds: [boss!.userId], at };
}

const addReq = (v: { id: number; interviewerIds: number[]; at: string }): Req => ({
  method: 'POST',
  url: '/InterviewSchedule/Add',
  payload: { deliveryRecordId: v.id, interviewAt: v.at, interviewerIds: v.interviewerIds, room: `M${serial}` },
});
const isInterview = (id: number): Req => ({ method: 'GET', url: `/InterviewSchedule/IsInterview?deliveryRecordId=${id}` });

/** A booked interview of the demo company and the Edit moving it an hour on. */
async function booked(c: MatrixCtx) {
  const v = await invited(c);
  const { id } = await c.ok<{ id: number }>(addReq(v));
  const edit: Req = {
    method: 'PUT',
    url: '/InterviewSchedule/Edit',
    payload: { id, interviewAt: new Date(Date.parse(v.at) + 3_600_000).toISOString(), interviewerIds: v.interviewerIds },
  };
  return { recordId: v.id, edit };
}

const month = () => new Date().toISOString().slice(0, 7);

/** An interview on the demo company's calendar; answers its day (UTC+8, the lists' default). */
async function bookedDay(c: MatrixCtx): Promise<string> {
  const v = await invited(c);
  await c.ok(addReq(v));
  return new Date(Date.parse(v.at) + 8 * 3_600_000).toISOString();
}

export const scheduleEntries: Entries = {
  'POST /InterviewSchedule/Add': {
    ok: async (c) => addReq(await invited(c)),
    cross: {
      record: async (c) => {
        const v = await invited(c);
        return { req: addReq(v), read: () => c.ok(isInterview(v.id)) };
      },
    },
  },
  'PUT /InterviewSchedule/Edit': {
    ok: async (c) => (await booked(c)).edit,
    cross: {
      record: async (c) => {
        const b = await booked(c);
        return { req: b.edit, read: () => c.ok(isInterview(b.recordId)) };
      },
    },
  },
  'GET /InterviewSchedule/GetList': {
    ok: async (c) => ({ method: 'GET', url: `/InterviewSchedule/GetList?beginDate=${(await bookedDay(c)).slice(0, 10)}&perPage=100` }),
    cross: { list: true },
  },
  'GET /InterviewSchedule/GetListByMonth': {
    ok: async (c) => ({ method: 'GET', url: `/InterviewSchedule/GetListByMonth?month=${(await bookedDay(c)).slice(0, 7)}&perPage=500` }),
    cross: { list: true },
  },
  'GET /InterviewSchedule/GetCountByDay': {
    ok: () => ({ method: 'GET', url: `/InterviewSchedule/GetCountByDay?month=${month()}` }),
    cross: { own: 'counts of the caller’s company’s interviews only: the lists’ own where clause (tenement_id first)' },
  },
  'GET /InterviewSchedule/IsInterview': {
    ok: async (c) => isInterview((await invited(c)).id),
    cross: {
      record: async (c) => {
        const v = await invited(c);
        return { req: isInterview(v.id), read: () => c.ok(isInterview(v.id)) };
      },
    },
  },
};

let scopeSerial = 0;

/** An invited application to the position (a live invitation), and a free hour for it far ahead. */
async function invitedAt(c: ScopeCtx, positionId: number) {
  scopeSerial += 1;
  const id = await c.application(positionId, PIPELINE_STAGE.interview);
  const [r] = await c.db
    .update(deliveryRecords)
    .set({ step: INTERVIEW_STEP.invited })
    .where(eq(deliveryRecords.id, id))
    .returning({ t: deliveryRecords.tenementId });
  const sentAt = new Date();
  await c.db.insert(interviewInvitations).values({
    tenementId: r!.t,
    deliveryRecordId: id,
    interviewAt: new Date(Date.now() + 500 * 86_400_000),
    place: '矩阵会议室',
    sentAt,
    expiresAt: invitationExpiry(sentAt),
  });
  const at = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + (500 * 24 + scopeSerial * 2) * 3_600_000).toISOString();
  return { id, t: r!.t, at };
}

/** Scope entries (scope-matrix.test.ts): an application outside the member's data scope answers 1102. */
export const scheduleScopeEntries: Record<string, (c: ScopeCtx, positionId: number) => Promise<Req>> = {
  'POST /InterviewSchedule/Add': async (c, p) => {
    const v = await invitedAt(c, p);
    return {
      method: 'POST',
      url: '/InterviewSchedule/Add',
      payload: { deliveryRecordId: v.id, interviewAt: v.at, interviewerIds: [await topAdminOf(c.db, v.t)], room: `S${scopeSerial}` },
    };
  },
  'GET /InterviewSchedule/IsInterview': async (c, p) => isInterview((await invitedAt(c, p)).id),
};
