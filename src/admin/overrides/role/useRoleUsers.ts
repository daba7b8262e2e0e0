/** The two sides of the user-grant transfer: people found by a search, and the role's users (paged). */
import { useEffect, useState } from 'react';
import type { Option } from '../../engine/types.ts';
import { ApiError } from '../../../shell/http.ts';
import type { ApiData } from '../../../shell/api.ts';
import { accessApi } from '../../pages/access/api.ts';
import { useDebouncedValue } from '../../pages/access/useDebouncedValue.ts';

export const ROLE_USERS_PER_PAGE = 10;

/** `masked`: name and account are both hidden from the caller, so the server refuses a keyword (1000 on `keyword`). */
export type Found = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; options: Option[] } | { status: 'masked' };

/** TenementUser/FuzzyQueryList for the typed keyword once typing pauses; older answers are dropped. */
export function usePeopleSearch(keyword: string): Found {
  const settled = useDebouncedValue(keyword.trim());
  const [found, setFound] = useState<{ keyword: string; options: Option[]; masked?: boolean } | null>(null);
  useEffect(() => {
    if (!settled) return undefined;
    const ctrl = new AbortController();
    // The masked-keyword refusal is shown in the list itself, not as a toast on every pause in typing.
    accessApi.findPeople(settled, { signal: ctrl.signal, quietStates: [1000] }).then(
      (options) => setFound({ keyword: settled, options }),
      (err: unknown) => !ctrl.signal.aborted && setFound({ keyword: settled, options: [], masked: err instanceof ApiError && 'keyword' in err.errors }),
    );
    return () => ctrl.abort();
  }, [settled]);
  if (!keyword.trim()) return { status: 'idle' };
  if (!found || found.keyword !== settled || settled !== keyword.trim()) return { status: 'loading' };
  return found.masked ? { status: 'masked' } : { status: 'ready', options: found.options };
}

export interface RoleUsersState {
  page: ApiData<'/SysGrant/GetRoleTenementUsers'> | null;
  loading: boolean;
  /** The keyword was refused: name and account are masked for the caller (1000 on `keyword`). */
  masked: boolean;
  setPage: (n: number) => void;
  reload: () => void;
}

/** SysGrant/GetRoleTenementUsers, one page at a time, filtered by its own (debounced) keyword. */
export function useRoleUsers(roleId: number, keyword: string): RoleUsersState {
  const settled = useDebouncedValue(keyword.trim());
  const [pageNo, setPageNo] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [page, setPage] = useState<ApiData<'/SysGrant/GetRoleTenementUsers'> | null>(null);
  const [loading, setLoading] = useState(true);
  const [masked, setMasked] = useState(false);
  // A new keyword starts from its first page.
  const [lastKeyword, setLastKeyword] = useState(settled);
  if (lastKeyword !== settled) {
    setLastKeyword(settled);
    setPageNo(1);
  }
  useEffect(() => {
    let live = true;
    setLoading(true);
    // A refused masked keyword is said in the list itself, not as a toast on every pause in typing.
    accessApi.roleUsers({ roleId, page: pageNo, perPage: ROLE_USERS_PER_PAGE, keyword: settled || undefined }, { quietStates: [1000] }).then(
      (p) => {
        if (!live) return;
        setMasked(false);
        // The last user of the last page went: show the page before.
        if (p.list.length === 0 && pageNo > 1) setPageNo(pageNo - 1);
        else setPage(p);
        setLoading(false);
      },
      (err: unknown) => {
        if (!live) return;
        const refused = err instanceof ApiError && 'keyword' in err.errors;
        setMasked(refused);
        if (refused) setPage({ list: [], totalCount: 0, page: 1, perPage: ROLE_USERS_PER_PAGE });
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [roleId, pageNo, settled, attempt]);
  return { page, loading, masked, setPage: setPageNo, reload: () => setAttempt((n) => n + 1) };
}
