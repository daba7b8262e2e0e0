/**
 * Row buttons of the definition under their function keys: the engine's own (edit, enable,
 * delete), the overrides' commands and the declared ones (transition, api), up to 5 inline, the
 * rest under 更多; a step the row's state table refuses is left out or shown off (gates.ts).
 */
import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate, type RaRecord } from 'react-admin';
import { useButtonStates, type ButtonState } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { useButtonLabel, useCommandHost } from './commands.tsx';
import { ROW_COMMANDS, forRow, placeRowButtons, runnableStates } from './placement.ts';
import { useRowCommands } from './useRowCommands.tsx';
import { useDeclarativeHost } from './declarative.tsx';
import { gateRow, isDeclarative } from './gates.ts';

export { MAX_INLINE_ROW_BUTTONS } from './placement.ts';

function useLabelOf(record: RaRecord): (s: ButtonState) => string {
  const t = useTranslate();
  const label = useButtonLabel();
  // The enable button reads as what it will do to this row.
  return (s) => (s.button.name === 'enable' && !s.button.label ? t(record.enabled === true ? 'admin.buttons.disable' : 'admin.buttons.enable') : label(s.button));
}

function MoreMenu({ items, onRun, labelOf, disabled }: { items: ButtonState[]; onRun: (n: string) => void; labelOf: (s: ButtonState) => string; disabled: boolean }) {
  const t = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button size="small" endIcon={<ExpandMoreIcon />} onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)} disabled={disabled} data-testid="row-more">
        {t('admin.buttons.more')}
      </Button>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        {items.map((s) => (
          <MenuItem key={s.key} dense disabled={s.disabled} onClick={() => { setAnchor(null); onRun(s.button.name); }} data-testid={`row-${s.button.name}`}>
            {labelOf(s)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The row buttons that survive the keys and can run, with the row's own refusals and its state table's applied. */
function useRowStates(record: RaRecord | null): ButtonState[] {
  const { def, overrides } = useEngine();
  const states = runnableStates(useButtonStates(def.list.actions, def.menu.key), ROW_COMMANDS, overrides.commands);
  if (!record) return states;
  const rule = overrides.rowButtonDisabled;
  return gateRow(rule ? forRow(states, (name) => rule(record, name)) : states, record);
}

export function RowActions({ record }: { record: RaRecord }) {
  const states = useRowStates(record);
  const labelOf = useLabelOf(record);
  const builtIn = useRowCommands(record);
  const commands = useCommandHost({ record });
  const declared = useDeclarativeHost({ record });
  const run = (name: string) => {
    const button = states.find((s) => s.button.name === name)?.button;
    if (commands.has(name)) commands.start(name);
    else if (button && isDeclarative(button)) declared.start(button);
    else builtIn.run(name);
  };
  const { inline, more } = placeRowButtons(states);
  const busy = builtIn.busy || declared.busy;
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
          {labelOf(s)}
        </Button>
      ))}
      {more.length > 0 && <MoreMenu items={more} onRun={run} labelOf={labelOf} disabled={busy} />}
      {builtIn.dialog}
      {commands.element}
      {declared.element}
    </Box>
  );
}

/** Whether any row button survives the keys (else the actions column is left out). */
export function useHasRowActions(): boolean {
  return useRowStates(null).length > 0;
}
