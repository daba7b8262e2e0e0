/**
 * Owner entries (owner-matrix.test.ts) of the seeker's answers to an interview invitation: the owner's
 * application at the interview stage with a pending invitation; another seeker naming it gets 1102 and
 * the owner's application list reads the same afterwards (the invitation still pending).
 */
import { INTERVIEW_STEP, PIPELINE_STAGE } from '../../../src/common/recruiting.ts';
import { eq } from 'drizzle-orm';
import { deliveryRecords } from '../../../src/server/db/schema/index.ts';
import { insertPosition, insertRecord } from '../../support/resume-fixtures.ts';
import { insertInvitation } from '../../support/interview-fixtures.ts';
import type { OwnerCtx, OwnerEntries, OwnerEntry, OwnerReq } from '../platform/matrix/owner-types.ts';

async function invited(c: OwnerCtx): Promise<number> {
  const db = c.app.database.db;
  const id = await insertRecord(db, {
    positionId: await insertPosition(db, c.companyId),
    userId: c.owner.userId,
    stage: PIPELINE_STAGE.interview,
  });
  await db.update(deliveryRecords).set({ step: INTERVIEW_STEP.invited }).where(eq(deliveryRecords.id, id));
  await insertInvitation(db, { tenementId: c.companyId, recordId: id });
  return id;
}

const answer = (action: string) => {
  const req = (id: number): OwnerReq => ({ method: 'POST', url: `/ResumeDeliveryRecord/User/${action}`, payload: { id } });
  const entry: OwnerEntry = {
    ok: async (c) => req(await invited(c)),
    cross: {
      record: async (c) => ({ req: req(await invited(c)), read: { method: 'GET', url: '/ResumeDeliveryRecord/User/GetList?perPage=100' } }),
    },
  };
  return entry;
};

export const interviewOwnerEntries: OwnerEntries = {
  'POST /ResumeDeliveryRecord/User/AcceptInvitation': answer('AcceptInvitation'),
  'POST /ResumeDeliveryRecord/User/DeclineInvitation': answer('DeclineInvitation'),
};
