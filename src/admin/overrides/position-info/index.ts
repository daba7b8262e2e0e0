/**
 * 职位信息 (resources/position-info.json; 短期职位 extends it): tags, salary and state cells, the
 * form's own inputs, and the lifecycle buttons' names from the positions catalog. The buttons
 * themselves (申请发布 / 发布 / 下线, 编辑, 删除) are declared in the definition and offered where
 * src/common/position-lifecycle.ts, the table the server enforces, allows them.
 */
import '../../pages/position/i18n.ts';
import { SalaryCell, StateCell, TagsCell } from './cells.tsx';
import { NameInput, OfficePlaceInput, RecruitmentTypeInput, SalaryInput, TagsInput, WorkDateInput } from './inputs.tsx';

export const buttonLabels = {
  applyPublish: 'position:lifecycle.applyPublish',
  publish: 'position:lifecycle.publish',
  offline: 'position:lifecycle.offline',
};

export const columns = { tagIds: TagsCell, salary: SalaryCell, state: StateCell };

export const formItems = {
  name: NameInput,
  recruitmentType: RecruitmentTypeInput,
  officePlaceId: OfficePlaceInput,
  tagIds: TagsInput,
  salaryMin: SalaryInput,
  salaryMax: SalaryInput,
  workStartDate: WorkDateInput,
  workEndDate: WorkDateInput,
};
