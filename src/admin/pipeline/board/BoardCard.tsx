/**
 * One candidate on the board: name, source, applied and last-moved dates, employee number once set.
 * The whole card is the drag handle (pointer and keyboard); the "move to" menu offers the same
 * steps to people who do not drag, and on phones instead of dragging.
 */
import { useState, type CSSProperties } from 'react';
import { useDraggable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { stageName } from '../../../common/pipeline.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { formatDate } from '../../engine/format.ts';
import type { BoardCard as Card } from './api.ts';
import { useBoardT } from './i18n.ts';
import type { MoveTarget } from './moves.ts';

interface Props {
  card: Card;
  targets: readonly MoveTarget[];
  draggable: boolean;
  onMove: (card: Card, target: MoveTarget) => void;
}

function MoveMenu({ card, targets, onMove }: Omit<Props, 'draggable'>) {
  const t = useBoardT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const lang = currentLang();
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('moveMenu', { name: card.name })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="card-move-menu"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} data-testid="card-move-options">
        <MenuItem disabled sx={{ fontSize: 13, opacity: '1 !important', color: 'text.secondary' }}>
          {t('moveTo')}
        </MenuItem>
        {targets.length === 0 && <MenuItem disabled>{t('noMoves')}</MenuItem>}
        {targets.map((target) => (
          <MenuItem
            key={target.stage}
            data-testid={`move-to-${target.stage}`}
            onClick={() => {
              setAnchor(null);
              onMove(card, target);
            }}
          >
            <ListItemText primary={stageName(target.stage, lang)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** What a card shows; the drag overlay renders the same face. `menuSpace` keeps the name clear of the menu button. */
export function CardFace({ card, lifted = false, menuSpace = false }: { card: Card; lifted?: boolean; menuSpace?: boolean }) {
  const t = useBoardT();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.25, borderRadius: 1.5, bgcolor: 'background.paper', boxShadow: lifted ? 6 : 0, cursor: lifted ? 'grabbing' : undefined }}
    >
      <Typography
        sx={{ fontWeight: 600, fontSize: 14, pr: menuSpace ? 3.5 : 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={card.name}
      >
        {card.name}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, mt: 0.5, fontSize: 12, color: 'text.secondary' }}>
        {card.source && <span>{card.source}</span>}
        {card.employeeNo && (
          <Box component="span" sx={{ color: 'primary.main', fontWeight: 500 }}>
            {t('employeeNo', { no: card.employeeNo })}
          </Box>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, mt: 0.25, fontSize: 12, color: 'text.secondary' }}>
        <span>{t('applied', { date: formatDate(card.createdAt) })}</span>
        {card.stageChangedAt.slice(0, 10) !== card.createdAt.slice(0, 10) && (
          <span>{t('changed', { date: formatDate(card.stageChangedAt) })}</span>
        )}
      </Box>
    </Paper>
  );
}

export function BoardCard({ card, targets, draggable, onMove }: Props) {
  const canDrag = draggable && targets.length > 0;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card.id,
    data: { card },
    disabled: !canDrag,
  });
  // The overlay follows the pointer; the card itself stays put, dimmed, until the drop is decided.
  const style: CSSProperties = { opacity: isDragging ? 0.35 : 1 };
  // The drag handle (the card's face, named by its own text) and the "move to" button are siblings:
  // a button inside dnd-kit's role="button" handle would be out of a screen reader's reach.
  return (
    <Box
      ref={setNodeRef}
      style={style}
      data-testid="board-card"
      data-card-id={card.id}
      data-stage={card.stage}
      sx={{ position: 'relative' }}
    >
      <Box
        ref={setActivatorNodeRef}
        // A card that cannot move is no drag handle (no role, no tab stop, nothing announced as draggable).
        {...(canDrag ? { ...listeners, ...attributes } : {})}
        data-testid="card-handle"
        sx={{
          cursor: canDrag ? 'grab' : 'default',
          touchAction: canDrag ? 'none' : undefined,
          borderRadius: 1.5,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <CardFace card={card} menuSpace />
      </Box>
      <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
        <MoveMenu card={card} targets={targets} onMove={onMove} />
      </Box>
    </Box>
  );
}
