/** The drawer's step buttons: the table's rows from the record's stage, short-term rows only for short-term positions, under the caller's keys. */
import { describe, expect, it } from 'vitest';
import { PIPELINE_STAGE as S, RECRUITMENT_TYPE as R } from '../../../src/common/recruiting.ts';
import { allowedSteps } from '../../../src/admin/pipeline/candidate/steps.ts';

const all = () => true;
const at = (stage: number, recruitmentType: number = R.social) => ({ id: 1, name: '王磊', stage, step: 0, recruitmentType });

describe('the drawer’s steps', () => {
  it('offers the rows that start from the record’s stage', () => {
    expect(allowedSteps(at(S.newDelivery), all)).toEqual(['PassInitialScreening', 'Inappropriate', 'ThrowHcp']);
    expect(allowedSteps(at(S.inappropriate), all)).toEqual(['ThrowHcp']);
    expect(allowedSteps(at(S.waitingReported), all)).toEqual(expect.arrayContaining(['Entry']));
    expect(allowedSteps(at(S.finished), all)).toEqual([]);
  });

  it('offers the general-worker step only on a short-term position', () => {
    expect(allowedSteps(at(S.newDelivery, R.shortTerm), all)).toContain('GeneralWorkerWaitingReported');
    expect(allowedSteps(at(S.newDelivery, R.campus), all)).not.toContain('GeneralWorkerWaitingReported');
  });

  it('offers only what the caller’s keys for that stage allow', () => {
    expect(allowedSteps(at(S.newDelivery), (k) => k === 'newDelivery:inappropriate')).toEqual(['Inappropriate']);
    expect(allowedSteps(at(S.initialScreening), (k) => k === 'newDelivery:inappropriate')).toEqual([]);
  });
});
