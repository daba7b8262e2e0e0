/** The calendar's calls, typed by the contract (src/server/modules/pipeline/schedules/schemas.ts). */
import type { ApiBody, ApiData } from '../../../shell/api.ts';

export type DayCount = ApiData<'/InterviewSchedule/GetCountByDay'>[number];
export type Interview = ApiData<'/InterviewSchedule/GetList'>['list'][number];
export type EditBody = ApiBody<'/InterviewSchedule/Edit', 'put'>;

/** Minutes east of UTC the browser reads days in: the server counts and lists days the same way. */
export const browserOffset = (): number => -new Date().getTimezoneOffset();

/** `YYYY-MM` of a date in the browser's time zone. */
export const monthOf = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
