/**
 * Row buttons of the definition under their function keys: the engine's own (edit, enable,
 * delete), the overrides' commands and the declared ones (transition, api), up to 5 inline, the
 * rest under 更多; a step the row's state table refuses is left out or shown off (gates.ts).
 */
import { useTranslate, type RaRecord } from 'react-admin';
import { useButtonStates, type ButtonState } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { useButtonLabel, useCommandHost } from './commands.tsx';
import { ROW_COMMANDS, forRow, runnableStates } from './placement.ts';
import { RowButtons, type RowButtonItem } from './RowButtons.tsx';
import { useRowCommands } from './useRowCommands.tsx';
import { useDeclarativeHost } from './declarative.tsx';
import { useOptionalRowOverlay } from './RowOverlay.tsx';
import { gateRow, isDeclarative } from './gates.ts';

export { MAX_INLINE_ROW_BUTTONS } from './placement.ts';

function useLabelOf(record: RaRecord): (s: ButtonState) => string {
  const t = useTranslate();
  const label = useButtonLabel();
  // The enable button reads as what it will do to this row.
  return (s) =>
    s.button.name === 'enable' && !s.button.label
      ? t(record.enabled === true ? 'admin.buttons.disable' : 'admin.buttons.enable')
      : label(s.button);
}

/** The row buttons that survive the keys and can run, with the row's own refusals and its state table's applied. */
function useRowStates(record: RaRecord | null): ButtonState[] {
  const { def, overrides } = useEngine();
  const states = runnableStates(useButtonStates(def.list.actions, def.menu.key), ROW_COMMANDS, overrides.commands);
  if (!record) return states;
  const rule = overrides.rowButtonDisabled;
  const hidden = overrides.rowButtonHidden;
  const shown = hidden ? states.filter((s) => !hidden(record, s.button.name)) : states;
  return gateRow(rule ? forRow(shown, (name) => rule(record, name)) : shown, record);
}

export function RowActions({ record }: { record: RaRecord }) {
  const states = useRowStates(record);
  const labelOf = useLabelOf(record);
  const builtIn = useRowCommands(record);
  // Dialogs that take input open over the list: they stay open as the row turns from table to card.
  const overlay = useOptionalRowOverlay();
  const commands = useCommandHost({ record }, undefined, overlay);
  const declared = useDeclarativeHost({ record }, undefined, overlay);
  const run = (name: string) => {
    const button = states.find((s) => s.button.name === name)?.button;
    if (commands.has(name)) commands.start(name);
    else if (button && isDeclarative(button)) declared.start(button);
    else builtIn.run(name);
  };
  const busy = builtIn.busy || declared.busy;
  const items: RowButtonItem[] = states.map((s) => ({
    key: s.key,
    label: labelOf(s),
    onClick: () => run(s.button.name),
    disabled: s.disabled,
    danger: s.button.name === 'delete',
    testId: `row-${s.button.name}`,
  }));
  return (
    <RowButtons items={items} busy={busy}>
      {builtIn.dialog}
      {commands.element}
      {declared.element}
    </RowButtons>
  );
}

/** Whether any row button survives the keys (else the actions column is left out). */
export function useHasRowActions(): boolean {
  return useRowStates(null).length > 0;
}
