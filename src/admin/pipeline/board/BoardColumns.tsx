/**
 * The columns of one position's board inside the drag-and-drop context: who is being dragged,
 * which columns light up for it (a row of the transition table leads there and the caller holds its
 * key) or fade, what a screen reader hears, and which folded columns are open.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { stageName } from '../../../common/pipeline.ts';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';
import { currentLang } from '../../../shell/i18n.ts';
import type { Board, BoardCard as Card, BoardColumn as Column } from './api.ts';
import { CardFace } from './BoardCard.tsx';
import { BoardColumn, type DropState } from './BoardColumn.tsx';
import { columnCollision, columnJump } from './dnd.ts';
import { useBoardT } from './i18n.ts';
import type { MoveTarget } from './moves.ts';

const COLLAPSIBLE: readonly number[] = [PIPELINE_STAGE.inappropriate, PIPELINE_STAGE.talentPool];

interface Props {
  board: Board;
  view: (column: Column) => { cards: Card[]; totalCount: number };
  phone: boolean;
  loadingMore: number | null;
  targetsOf: (card: Card) => MoveTarget[];
  onMove: (card: Card, target: MoveTarget) => void;
  onLoadMore: (stage: Column['stage']) => void;
}

type Active = { id: string | number };
type Over = { data: { current?: Record<string, unknown> } } | null;

function useAnnouncements(cardName: (id: unknown) => string, allowed: (id: unknown, stage: number) => boolean) {
  const t = useBoardT();
  return useMemo(() => {
    const stageOf = (over: Over) => Number(over?.data.current?.stage);
    return {
      screenReaderInstructions: { draggable: t('a11y.instructions') },
      announcements: {
        onDragStart: ({ active }: { active: Active }) => t('a11y.start', { name: cardName(active.id) }),
        onDragOver: ({ active, over }: { active: Active; over: Over }) =>
          over
            ? t(allowed(active.id, stageOf(over)) ? 'a11y.over' : 'a11y.overRefused', {
                name: cardName(active.id),
                stage: stageName(stageOf(over), currentLang()),
              })
            : undefined,
        onDragEnd: ({ active }: { active: Active }) => t('a11y.end', { name: cardName(active.id) }),
        onDragCancel: ({ active }: { active: Active }) => t('a11y.cancel', { name: cardName(active.id) }),
      },
    };
  }, [t, cardName, allowed]);
}

function useDrag({ board, view, targetsOf, onMove }: Props) {
  const [dragged, setDragged] = useState<Card | null>(null);
  const cards = useMemo(() => new Map(board.columns.flatMap((c) => view(c).cards.map((card) => [card.id, card] as const))), [board, view]);
  const cardName = useCallback((id: unknown) => cards.get(Number(id))?.name ?? '', [cards]);
  const allowed = useCallback(
    (id: unknown, stage: number) => {
      const card = cards.get(Number(id));
      return Boolean(card && targetsOf(card).some((x) => x.stage === stage));
    },
    [cards, targetsOf],
  );
  const accessibility = useAnnouncements(cardName, allowed);
  const onDragStart = (e: DragStartEvent) => setDragged((e.active.data.current as { card: Card }).card);
  const onDragEnd = (e: DragEndEvent) => {
    setDragged(null);
    const card = (e.active.data.current as { card: Card }).card;
    const target = targetsOf(card).find((x) => x.stage === Number(e.over?.data.current?.stage));
    if (target) onMove(card, target);
  };
  const dropState = (stage: number): DropState => {
    if (!dragged) return 'idle';
    if (dragged.stage === stage) return 'source';
    return targetsOf(dragged).some((x) => x.stage === stage) ? 'allowed' : 'refused';
  };
  return { dragged, accessibility, onDragStart, onDragEnd, onDragCancel: () => setDragged(null), dropState };
}

export function BoardColumns(props: Props) {
  const { board, view, phone, loadingMore, targetsOf, onMove, onLoadMore } = props;
  const { dragged, dropState, ...dnd } = useDrag(props);
  const t = useBoardT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnJump }),
  );
  const [open, setOpen] = useState<readonly number[]>([]);
  const toggle = (stage: number) => setOpen((o) => (o.includes(stage) ? o.filter((s) => s !== stage) : [...o, stage]));
  // While dragging, a folded column that would take the card opens by itself.
  useEffect(() => {
    if (dragged) setOpen((o) => [...new Set([...o, ...COLLAPSIBLE.filter((s) => targetsOf(dragged).some((x) => x.stage === s))])]);
  }, [dragged, targetsOf]);
  return (
    <DndContext sensors={phone ? [] : sensors} collisionDetection={columnCollision} {...dnd}>
      {/* A named region the keyboard can scroll sideways (on a phone its cards hold nothing focusable). */}
      <Box
        data-testid="board-columns"
        role="region"
        aria-label={t('columns')}
        tabIndex={0}
        sx={{
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          pb: 1,
          alignItems: 'stretch',
          scrollSnapType: phone ? 'x mandatory' : undefined,
          height: phone ? 'auto' : 'calc(100vh - 230px)',
          minHeight: 360,
        }}
      >
        {board.columns.map((column) => {
          const { cards, totalCount } = view(column);
          const collapsible = COLLAPSIBLE.includes(column.stage);
          return (
            <BoardColumn
              key={column.stage}
              column={{ ...column, totalCount }}
              cards={cards}
              drop={dropState(column.stage)}
              collapsible={collapsible}
              collapsed={collapsible && !open.includes(column.stage)}
              phone={phone}
              loadingMore={loadingMore === column.stage}
              targetsOf={targetsOf}
              onMove={onMove}
              onLoadMore={() => onLoadMore(column.stage)}
              onToggle={() => toggle(column.stage)}
            />
          );
        })}
      </Box>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Box sx={{ width: 236 }}>
            <CardFace card={dragged} lifted />
          </Box>
        )}
      </DragOverlay>
    </DndContext>
  );
}
