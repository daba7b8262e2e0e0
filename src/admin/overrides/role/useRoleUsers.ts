/** The two sides of the user-grant transfer: people found by a search, and the role's users (paged). */
import type { ListControllerResult, RaRecord } from 'react-admin';
import type { ApiData } from '../../../shell/api.ts';
import type { RoleUser } from '../../pages/access/api.ts';
import { ApiError } from '../../../shell/http.ts';
import { usePaging, useQueryList } from '../../engine/list/QueryList.tsx';
import type { Option } from '../../engine/types.ts';
import { useDebouncedValue } from '../../pages/access/useDebouncedValue.ts';
import { useApiQuery } from '../../../shell/query.ts';

export const ROLE_USERS_PER_PAGE = 10;

type RoleUserPage = ApiData<'/SysGrant/GetRoleTenementUsers'>;

/** `masked`: name and account are both hidden from the caller, so the server refuses a keyword (1000 on `keyword`). */
export type Found = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; options: Option[] } | { status: 'masked' };

const keywordRefused = (err: unknown) => err instanceof ApiError && 'keyword' in err.errors;

/** TenementUser/FuzzyQueryList for the typed keyword once typing pauses; an older question is dropped. */
export function usePeopleSearch(keyword: string): Found {
  const settled = useDebouncedValue(keyword.trim());
  // The masked-keyword refusal is shown in the list itself, not as a toast on every pause in typing.
  const query = useApiQuery('/TenementUser/FuzzyQueryList', settled ? { keyword: settled } : null, { quietStates: [1000] });
  if (!keyword.trim()) return { status: 'idle' };
  if (settled !== keyword.trim() || query.isFetching) return { status: 'loading' };
  if (query.isError) return keywordRefused(query.error) ? { status: 'masked' } : { status: 'ready', options: [] };
  return query.data ? { status: 'ready', options: query.data } : { status: 'loading' };
}

const NOBODY: Pick<RoleUserPage, 'list' | 'totalCount'> = { list: [], totalCount: 0 };

export interface RoleUsersState {
  /** The page's users; null until the first page came. */
  rows: RoleUser[] | null;
  /** The list context the engine's pager reads. */
  list: ListControllerResult<RaRecord>;
  loading: boolean;
  /** The keyword was refused: name and account are masked for the caller (1000 on `keyword`). */
  masked: boolean;
  reload: () => void;
}

/**
 * SysGrant/GetRoleTenementUsers, one page at a time (the engine's paging: a new keyword starts from
 * page 1, the page on screen stays while the next loads, the last user of the last page going
 * shows the page before), filtered by its own (debounced) keyword.
 */
export function useRoleUsers(roleId: number, keyword: string): RoleUsersState {
  const settled = useDebouncedValue(keyword.trim());
  const paging = usePaging(settled, ROLE_USERS_PER_PAGE);
  // A refused masked keyword is said in the list itself, not as a toast on every pause in typing.
  const query = useApiQuery(
    '/SysGrant/GetRoleTenementUsers',
    { roleId, ...paging.params, keyword: settled || undefined },
    { quietStates: [1000], keepPrevious: true },
  );
  const masked = query.isError && !query.isFetching && keywordRefused(query.error);
  const answer = masked ? NOBODY : query.data;
  const rows = answer?.list.map((u) => ({ ...u, id: u.userId }));
  const list = useQueryList<RaRecord>('roleUsers', { ...query, data: rows && { list: rows, totalCount: answer?.totalCount ?? 0 } }, paging);
  const { refetch } = query;
  return { rows: answer?.list ?? null, list, loading: query.isFetching, masked, reload: () => void refetch() };
}
