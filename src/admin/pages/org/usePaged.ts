/**
 * A server-paged list of a hand-written screen: page, page size and filters in state, the answer
 * of the list call, and a reload after writes. A stale answer (filters changed meanwhile) is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Query } from '../../../shell/http.ts';
import type { Paged } from './api.ts';

export interface PagedState<T> {
  rows: T[];
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  failed: boolean;
  setPage: (p: number) => void;
  setPerPage: (n: number) => void;
  reload: () => void;
}

export function usePaged<T>(load: (q: Query) => Promise<Paged<T>>, filters: Query, initialPerPage = 10): PagedState<T> {
  const [page, setPage] = useState(1);
  const [perPage, setPerPageState] = useState(initialPerPage);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ rows: T[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const filterKey = JSON.stringify(filters);
  const loadRef = useRef(load);
  loadRef.current = load;

  // New filters start from the first page.
  const [seenFilters, setSeenFilters] = useState(filterKey);
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    setPage(1);
  }

  useEffect(() => {
    let live = true;
    setLoading(true);
    const q = { ...(JSON.parse(filterKey) as Query), page, perPage };
    loadRef.current(q).then(
      (r) => {
        if (!live) return;
        setAnswer({ rows: r.list, total: r.totalCount });
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (!live) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
  }, [filterKey, page, perPage, attempt]);

  const setPerPage = useCallback((n: number) => {
    setPerPageState(n);
    setPage(1);
  }, []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { rows: answer?.rows ?? [], total: answer?.total ?? 0, page, perPage, loading, failed, setPage, setPerPage, reload };
}
