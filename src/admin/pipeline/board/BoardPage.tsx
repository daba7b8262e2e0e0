/**
 * 招聘看板 (menu 312): pick a position, see its applications as columns by stage, and move a card
 * on by dragging it to a highlighted column or through its "move to" menu. A column lights up only
 * where a row of the transition table leads from the card's stage and the caller holds that step's
 * key: the same table and keys the server checks. Steps with fields open the transition dialog;
 * the others are sent at once, and a refusal puts the card back with the server's message.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { stageName } from '../../../common/pipeline.ts';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useAccess } from '../../access/AccessContext.tsx';
import { boardApi, type BoardCard as Card } from './api.ts';
import { CardFace } from './BoardCard.tsx';
import { BoardColumn, type DropState } from './BoardColumn.tsx';
import { BoardToolbar } from './BoardToolbar.tsx';
import { columnCollision, columnJump } from './dnd.ts';
import { useBoardT } from './i18n.ts';
import { moveTargets, needsDialog, type MoveTarget } from './moves.ts';
import { useBoard } from './useBoard.ts';

const TransitionDialog = lazy(() => import('../TransitionDialog.tsx'));
const COLLAPSIBLE: readonly number[] = [PIPELINE_STAGE.inappropriate, PIPELINE_STAGE.talentPool];

function useAnnouncements(cardName: (id: unknown) => string, columnName: (stage: unknown) => string, allowed: (id: unknown, stage: unknown) => boolean) {
  const t = useBoardT();
  return useMemo(
    () => ({
      screenReaderInstructions: { draggable: t('a11y.instructions') },
      announcements: {
        onDragStart: ({ active }: { active: { id: unknown } }) => t('a11y.start', { name: cardName(active.id) }),
        onDragOver: ({ active, over }: { active: { id: unknown }; over: { data: { current?: Record<string, unknown> } } | null }) =>
          over ? t(allowed(active.id, over.data.current?.stage) ? 'a11y.over' : 'a11y.overRefused', { name: cardName(active.id), stage: columnName(over.data.current?.stage) }) : undefined,
        onDragEnd: ({ active }: { active: { id: unknown } }) => t('a11y.end', { name: cardName(active.id) }),
        onDragCancel: ({ active }: { active: { id: unknown } }) => t('a11y.cancel', { name: cardName(active.id) }),
      },
    }),
    [t, cardName, columnName, allowed],
  );
}

export function BoardPage() {
  const t = useBoardT();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { keys } = useAccess();
  const [positionId, setPositionId] = useState<number | null>(null);
  const { board, loading, loadingMore, pending, setPending, refresh, loadMore, view } = useBoard(positionId);
  const [dragged, setDragged] = useState<Card | null>(null);
  const [dialog, setDialog] = useState<{ card: Card; target: MoveTarget } | null>(null);
  const [open, setOpen] = useState<readonly number[]>([]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnJump }));

  const ctx = useMemo(() => ({ keys, recruitmentType: board?.position.recruitmentType ?? 0 }), [keys, board]);
  const targetsOf = useCallback((card: Card) => (pending?.card.id === card.id ? [] : moveTargets(card, ctx)), [ctx, pending]);
  const cards = useMemo(() => new Map((board?.columns ?? []).flatMap((c) => view(c).cards.map((card) => [card.id, card] as const))), [board, view]);
  const cardName = useCallback((id: unknown) => cards.get(Number(id))?.name ?? '', [cards]);
  const columnName = useCallback((stage: unknown) => stageName(Number(stage), currentLang()), []);
  const allowed = useCallback((id: unknown, stage: unknown) => {
    const card = cards.get(Number(id));
    return Boolean(card && targetsOf(card).some((x) => x.stage === Number(stage)));
  }, [cards, targetsOf]);
  const accessibility = useAnnouncements(cardName, columnName, allowed);

  const send = useCallback(async (card: Card, target: MoveTarget) => {
    setPending({ card, to: target.stage });
    try {
      await boardApi.move(target.call, card.id);
      toastSuccess(t('moved', { name: card.name, stage: columnName(target.stage) }));
    } catch {
      // The client showed the server's message; the card goes back, then the board is re-read.
      setPending(null);
    }
    await refresh();
    setPending(null);
  }, [refresh, setPending, t, columnName]);

  const onMove = useCallback((card: Card, target: MoveTarget) => {
    if (needsDialog(target.call)) {
      setPending({ card, to: target.stage });
      setDialog({ card, target });
    } else void send(card, target);
  }, [send, setPending]);

  const closeDialog = useCallback((done: boolean) => {
    setDialog(null);
    if (!done) setPending(null);
    else void refresh().then(() => setPending(null));
  }, [refresh, setPending]);

  const onDragStart = (e: DragStartEvent) => setDragged((e.active.data.current as { card: Card }).card);
  const onDragEnd = (e: DragEndEvent) => {
    setDragged(null);
    const card = (e.active.data.current as { card: Card }).card;
    const stage = Number(e.over?.data.current?.stage);
    const target = targetsOf(card).find((x) => x.stage === stage);
    if (target) onMove(card, target);
  };

  const dropState = (stage: number): DropState => {
    if (!dragged) return 'idle';
    if (dragged.stage === stage) return 'source';
    return targetsOf(dragged).some((x) => x.stage === stage) ? 'allowed' : 'refused';
  };
  // While dragging, a folded column that would take the card opens by itself.
  useEffect(() => {
    if (dragged) setOpen((o) => [...new Set([...o, ...COLLAPSIBLE.filter((s) => targetsOf(dragged).some((x) => x.stage === s))])]);
  }, [dragged, targetsOf]);

  return (
    <Box data-testid="board-page">
      <BoardToolbar positionId={positionId} onPosition={setPositionId} loading={loading} onRefresh={() => void refresh()} phone={phone} />
      {!positionId && <Typography sx={{ color: 'text.secondary', py: 6, textAlign: 'center' }}>{t('noPosition')}</Typography>}
      {board && (
        <DndContext sensors={phone ? [] : sensors} collisionDetection={columnCollision} accessibility={accessibility} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
          <Box
            data-testid="board-columns"
            sx={{ display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1, alignItems: 'stretch', scrollSnapType: phone ? 'x mandatory' : undefined, height: phone ? 'auto' : 'calc(100vh - 230px)', minHeight: 360 }}
          >
            {board.columns.map((column) => {
              const { cards: shown, totalCount } = view(column);
              return (
                <BoardColumn
                  key={column.stage}
                  column={{ ...column, totalCount }}
                  cards={shown}
                  drop={dropState(column.stage)}
                  collapsible={COLLAPSIBLE.includes(column.stage)}
                  collapsed={COLLAPSIBLE.includes(column.stage) && !open.includes(column.stage)}
                  phone={phone}
                  loadingMore={loadingMore === column.stage}
                  targetsOf={targetsOf}
                  onMove={onMove}
                  onLoadMore={() => void loadMore(column.stage)}
                  onToggle={() => setOpen((o) => (o.includes(column.stage) ? o.filter((s) => s !== column.stage) : [...o, column.stage]))}
                />
              );
            })}
          </Box>
          <DragOverlay dropAnimation={null}>{dragged && <Box sx={{ width: 236 }}><CardFace card={dragged} lifted /></Box>}</DragOverlay>
        </DndContext>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <TransitionDialog call={dialog.target.call} record={{ id: dialog.card.id, name: dialog.card.name }} open onClose={closeDialog} />
        </Suspense>
      )}
    </Box>
  );
}
