/** Option lists the resume forms pick from (the seeds' DropDown calls and position types). */
import { api, type ApiData } from '../../shell/api.ts';
import type { Choice } from './types.ts';

export interface ResumeOptions {
  sex: Choice[];
  education: Choice[];
  jobStatus: Choice[];
  marriage: Choice[];
  politics: Choice[];
}

/** A DropDown answer asked with its `type`: one list, whose codes are numbers for these lists. */
const codes = (answer: ApiData<'/DropDown/Public'>): Choice[] =>
  (Array.isArray(answer) ? answer : []).flatMap((o) => (typeof o.value === 'number' ? [{ value: o.value, display: o.display }] : []));

/** The five lists (useResume keeps them for the session). */
export function loadResumeOptions(): Promise<ResumeOptions> {
  return Promise.all([
    api.get('/DropDown/Public', { type: 'Sex' }),
    api.get('/DropDown/Position', { type: 'Education' }),
    api.get('/DropDown/Resume', { type: 'JobStatus' }),
    api.get('/DropDown/Resume', { type: 'Marriage' }),
    api.get('/DropDown/Resume', { type: 'Politics' }),
  ]).then(([sex, education, jobStatus, marriage, politics]) => ({
    sex: codes(sex),
    education: codes(education),
    jobStatus: codes(jobStatus),
    marriage: codes(marriage),
    politics: codes(politics),
  }));
}
