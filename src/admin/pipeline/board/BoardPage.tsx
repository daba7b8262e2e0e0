/**
 * 招聘看板 (menu 312): pick a position, see its applications as columns by stage, and move a card
 * on by dragging it to a highlighted column or through its "move to" menu. A column lights up only
 * where a row of the transition table leads from the card's stage and the caller holds that step's
 * key: the same table and keys the server checks. Steps with fields open the transition dialog;
 * the others are sent at once, and a refusal puts the card back with the server's message.
 */
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useAccess } from '../../access/AccessContext.tsx';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import type { BoardCard as Card } from './api.ts';
import { BoardColumns } from './BoardColumns.tsx';
import { BoardToolbar } from './BoardToolbar.tsx';
import { useBoardT } from './i18n.ts';
import { moveTargets } from './moves.ts';
import { useBoard } from './useBoard.ts';
import { useMoves } from './useMoves.ts';

const TransitionDialog = lazy(() => import('../TransitionDialog.tsx'));

export function BoardPage() {
  const t = useBoardT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { keys } = useAccess();
  const [positionId, setPositionId] = useState<number | null>(null);
  const { board, loading, loadingMore, pending, setPending, refresh, loadMore, view } = useBoard(positionId);
  const { dialog, move, closeDialog } = useMoves({ refresh, setPending });
  const ctx = useMemo(() => ({ keys, recruitmentType: board?.position.recruitmentType ?? 0 }), [keys, board]);
  // A card on its way somewhere takes no second step until the server answered.
  const targetsOf = useCallback((card: Card) => (pending?.card.id === card.id ? [] : moveTargets(card, ctx)), [ctx, pending]);
  return (
    <Box data-testid="board-page">
      <BoardToolbar positionId={positionId} onPosition={setPositionId} loading={loading} onRefresh={() => void refresh()} phone={phone} />
      {!positionId && <EmptyState text={t('noPosition')} testId="board-pick" />}
      {board && (
        <BoardColumns
          board={board}
          view={view}
          phone={phone}
          loadingMore={loadingMore}
          targetsOf={targetsOf}
          onMove={move}
          onLoadMore={(stage) => void loadMore(stage)}
        />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <TransitionDialog call={dialog.target.call} record={{ id: dialog.card.id, name: dialog.card.name }} open onClose={closeDialog} />
        </Suspense>
      )}
    </Box>
  );
}
