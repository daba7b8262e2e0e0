/**
 * 职位信息 (resources/position-info.json): the lifecycle buttons 申请发布 / 发布 / 下线 (row and
 * selection, each a confirmation loaded on first use), row buttons off where the position's state
 * refuses them (edit once published), tags, salary and state cells, and the form's own inputs.
 */
import { lazy } from 'react';
import '../../pages/position/i18n.ts';
import { SalaryCell, StateCell, TagsCell } from './cells.tsx';
import { NameInput, OfficePlaceInput, RecruitmentTypeInput, SalaryInput, TagsInput, WorkDateInput } from './inputs.tsx';
import { positionRowButtonDisabled } from './rules.ts';

const lifecycle = () => import('./LifecycleCommand.tsx');

export const commands = {
  applyPublish: lazy(async () => ({ default: (await lifecycle()).ApplyPublishCommand })),
  publish: lazy(async () => ({ default: (await lifecycle()).PublishCommand })),
  offline: lazy(async () => ({ default: (await lifecycle()).OfflineCommand })),
};

export const buttonLabels = {
  applyPublish: 'position:lifecycle.applyPublish',
  publish: 'position:lifecycle.publish',
  offline: 'position:lifecycle.offline',
};

export const rowButtonDisabled = positionRowButtonDisabled;

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
