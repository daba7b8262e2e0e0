/**
 * Declarative buttons and `enabledWhen`: what runs them, where they go, and the state tables
 * (src/common) deciding per record, the same tables the server enforces.
 */
import { describe, expect, it } from 'vitest';
import { buttonStates, type ButtonState } from '../../../src/admin/engine/buttons.ts';
import {
  asksFirst,
  callOf,
  firstRefusing,
  gateRow,
  isDeclarative,
  needsInput,
  transitionOf,
} from '../../../src/admin/engine/list/gates.ts';
import { ROW_COMMANDS, runnableStates } from '../../../src/admin/engine/list/placement.ts';
import type { ButtonDef } from '../../../src/admin/engine/types.ts';
import { TRANSITIONS } from '../../../src/common/pipeline.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE as S, RECRUITMENT_TYPE } from '../../../src/common/recruiting.ts';
import { stepAllowed } from '../../../src/common/state-tables.ts';
import { Reported } from '../../../generated/definitions/Reported.ts';
import { NewDelivery } from '../../../generated/definitions/NewDelivery.ts';

const names = (states: readonly ButtonState[]) => states.map((s) => s.button.name);
const statesOf = (buttons: readonly ButtonDef[], menu: string) => buttonStates(buttons, menu, () => true);
const app = (stage: number, extra: Record<string, unknown> = {}) => ({
  id: stage * 100,
  name: `候选人${stage}`,
  stage,
  step: 0,
  recruitmentType: RECRUITMENT_TYPE.social,
  ...extra,
});

describe('declared buttons run without an override', () => {
  it("show when they name a transition or a call, beside the engine's own", () => {
    const buttons: ButtonDef[] = [
      { name: 'edit' },
      { name: 'pass', transition: 'PassInitialScreening' },
      { name: 'publish', api: 'PositionInfo/Publish' },
      { name: 'mystery' },
    ];
    expect(names(runnableStates(statesOf(buttons, 'x'), ROW_COMMANDS, undefined))).toEqual(['edit', 'pass', 'publish']);
    expect(buttons.map(isDeclarative)).toEqual([false, true, true, false]);
  });

  it("send {ids} to the row's call, or to their own call and method", () => {
    expect(callOf({ name: 'pass', transition: 'PassInitialScreening' })).toEqual({
      method: 'POST',
      url: 'ResumeDeliveryRecord/PassInitialScreening',
    });
    expect(callOf({ name: 'x', api: 'Thing/Remove', method: 'DELETE' })).toEqual({ method: 'DELETE', url: 'Thing/Remove' });
    expect(callOf({ name: 'x', api: 'Thing/Close' })).toEqual({ method: 'POST', url: 'Thing/Close' });
    expect(callOf({ name: 'edit' })).toBeUndefined();
  });

  it('ask first: a transition unless told not to, a call when told to', () => {
    expect(asksFirst({ name: 'pass', transition: 'PassInitialScreening' })).toBe(true);
    expect(asksFirst({ name: 'pass', transition: 'PassInitialScreening', confirm: false })).toBe(false);
    expect(asksFirst({ name: 'x', api: 'A/B' })).toBe(false);
    expect(asksFirst({ name: 'x', api: 'A/B', confirm: 'position:lifecycle.hint.publish' })).toBe(true);
  });

  it('open the transition dialog exactly for the rows that take input', () => {
    const withInput = Object.entries(TRANSITIONS)
      .filter(([name]) => needsInput(transitionOf({ name: 'x', transition: name })!.row))
      .map(([name]) => name);
    expect(withInput).toEqual(expect.arrayContaining(['Inappropriate', 'Entry', 'Dimission']));
    expect(withInput).not.toContain('PassInitialScreening');
    expect(withInput).not.toContain('ThrowHcp');
  });
});

