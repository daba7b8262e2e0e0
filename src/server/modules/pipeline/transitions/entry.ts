/** 报到 records the entry date; 退回待报到 clears it (number and department stay); 离职 records the date; 已入职 needs a number. */
import { AppError } from '../../../http/app-error.ts';
import type { Effects } from '../effects.ts';

export const entryEffects: Effects = {
  patch: (input) => ({ entryDate: String(input.entryDate) }),
};

export const backWaitingReportedEffects: Effects = {
  patch: () => ({ entryDate: null }),
};

export const dimissionEffects: Effects = {
  patch: (input) => ({ dimissionDate: String(input.dimissionDate) }),
};

/** 已入职 (reported -> trial) needs the employee number: the person is on the payroll from here. */
export const enteredEffects: Effects = {
  async check({ records }) {
    const missing = records.find((r) => !r.employeeNo);
    if (missing) throw new AppError('PIPELINE_NUMBER_REQUIRED', { name: missing.name });
  },
};
