/** Row buttons of the definition under their function keys: up to 5 inline, the rest under 更多. */
import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate, type RaRecord } from 'react-admin';
import { useButtonStates, type ButtonState } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { buttonLabel, type Translate } from '../labels.ts';
import { ROW_COMMANDS, useRowCommands } from './useRowCommands.tsx';

export const MAX_INLINE_ROW_BUTTONS = 5;

function labelOf(t: Translate, s: ButtonState, record: RaRecord): string {
  // The enable button reads as what it will do to this row.
  if (s.button.name === 'enable' && !s.button.label) return t(record.enabled === true ? 'admin.buttons.disable' : 'admin.buttons.enable');
  return buttonLabel(t, s.button);
}

function MoreMenu({ items, onRun, record, disabled }: { items: ButtonState[]; onRun: (n: string) => void; record: RaRecord; disabled: boolean }) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" endIcon={<ExpandMoreIcon />} onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)} disabled={disabled}>
        {t('admin.buttons.more')}
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {items.map((s) => (
          <MenuItem key={s.key} dense disabled={s.disabled} onClick={() => { setAnchor(null); onRun(s.button.name); }}>
            {labelOf(t, s, record)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function RowActions({ record }: { record: RaRecord }) {
  const t = useTranslate();
  const { def } = useEngine();
  const states = useButtonStates(def.list.actions, def.menu.key).filter((s) => ROW_COMMANDS.has(s.button.name));
  const { run, busy, dialog } = useRowCommands(record);
  const inline = states.slice(0, MAX_INLINE_ROW_BUTTONS);
  const more = states.slice(MAX_INLINE_ROW_BUTTONS);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      {inline.map((s) => (
        <Button
          key={s.key}
          size="small"
          color={s.button.name === 'delete' ? 'error' : 'primary'}
          disabled={s.disabled || busy}
          onClick={() => run(s.button.name)}
          data-testid={`row-${s.button.name}`}
          sx={{ minWidth: 0, px: 1 }}
        >
          {labelOf(t, s, record)}
        </Button>
      ))}
      {more.length > 0 && <MoreMenu items={more} onRun={run} record={record} disabled={busy} />}
      {dialog}
    </Box>
  );
}

/** Whether any row button survives the keys (else the actions column is left out). */
export function useHasRowActions(): boolean {
  const { def } = useEngine();
  return useButtonStates(def.list.actions, def.menu.key).some((s) => ROW_COMMANDS.has(s.button.name));
}
