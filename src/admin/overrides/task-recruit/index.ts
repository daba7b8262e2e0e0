/**
 * 招聘任务 (resources/task-recruit.json): the task's date rules checked in the form as the server checks
 * them (src/common/tasks.ts TASK_RULES), and a cancelled task shows neither 修改 nor 取消任务 (the server
 * refuses both with 1460). A new task is offered at once by the task choices of 任务明细 and 任务达成明细
 * (dropdown answers are otherwise kept for the session).
 */
import type { RaRecord } from 'react-admin';
import { fieldText } from '../../../common/field-messages.ts';
import type { Lang } from '../../../common/states.ts';
import { crossFieldIssues, TASK_RULES, TASK_STATUS } from '../../../common/tasks.ts';
import { invalidate } from '../../../shell/query.ts';
import './i18n.ts';

export const buttonLabels = { cancel: 'tasks:buttons.cancel' };

export const rowButtonHidden = (record: RaRecord, button: string): boolean =>
  (button === 'edit' || button === 'cancel') && record.status === TASK_STATUS.cancelled;

export function validate(values: Readonly<Record<string, unknown>>, lang: Lang): Record<string, string> | undefined {
  const issues = Object.entries(crossFieldIssues(TASK_RULES, values));
  return issues.length ? Object.fromEntries(issues.map(([field, issue]) => [field, fieldText(issue, lang)])) : undefined;
}

/** The usual toast; the task choices are asked again. */
export function createdNotice(): undefined {
  void invalidate('/TaskRecruitInfo/GetDropDown');
  return undefined;
}
