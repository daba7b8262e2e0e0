/**
 * 面试 (resources/interview.json): the stage screens' candidate drawer (new-delivery's overrides), and
 * its own commands beside the transitions: 评估 opens the scoring form, 登记笔试成绩 the exam's marks.
 * Each dialog loads on its first use.
 */
import { lazy } from 'react';
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
