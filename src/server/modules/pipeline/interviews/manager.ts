/**
 * 指定面试负责人 (ResumeLib/editInterviewManager): who manages a batch of candidates' interviews. The
 * manager must be an enabled member of the company; from then on the applications lie in their data
 * scope (the interviewer's own view: src/server/modules/access/application-scope.ts), whatever their
 * role's rule on positions says. The history row's data names the manager.
 */
import { fieldError } from '../../../http/app-error.ts';
import type { Effects } from '../effects.ts';
import { membersOf } from './repository.ts';

export const interviewManagerEffects: Effects = {
  async check({ tx, caller, input }) {
    const managerId = Number(input.managerId);
    if (!(await membersOf(tx, caller.tenementId, [managerId])).has(managerId)) throw fieldError('managerId', { rule: 'notMember' });
  },
  patch: (input) => ({ interviewManagerId: Number(input.managerId) }),
};
