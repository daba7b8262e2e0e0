/** Where the board lets a card go: rows of the transition table from its stage, under the caller's keys. */
import { describe, expect, it } from 'vitest';
import { PIPELINE_STAGE as S, RECRUITMENT_TYPE } from '../../../src/common/recruiting.ts';
import { moveTargets, moveTo, needsDialog } from '../../../src/admin/pipeline/board/moves.ts';

const all = new Set([
  'newDelivery:pass',
  'newDelivery:inappropriate',
  'newDelivery:throwHcp',
  'newDelivery:waitingReported',
  'hired:entry',
  'reported:backWaitingReported',
  'reported:entered',
]);
const social = { keys: all, recruitmentType: RECRUITMENT_TYPE.social };

describe('board moves', () => {
  it('offers the rows leading out of the card’s stage, one per column', () => {
    expect(moveTargets({ stage: S.newDelivery, step: 0 }, social)).toEqual([
      { stage: S.initialScreening, call: 'PassInitialScreening' },
      { stage: S.inappropriate, call: 'Inappropriate' },
      { stage: S.talentPool, call: 'ThrowHcp' },
    ]);
    expect(moveTargets({ stage: S.reported, step: 0 }, social).map((t) => t.call)).toEqual(['BackWaitingReported', 'HasEntryed']);
  });

  it('keeps the general-worker step to short-term positions', () => {
    expect(moveTo({ stage: S.newDelivery, step: 0 }, S.waitingReported, social)).toBeNull();
    expect(moveTo({ stage: S.newDelivery, step: 0 }, S.waitingReported, { ...social, recruitmentType: RECRUITMENT_TYPE.shortTerm })).toBe(
      'GeneralWorkerWaitingReported',
    );
  });

  it('offers only steps whose key for the card’s stage the caller holds', () => {
    const only = { keys: new Set(['newDelivery:pass', 'initialScreening:inappropriate']), recruitmentType: RECRUITMENT_TYPE.social };
    expect(moveTargets({ stage: S.newDelivery, step: 0 }, only)).toEqual([{ stage: S.initialScreening, call: 'PassInitialScreening' }]);
    expect(moveTargets({ stage: S.talentPool, step: 0 }, only)).toEqual([]);
  });

  it('opens the dialog only for steps with required fields', () => {
    expect([needsDialog('PassInitialScreening'), needsDialog('Inappropriate'), needsDialog('Entry'), needsDialog('ThrowHcp')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
