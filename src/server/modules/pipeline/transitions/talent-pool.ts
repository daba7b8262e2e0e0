/**
 * The talent pool (HCP): ThrowHcp keeps the candidate (their application's resume) in the company's
 * pool and ends the application; BackFromHcp ends the pool entry and reopens the application, unless
 * the seeker has meanwhile applied to the same position again.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { deliveryRecords, talentPool } from '../../../db/schema/index.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Effects } from '../effects.ts';

export const talentPoolEffects: Effects = {
  async after({ tx, caller, records }) {
    await tx.insert(talentPool).values(records.map((r) => ({ tenementId: caller.tenementId!, userId: r.userId, deliveryRecordId: r.id, addedBy: caller.userId })));
  },
};

export const backFromPoolEffects: Effects = {
  async check({ tx, records }) {
    for (const r of records) {
      const [open] = await tx
        .select({ id: deliveryRecords.id })
        .from(deliveryRecords)
        .where(and(eq(deliveryRecords.userId, r.userId), eq(deliveryRecords.positionId, r.positionId), eq(deliveryRecords.active, true), ne(deliveryRecords.id, r.id)))
        .limit(1);
      if (open) throw new AppError('PIPELINE_REOPEN_TAKEN', { name: r.name });
    }
  },
  async after({ tx, records }) {
    await tx.update(talentPool).set({ leftAt: new Date() }).where(and(inArray(talentPool.deliveryRecordId, records.map((r) => r.id)), isNull(talentPool.leftAt)));
  },
};
