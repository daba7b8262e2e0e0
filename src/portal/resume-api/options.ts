/** Option lists the resume forms pick from (the seeds' DropDown calls and position types). */
import { http } from '../../shell/http.ts';
import type { Option } from './types.ts';

export interface ResumeOptions {
  sex: Option[];
  education: Option[];
  jobStatus: Option[];
  marriage: Option[];
  politics: Option[];
}

const list = (path: string, type: string) => http.get<Option[]>(`DropDown/${path}`, { type });

let cached: Promise<ResumeOptions> | null = null;

/** Loaded once per page load: the lists are fixed and already in the caller's language. */
export function loadResumeOptions(): Promise<ResumeOptions> {
  cached ??= Promise.all([
    list('Public', 'Sex'),
    list('Position', 'Education'),
    list('Resume', 'JobStatus'),
    list('Resume', 'Marriage'),
    list('Resume', 'Politics'),
  ]).then(([sex, education, jobStatus, marriage, politics]) => ({ sex, education, jobStatus, marriage, politics }));
  cached.catch(() => {
    cached = null;
  });
  return cached;
}

/** Position type names of companies with published positions (value and display are the name). */
export const getPositionTypes = () => http.get<Option<string>[]>('PositionType/GetDropDownForHome');
