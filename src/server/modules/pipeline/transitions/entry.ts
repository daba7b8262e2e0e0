/** 报到 records the entry date; 退回待报到 clears it (number and department stay); 离职 records the date. */
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
