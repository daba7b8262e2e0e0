/**
 * One stage of the board: its name and count, its cards, and "load more" while the column has
 * more than it shows. It is a drop target; while a card is dragged it lights up when the table lets
 * the card go there and fades when not. The two ways out (不合适, 人才库) start collapsed.
 */
import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import type { BoardCard as Card, BoardColumn as Column } from './api.ts';
import { BoardCard } from './BoardCard.tsx';
import { useBoardT } from './i18n.ts';
import type { MoveTarget } from './moves.ts';

export type DropState = 'idle' | 'allowed' | 'refused' | 'source';

interface Props {
  column: Column;
  cards: readonly Card[];
  drop: DropState;
  collapsed: boolean;
  /** The ways out: shown folded to a narrow strip until opened. */
  collapsible: boolean;
  phone: boolean;
  loadingMore: boolean;
  targetsOf: (card: Card) => MoveTarget[];
  onMove: (card: Card, target: MoveTarget) => void;
  onLoadMore: () => void;
  onToggle: () => void;
}

/** Read by a screen reader, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const width = (phone: boolean, collapsed: boolean) => (phone ? 'calc(100vw - 48px)' : collapsed ? 52 : 252);

function CollapsedColumn({ column, drop, onToggle }: Pick<Props, 'column' | 'drop' | 'onToggle'>) {
  const t = useBoardT();
  return (
    <ButtonBase
      onClick={onToggle}
      data-testid="column-expand"
      sx={{ width: 1, height: 1, flexDirection: 'column', justifyContent: 'flex-start', gap: 1, pt: 1.5, borderRadius: 2 }}
    >
      {/* Named by what it shows, the action first (an aria-label would hide the visible count and stage). */}
      <Box component="span" sx={visuallyHidden}>
        {t('expand', { stage: column.name })}
      </Box>
      <Box component="span" sx={{ px: 0.75, borderRadius: 5, fontSize: 12, fontWeight: 600, bgcolor: 'action.selected' }}>
        {column.totalCount}
      </Box>
      <Box
        component="span"
        sx={{
          writingMode: 'vertical-rl',
          fontWeight: 600,
          fontSize: 14,
          letterSpacing: 1,
          color: drop === 'allowed' ? 'primary.main' : 'text.primary',
        }}
      >
        {column.name}
      </Box>
    </ButtonBase>
  );
}

export function BoardColumn(props: Props) {
  const { column, cards, drop, collapsed, collapsible, phone, loadingMore, targetsOf, onMove, onLoadMore, onToggle } = props;
  const t = useBoardT();
  const { setNodeRef, isOver } = useDroppable({ id: `stage-${column.stage}`, data: { stage: column.stage } });
  const left = column.totalCount - cards.length;
  const folded = collapsed && !phone;
  return (
    <Box
      ref={setNodeRef}
      data-testid="board-column"
      data-stage={column.stage}
      data-drop={drop}
      data-over={isOver || undefined}
      sx={(theme) => ({
        flex: `0 0 auto`,
        width: width(phone, folded),
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        borderRadius: 2,
        border: 2,
        borderStyle: drop === 'allowed' ? 'dashed' : 'solid',
        borderColor: drop === 'allowed' ? (isOver ? theme.palette.primary.main : alpha(theme.palette.primary.main, 0.5)) : 'transparent',
        bgcolor:
          drop === 'allowed' && isOver ? alpha(theme.palette.primary.main, 0.08) : theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100',
        opacity: drop === 'refused' ? 0.45 : 1,
        transition: 'opacity 120ms, background-color 120ms, border-color 120ms',
      })}
    >
      {folded ? (
        <CollapsedColumn column={column} drop={drop} onToggle={onToggle} />
      ) : (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.25, pb: 1 }}>
            <Typography component="h2" sx={{ fontWeight: 600, fontSize: 14 }}>
              {column.name}
            </Typography>
            <Box
              component="span"
              data-testid="column-count"
              sx={{ px: 0.75, borderRadius: 5, fontSize: 12, fontWeight: 600, bgcolor: 'action.selected' }}
            >
              {column.totalCount}
            </Box>
            <Box sx={{ flex: 1 }} />
            {collapsible && !phone && (
              <Button size="small" onClick={onToggle} sx={{ minWidth: 0, px: 0.75, fontSize: 12 }}>
                {t('collapse')}
              </Button>
            )}
          </Box>
          <Box sx={{ px: 1, pb: 1, display: 'grid', gap: 1, alignContent: 'start', overflowY: 'auto', minHeight: 80 }}>
            {cards.map((card) => (
              <BoardCard key={card.id} card={card} targets={targetsOf(card)} draggable={!phone} onMove={onMove} />
            ))}
            {cards.length === 0 && (
              <EmptyState variant="compact" text={drop === 'allowed' ? t('dropHere') : t('empty')} testId="column-empty" />
            )}
            {left > 0 && (
              <Button size="small" variant="text" disabled={loadingMore} onClick={onLoadMore} data-testid="column-more">
                {t('loadMore', { count: left })}
              </Button>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
