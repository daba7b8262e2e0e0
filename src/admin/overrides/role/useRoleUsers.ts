/** The two sides of the user-grant transfer: people found by a search, and the role's users (paged). */
import { useState } from 'react';
import type { ApiData } from '../../../shell/api.ts';
import { ApiError } from '../../../shell/http.ts';
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

export interface RoleUsersState {
  page: RoleUserPage | null;
  loading: boolean;
  /** The keyword was refused: name and account are masked for the caller (1000 on `keyword`). */
  masked: boolean;
  setPage: (n: number) => void;
  reload: () => void;
}

const NOBODY: RoleUserPage = { list: [], totalCount: 0, page: 1, perPage: ROLE_USERS_PER_PAGE };

/** SysGrant/GetRoleTenementUsers, one page at a time, filtered by its own (debounced) keyword. */
export function useRoleUsers(roleId: number, keyword: string): RoleUsersState {
  const settled = useDebouncedValue(keyword.trim());
  const [pageNo, setPageNo] = useState(1);
  // A new keyword starts from its first page.
  const [lastKeyword, setLastKeyword] = useState(settled);
  if (lastKeyword !== settled) {
    setLastKeyword(settled);
    setPageNo(1);
  }
  // A refused masked keyword is said in the list itself, not as a toast on every pause in typing.
  // The page on screen stays while the next one loads (the data layer's keepPrevious).
  const query = useApiQuery(
    '/SysGrant/GetRoleTenementUsers',
    { roleId, page: pageNo, perPage: ROLE_USERS_PER_PAGE, keyword: settled || undefined },
    { quietStates: [1000], keepPrevious: true },
  );
  const answer = query.data;
  // The last user of the last page went: show the page before.
  if (answer && !query.isPlaceholderData && answer.list.length === 0 && pageNo > 1) setPageNo(pageNo - 1);
  const masked = query.isError && !query.isFetching && keywordRefused(query.error);
  const { refetch } = query;
  return { page: masked ? NOBODY : (answer ?? null), loading: query.isFetching, masked, setPage: setPageNo, reload: () => void refetch() };
}
