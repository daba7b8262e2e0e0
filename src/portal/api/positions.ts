/** Position calls of the job-seeker pages outside a query (the lists and details read through useApiQuery). */
import { api, type ApiQuery } from '../../shell/api.ts';

/** Arrays (recruitmentType: any of these; tags) go as repeatable keys. */
export type PositionQuery = ApiQuery<'/PositionInfo/GetListForHome'>;

/** Logged-in seeker: what the online resume lacks for this position. */
export const qualification = (id: number) => api.get('/PositionInfo/Qualification', { id });

export const specialFormOf = (positionId: number) => api.get('/SpecialForm/GetContentByPositionId', { positionId });
