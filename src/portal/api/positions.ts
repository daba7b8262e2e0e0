/** Position calls of the job-seeker pages (public unless noted). */
import { http } from '../../shell/http.ts';
import type {
  FactoryOption, ListPage, OfficePlace, Option, PortalPosition, PositionDetail, Qualification, SpecialForm, TagCount,
} from './types.ts';

export interface PositionQuery {
  page?: number;
  perPage?: number;
  keyword?: string;
  /** Any of these (repeatable key). */
  recruitmentType?: readonly number[];
  positionType?: string;
  tags?: readonly string[];
  place?: string;
  factory?: string;
  tenementId?: number;
  sort?: 'newest' | 'salary';
}

export const listPositions = (q: PositionQuery, signal?: AbortSignal) =>
  http.get<ListPage<PortalPosition>>('PositionInfo/GetListForHome', { ...q }, { signal });

/** 1102 (not published, or gone) is the page's own empty state, not a toast. */
export const positionDetail = (id: number) => http.get<PositionDetail>('PositionInfo/GetDetail', { id }, { quietStates: [1102] });

/** Arrays go as repeated keys without indices (`tags=a&tags=b`), as the seeds ask. */
export const similarPositions = (p: { id: number; tags: readonly string[]; positionType?: string | null }) =>
  http.get<PortalPosition[]>('PositionInfo/GetSimilarPosition', { id: p.id, tags: p.tags, positionType: p.positionType ?? undefined });

export const commonTags = () => http.get<TagCount[]>('PositionInfo/GetCommonlyUsedTags');

export const typesForHome = (tenementId?: number) => http.get<Option<string>[]>('PositionType/GetDropDownForHome', { tenementId });

export const factoriesOf = (tenementId: number) => http.get<FactoryOption[]>('PositionInfo/getFactoryList', { tenementId });

export const officePlacesOf = (tenementId: number) => http.get<OfficePlace[]>('SysTenement/GetAllOfficePlace', { tenementId });

/** Logged-in seeker: what the online resume lacks for this position. */
export const qualification = (id: number) => http.get<Qualification>('PositionInfo/Qualification', { id });

export const specialFormOf = (positionId: number) => http.get<SpecialForm | null>('SpecialForm/GetContentByPositionId', { positionId });
