/** The 薪资审批 screen's buttons as engine commands (src/admin/overrides/salary-approval). */
import type { CommandProps } from '../../engine/types.ts';
import { EditSalaryDialog } from './EditSalaryDialog.tsx';
import { EndDialog } from './EndDialog.tsx';
import { SettingDialog } from './SettingDialog.tsx';
import { StartDialog } from './StartDialog.tsx';

export const StartCommand = ({ onClose }: CommandProps) => <StartDialog onClose={onClose} />;
export const SettingCommand = ({ onClose }: CommandProps) => <SettingDialog onClose={onClose} />;
export const ApproveCommand = ({ record, onClose }: CommandProps) =>
  record ? <EndDialog record={record} approved onClose={onClose} /> : null;
export const RejectCommand = ({ record, onClose }: CommandProps) =>
  record ? <EndDialog record={record} approved={false} onClose={onClose} /> : null;
export const EditSalaryCommand = ({ record, onClose }: CommandProps) =>
  record ? <EditSalaryDialog record={record} onClose={onClose} /> : null;
