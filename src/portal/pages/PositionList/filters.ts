/**
 * A position list's filters live in the address (`?keyword=&type=&tags=a&tags=b&place=&factory=
 * &rt=&sort=&page=&perPage=`), so back/forward and a shared link show the same list.
 */
import { RECRUITMENT_TYPE } from '../../../common/recruiting.ts';
import type { PositionQuery } from '../../api/positions.ts';
import { PAGE_SIZES } from '../../components/Pager.tsx';

export type ListKind = 'news' | 'social' | 'recruit';
export type SortKey = 'newest' | 'salary';

export interface ListFilters {
  keyword: string;
  type: string;
  tags: string[];
  place: string;
  factory: string;
  /** Recruitment type; null is the page's default. */
  rt: number | null;
  sort: SortKey;
  page: number;
  perPage: number;
  tenementId: number | null;
}

/** recruit's first tab: campus and short term together. */
export const CAMPUS_AND_SHORT = 0;

/**
 * The recruitment-type tabs a page offers, its default first: recruit shows campus and short term
 * (together or one of them); phones, which have no recruit page, reach both from social.
 */
export function typesOf(kind: ListKind, mobile: boolean): number[] {
  if (kind === 'recruit') return [CAMPUS_AND_SHORT, RECRUITMENT_TYPE.campus, RECRUITMENT_TYPE.shortTerm];
  if (kind === 'social')
    return mobile ? [RECRUITMENT_TYPE.social, RECRUITMENT_TYPE.campus, RECRUITMENT_TYPE.shortTerm] : [RECRUITMENT_TYPE.social];
  return [];
}

type RecruitmentType = (typeof RECRUITMENT_TYPE)[keyof typeof RECRUITMENT_TYPE];
const isRecruitmentType = (n: number): n is RecruitmentType => (Object.values(RECRUITMENT_TYPE) as number[]).includes(n);

/** The tab in force: the asked one when the page offers it, else the page's default. */
export function typeTab(f: ListFilters, kind: ListKind, mobile: boolean): number | null {
  const offered = typesOf(kind, mobile);
  return f.rt !== null && offered.includes(f.rt) ? f.rt : (offered[0] ?? null);
}

function wholeNumber(v: string | null): number | null {
  return v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null;
}

function positiveInt(v: string | null): number | null {
  if (v === null || !/^\d{1,9}$/.test(v)) return null;
  const n = Number(v);
  return n >= 1 ? n : null;
}

export function parseFilters(search: string): ListFilters {
  const sp = new URLSearchParams(search);
  const perPage = positiveInt(sp.get('perPage'));
  return {
    keyword: (sp.get('keyword') ?? '').trim().slice(0, 50),
    type: sp.get('type') ?? '',
    tags: [...new Set(sp.getAll('tags').filter(Boolean))].slice(0, 10),
    place: sp.get('place') ?? '',
    factory: sp.get('factory') ?? '',
    rt: wholeNumber(sp.get('rt')),
    sort: sp.get('sort') === 'salary' ? 'salary' : 'newest',
    page: positiveInt(sp.get('page')) ?? 1,
    perPage: perPage !== null && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 10,
    tenementId: positiveInt(sp.get('tenementId')),
  };
}

/** The address form, defaults left out so links stay short. */
export function filtersToSearch(f: ListFilters): string {
  const sp = new URLSearchParams();
  if (f.keyword) sp.set('keyword', f.keyword);
  if (f.type) sp.set('type', f.type);
  for (const tag of f.tags) sp.append('tags', tag);
  if (f.place) sp.set('place', f.place);
  if (f.factory) sp.set('factory', f.factory);
  if (f.rt !== null) sp.set('rt', String(f.rt));
  if (f.tenementId !== null) sp.set('tenementId', String(f.tenementId));
  if (f.sort !== 'newest') sp.set('sort', f.sort);
  if (f.page > 1) sp.set('page', String(f.page));
  if (f.perPage !== 10) sp.set('perPage', String(f.perPage));
  const text = sp.toString();
  return text ? `?${text}` : '';
}

/** The server query for a page of this kind (a type the page does not offer falls back to its default). */
export function toQuery(f: ListFilters, kind: ListKind, mobile: boolean): PositionQuery {
  const tab = typeTab(f, kind, mobile);
  const rt =
    tab === null
      ? undefined
      : tab === CAMPUS_AND_SHORT
        ? [RECRUITMENT_TYPE.campus, RECRUITMENT_TYPE.shortTerm]
        : [tab].filter(isRecruitmentType);
  return {
    page: f.page,
    perPage: f.perPage,
    keyword: f.keyword || undefined,
    recruitmentType: rt,
    positionType: f.type || undefined,
    tags: f.tags.length ? f.tags : undefined,
    place: f.place || undefined,
    factory: f.factory || undefined,
    tenementId: f.tenementId ?? undefined,
    sort: kind === 'news' ? 'newest' : f.sort,
  };
}

/** How many narrowing filters are on (the phone's filter button shows it). */
export function activeCount(f: ListFilters): number {
  return (f.type ? 1 : 0) + f.tags.length + (f.place ? 1 : 0) + (f.factory ? 1 : 0);
}

/** A change of any filter starts again at page 1. */
export function withFilter(f: ListFilters, patch: Partial<ListFilters>): ListFilters {
  return { ...f, ...patch, page: patch.page ?? 1 };
}
