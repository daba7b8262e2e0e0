/**
 * The talent pool (HCP): ThrowHcp keeps the candidate (their application's resume) in the company's
 * pool and ends the application; BackFromHcp ends the pool entry and reopens the application, unless
 * the seeker has meanwhile applied to the same position again.
 */
import { AppError } from '../../../http/app-error.ts';
import type { Effects } from '../effects.ts';
import { enterPool, hasOtherOpenApplication, leavePool } from '../talent-pool/repository.ts';

export const talentPoolEffects: Effects = {
  async after({ tx, caller, records }) {
    await enterPool(tx, caller.tenementId, caller.userId, records);
  },
};

export const backFromPoolEffects: Effects = {
  async check({ tx, records }) {
    for (const r of records) {
      if (await hasOtherOpenApplication(tx, r)) throw new AppError('PIPELINE_REOPEN_TAKEN', { name: r.name });
    }
  },
  async after({ tx, records }) {
    await leavePool(
      tx,
      records.map((r) => r.id),
    );
  },
};
