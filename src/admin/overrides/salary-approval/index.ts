/**
 * 薪资审批 (resources/salary.json): its dialogs. 通过 and 驳回 show on an open approval the caller may
 * end (the row's canEnd: an approver, and not their own while another approver is named); 修改薪资 on
 * an ended one (the proposal is not changed while an approval is open). Each dialog loads on first use.
 */
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';
import '../../pages/salary/i18n.ts';

export const commands = {
  start: lazy(() => import('../../pages/salary/commands.tsx').then((m) => ({ default: m.StartCommand }))),
  setting: lazy(() => import('../../pages/salary/commands.tsx').then((m) => ({ default: m.SettingCommand }))),
  approve: lazy(() => import('../../pages/salary/commands.tsx').then((m) => ({ default: m.ApproveCommand }))),
  reject: lazy(() => import('../../pages/salary/commands.tsx').then((m) => ({ default: m.RejectCommand }))),
  editSalary: lazy(() => import('../../pages/salary/commands.tsx').then((m) => ({ default: m.EditSalaryCommand }))),
};

export const buttonLabels = {
  start: 'salary:buttons.start',
  setting: 'salary:buttons.setting',
  approve: 'salary:buttons.approve',
  reject: 'salary:buttons.reject',
  editSalary: 'salary:buttons.editSalary',
};

export const rowButtonHidden = (record: RaRecord, button: string): boolean => {
  if (button === 'approve' || button === 'reject') return record.canEnd !== true;
  if (button === 'editSalary') return record.state === 0;
  return false;
};
