/**
 * What a position's row buttons may do in its state (the server refuses the rest with 1141/1143):
 * edit until published, 申请发布 from draft or offline, 发布 when waiting, 下线 when published,
 * delete a draft or an offline position.
 */
import type { RaRecord } from 'react-admin';
import { POSITION_STATE } from '../../../common/recruiting.ts';

const ALLOWED: Readonly<Record<string, readonly number[]>> = {
  edit: [POSITION_STATE.draft, POSITION_STATE.pending, POSITION_STATE.offline],
  applyPublish: [POSITION_STATE.draft, POSITION_STATE.offline],
  publish: [POSITION_STATE.pending],
  offline: [POSITION_STATE.published],
  delete: [POSITION_STATE.draft, POSITION_STATE.offline],
};

export const positionRowButtonDisabled = (record: RaRecord, button: string): boolean => {
  const allowed = ALLOWED[button];
  return allowed !== undefined && !allowed.includes(Number(record.state));
};

export type LifecycleStep = 'applyPublish' | 'publish' | 'offline';

/** The server's call of each step. */
export const STEP_ACTION: Readonly<Record<LifecycleStep, string>> = {
  applyPublish: 'PositionInfo/ApplyForPublish',
  publish: 'PositionInfo/Publish',
  offline: 'PositionInfo/Offline',
};
