/**
 * 面试 (resources/interview.json): the stage screens' candidate drawer (new-delivery's overrides), and
 * its own commands beside the transitions: 评估 opens the scoring form, 登记笔试成绩 the exam's marks.
 * Each dialog loads on its first use; like a transition, each shows only on rows at its sub-step (the
 * step of the row its definition's enabledWhen names).
 */
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';
import { stepAllowed, type StatefulRecord } from '../../../common/state-tables.ts';
import '../../pipeline/assessment/i18n.ts';

export * from '../new-delivery/index.ts';

export const commands = {
  assess: lazy(() => import('../../pipeline/assessment/AssessCommand.tsx')),
  examData: lazy(() => import('../../pipeline/assessment/ExamDataCommand.tsx')),
};

export const buttonLabels = {
  assess: 'assessment:summary.assess',
  examData: 'assessment:exam.title',
};

/** The row each command's sub-steps are those of (resources/interview.json enabledWhen). */
const STEP_OF: Readonly<Record<string, string>> = { examData: 'ExamineUserInfo', assess: 'Retest' };

export const rowButtonHidden = (record: RaRecord, button: string): boolean =>
  button in STEP_OF && !stepAllowed('pipeline', STEP_OF[button]!, record as StatefulRecord);
