/**
 * The board's data: the position's board as the server answers it, the further pages a column
 * loaded, and one move in flight shown where it is going (the card moves at once; a refusal puts
 * it back). A reload after every move keeps counts and order the server's.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { boardApi, type Board, type BoardCard, type BoardColumn, type BoardStage } from './api.ts';

export interface Pending {
  card: BoardCard;
  to: number;
}

export function useBoard(positionId: number | null) {
  const [board, setBoard] = useState<Board | null>(null);
  const [more, setMore] = useState<Record<number, { cards: BoardCard[]; page: number }>>({});
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const asked = useRef<number | null>(null);

  const refresh = useCallback(async () => {
    if (positionId === null) return;
    asked.current = positionId;
    setLoading(true);
    try {
      const b = await boardApi.board(positionId);
      // A later choice of position wins over a slow answer for an earlier one.
      if (asked.current !== positionId) return;
      setBoard(b);
      setMore({});
    } catch {
      if (asked.current === positionId) setBoard(null);
    } finally {
      if (asked.current === positionId) setLoading(false);
    }
  }, [positionId]);

  useEffect(() => {
    setBoard(null);
    setPending(null);
    void refresh();
  }, [refresh]);

  const loadMore = useCallback(
    async (stage: BoardStage) => {
      if (positionId === null) return;
      const page = (more[stage]?.page ?? 1) + 1;
      setLoadingMore(stage);
      try {
        const res = await boardApi.column(positionId, stage, page);
        setMore((m) => ({ ...m, [stage]: { cards: [...(m[stage]?.cards ?? []), ...res.list], page } }));
      } finally {
        setLoadingMore(null);
      }
    },
    [positionId, more],
  );

  /** A column as shown: its pages without duplicates, the card in flight taken out or put on top. */
  const view = useCallback(
    (column: BoardColumn): { cards: BoardCard[]; totalCount: number } => {
      const seen = new Set<number>();
      let cards = [...column.cards, ...(more[column.stage]?.cards ?? [])].filter((c) => !seen.has(c.id) && seen.add(c.id));
      let totalCount = column.totalCount;
      if (pending && pending.card.stage === column.stage) {
        cards = cards.filter((c) => c.id !== pending.card.id);
        totalCount -= 1;
      }
      if (pending && pending.to === column.stage) {
        cards = [{ ...pending.card, stage: column.stage }, ...cards];
        totalCount += 1;
      }
      return { cards, totalCount };
    },
    [more, pending],
  );

  return { board, loading, loadingMore, pending, setPending, refresh, loadMore, view };
}
