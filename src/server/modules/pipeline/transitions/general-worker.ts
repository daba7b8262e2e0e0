/** 普工待报到: general workers (short-term positions) skip the interview and offer and go straight to 待报到. */
import { RECRUITMENT_TYPE } from '../../../../common/recruiting.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Effects } from '../effects.ts';

export const generalWorkerEffects: Effects = {
  async check({ records }) {
    const other = records.find((r) => r.recruitmentType !== RECRUITMENT_TYPE.shortTerm);
    if (other) throw new AppError('PIPELINE_GENERAL_WORKER_ONLY', { name: other.name });
  },
};
