/** Position calls of the job-seeker pages (public unless noted). */
import { api, type ApiQuery } from '../../shell/api.ts';

/** Arrays (recruitmentType: any of these; tags) go as repeatable keys. */
export type PositionQuery = ApiQuery<'/PositionInfo/GetListForHome'>;

export const listPositions = (q: PositionQuery, signal?: AbortSignal) =>
  api.get('/PositionInfo/GetListForHome', { ...q }, { signal });

/** 1102 (not published, or gone) is the page's own empty state, not a toast. */
export const positionDetail = (id: number) => api.get('/PositionInfo/GetDetail', { id }, { quietStates: [1102] });

/** Arrays go as repeated keys without indices (`tags=a&tags=b`), as the seeds ask. */
export const similarPositions = (p: { id: number; tags: readonly string[]; positionType?: string | null | undefined }) =>
  api.get('/PositionInfo/GetSimilarPosition', { id: p.id, tags: [...p.tags], positionType: p.positionType ?? undefined });

export const commonTags = () => api.get('/PositionInfo/GetCommonlyUsedTags');

export const typesForHome = (tenementId?: number) => api.get('/PositionType/GetDropDownForHome', { tenementId });

export const factoriesOf = (tenementId: number) => api.get('/PositionInfo/getFactoryList', { tenementId });

export const officePlacesOf = (tenementId: number) => api.get('/SysTenement/GetAllOfficePlace', { tenementId });

/** Logged-in seeker: what the online resume lacks for this position. */
export const qualification = (id: number) => api.get('/PositionInfo/Qualification', { id });

export const specialFormOf = (positionId: number) => api.get('/SpecialForm/GetContentByPositionId', { positionId });
