/** 任务明细 (resources/task-recruit-line.json): lines of a cancelled task are history, without 修改 or 删除 (the server refuses both with 1460). */
import type { RaRecord } from 'react-admin';
import { TASK_STATUS } from '../../../common/tasks.ts';
import { invalidate } from '../../../shell/query.ts';

export const rowButtonHidden = (record: RaRecord, button: string): boolean =>
  (button === 'edit' || button === 'delete') && record.taskStatus === TASK_STATUS.cancelled;

/** The usual toast; 任务达成明细's line choices are asked again. */
export function createdNotice(): undefined {
  void invalidate('/TaskRecruitInfo/Line/GetDropDown');
  return undefined;
}
