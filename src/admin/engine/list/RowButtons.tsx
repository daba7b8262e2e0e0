/**
 * A row's buttons as the engine draws them: small text buttons (a delete in red), the first five
 * inline and the rest under 更多, in one unwrapped strip whose clicks stay off the row. RowActions
 * feeds it a definition's buttons; hand-written lists feed it their own.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import { placeRowButtons } from './placement.ts';

export interface RowButtonItem {
  key: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** A delete: drawn in the error colour. */
  danger?: boolean;
  testId?: string;
  /** Why the button is off, on hover. */
  title?: string;
}

function MoreMenu({ items, disabled }: { items: readonly RowButtonItem[]; disabled: boolean }) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        endIcon={<ExpandMoreIcon />}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        disabled={disabled}
        data-testid="row-more"
      >
        {t('admin.buttons.more')}
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {items.map((b) => (
          <MenuItem
            key={b.key}
            dense
            disabled={b.disabled}
            onClick={() => {
              setAnchor(null);
              b.onClick();
            }}
            data-testid={b.testId}
          >
            {b.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export interface RowButtonsProps {
  items: readonly RowButtonItem[];
  /** Every button off while one of them runs. */
  busy?: boolean;
  /** Dialogs the buttons open, kept inside the strip's click guard. */
  children?: ReactNode;
}

export function RowButtons({ items, busy = false, children }: RowButtonsProps) {
  const { inline, more } = placeRowButtons(items);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      {inline.map((b) => (
        <Button
          key={b.key}
          size="small"
          color={b.danger ? 'error' : 'primary'}
          disabled={b.disabled || busy}
          onClick={b.onClick}
          title={b.title}
          data-testid={b.testId}
          sx={{ minWidth: 0, px: 1 }}
        >
          {b.label}
        </Button>
      ))}
      {more.length > 0 && <MoreMenu items={more} disabled={busy} />}
      {children}
    </Box>
  );
}