describe('enabledWhen reads the state tables', () => {
  it("pipeline: the record's stage, and general-worker steps only for short-term positions", () => {
    expect(stepAllowed('pipeline', 'PassInitialScreening', app(S.newDelivery))).toBe(true);
    expect(stepAllowed('pipeline', 'PassInitialScreening', app(S.initialScreening))).toBe(false);
    expect(stepAllowed('pipeline', 'GeneralWorkerWaitingReported', app(S.newDelivery))).toBe(false);
    expect(
      stepAllowed('pipeline', 'GeneralWorkerWaitingReported', app(S.newDelivery, { recruitmentType: RECRUITMENT_TYPE.shortTerm })),
    ).toBe(true);
    expect(stepAllowed('pipeline', 'NoSuchStep', app(S.newDelivery))).toBe(false);
  });

  it('pipeline: a row’s stepWhen on a listed field (a re-invitation only once the last one expired or was declined)', () => {
    const invited = (invitationState: string) => app(S.interview, { step: INTERVIEW_STEP.invited, invitationState });
    expect(stepAllowed('pipeline', 'InviteDelivery', app(S.interview, { step: INTERVIEW_STEP.notInvited }))).toBe(true);
    expect(stepAllowed('pipeline', 'InviteDelivery', invited('expired'))).toBe(true);
    expect(stepAllowed('pipeline', 'InviteDelivery', invited('declined'))).toBe(true);
    expect(stepAllowed('pipeline', 'InviteDelivery', invited('pending'))).toBe(false);
    expect(stepAllowed('pipeline', 'InviteDelivery', invited('accepted'))).toBe(false);
    // A record read without the field (the server's own load) is left to the row's effect.
    expect(stepAllowed('pipeline', 'InviteDelivery', app(S.interview, { step: INTERVIEW_STEP.invited }))).toBe(true);
  });

  it('position: the lifecycle the server enforces', () => {
    const complete = { positionTypeId: 1, deptId: 2, officePlaceId: 3 };
    expect(stepAllowed('position', 'publish', { state: 1, ...complete })).toBe(true);
    expect(stepAllowed('position', 'publish', { state: 1, ...complete, deptId: null })).toBe(false);
    expect(stepAllowed('position', 'publish', { state: 0, ...complete })).toBe(false);
    expect(stepAllowed('position', 'edit', { state: 2 })).toBe(false);
    expect(stepAllowed('position', 'nothing', { state: 0 })).toBe(false);
  });

  it('a row shows only the transitions its stage allows (已报到 and 试用期 share a screen)', () => {
    const states = statesOf(Reported.list.actions, 'reported');
    const reported = names(gateRow(states, app(S.reported)));
    const trial = names(gateRow(states, app(S.trial)));
    expect(reported).toEqual(expect.arrayContaining(['entered', 'backWaitingReported']));
    expect(reported).not.toContain('trialOver');
    expect(trial).toEqual(expect.arrayContaining(['trialOver', 'dimission']));
    expect(trial).not.toContain('entered');
    expect(gateRow(states, app(S.trial)).every((s) => !s.disabled)).toBe(true);
  });

  it('新投递 offers 普工待报到 on short-term applications only', () => {
    const states = statesOf(NewDelivery.list.actions, 'newDelivery');
    expect(names(gateRow(states, app(S.newDelivery)))).toEqual(['pass', 'inappropriate', 'throwHcp']);
    expect(names(gateRow(states, app(S.newDelivery, { recruitmentType: RECRUITMENT_TYPE.shortTerm })))).toEqual([
      'pass',
      'inappropriate',
      'throwHcp',
      'waitingReported',
    ]);
  });

  it('a bulk button is off when any selected row on screen refuses it, naming the first', () => {
    const entered: ButtonDef = { name: 'entered', transition: 'HasEntryed' };
    const a = app(S.reported);
    const b = app(S.trial, { id: 2, name: '李四' });
    expect(firstRefusing(entered, [a])).toBeUndefined();
    expect(firstRefusing(entered, [a, b])).toBe(b);
    expect(firstRefusing({ name: 'delete' }, [a, b])).toBeUndefined();
    expect(
      firstRefusing({ name: 'publish', api: 'PositionInfo/Publish', enabledWhen: { table: 'position', call: 'publish' } }, [
        { id: 1, state: 1, positionTypeId: 1, deptId: 2, officePlaceId: 3 },
        { id: 2, state: 2, positionTypeId: 1, deptId: 2, officePlaceId: 3 },
      ]),
    ).toEqual({ id: 2, state: 2, positionTypeId: 1, deptId: 2, officePlaceId: 3 });
  });
});
