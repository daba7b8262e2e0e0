/**
 * The steps an application may take where it stands: the transition table's rows that start from its
 * stage (src/common/pipeline.ts, the table the server enforces), short-term-only rows only for a
 * short-term position, under the key the caller needs for a record at that stage.
 */
import { TRANSITIONS, transitionAllows, transitionKey, type TransitionName } from '../../../common/pipeline.ts';
import { RECRUITMENT_TYPE, type PipelineStage } from '../../../common/recruiting.ts';

export interface StepsTarget {
  id: number;
  name: string;
  stage: number;
  step: number;
  recruitmentType: number;
}

export function allowedSteps(target: StepsTarget, has: (key: string) => boolean): TransitionName[] {
  return (Object.keys(TRANSITIONS) as TransitionName[]).filter((name) => {
    const row = TRANSITIONS[name];
    if (!transitionAllows(row, target)) return false;
    if ('generalWorkerOnly' in row && row.generalWorkerOnly && target.recruitmentType !== RECRUITMENT_TYPE.shortTerm) return false;
    return has(transitionKey(row, target.stage as PipelineStage));
  });
}
