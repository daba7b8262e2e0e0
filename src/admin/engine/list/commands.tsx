/**
 * Custom buttons backed by override commands (ResourceOverrides.commands): pressing one mounts
 * its component with the row or the selection; closing it with `done` reloads the list.
 */
import { Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { transitionRow } from '../../../common/state-tables.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { useEngine } from '../EngineContext.tsx';
import { buttonLabel } from '../labels.ts';
import type { ButtonDef, CommandProps } from '../types.ts';
import type { OverlayRender } from './RowOverlay.tsx';

export interface CommandTarget {
  record?: RaRecord;
  selectedIds?: readonly Identifier[];
}

export interface CommandHost {
  /** Whether an override runs this button. */
  has: (name: string) => boolean;
  start: (name: string) => void;
  /** The running command's component (render it anywhere under the list). */
  element: ReactNode;
}

/**
 * `overlay`: a row's commands open over the list (RowOverlay.tsx), so they stay open when the row
 * changes form (table and cards); without it the command is the host's `element`.
 */
export function useCommandHost(
  target: CommandTarget,
  onDone?: () => void,
  overlay?: ((render: OverlayRender) => void) | null,
): CommandHost {
  const { overrides } = useEngine();
  const refresh = useRefresh();
  const [running, setRunning] = useState<string | null>(null);
  const commands = overrides.commands;
  const has = useCallback((name: string) => commands !== undefined && Object.hasOwn(commands, name), [commands]);
  const after = (done: boolean) => {
    if (!done) return;
    onDone?.();
    refresh();
  };
  // Commands usually load their dialog lazily; nothing shows until it is there.
  const mount = (Command: ComponentType<CommandProps>, onClose: (done: boolean) => void) => (
    <Suspense fallback={null}>
      <Command {...target} open onClose={onClose} />
    </Suspense>
  );
  const start = (name: string) => {
    const Command = commands?.[name];
    if (!overlay || !Command) return setRunning(name);
    overlay(({ open, onClose }) =>
      open
        ? mount(Command, (done) => {
            onClose();
            after(done);
          })
        : null,
    );
  };
  const Command = running ? commands?.[running] : undefined;
  const element = Command
    ? mount(Command, (done) => {
        setRunning(null);
        after(done);
      })
    : null;
  return { has, start, element };
}

/** Button labels with the overrides' own keys first, then a transition's own name in the page's language. */
export function useButtonLabel(): (button: ButtonDef) => string {
  const t = useTranslate();
  const { overrides } = useEngine();
  return (button) => {
    const own = overrides.buttonLabels?.[button.name];
    const row = !own && button.transition !== undefined ? transitionRow(button.transition) : undefined;
    return row ? row.label[currentLang()] : buttonLabel(t, button, own);
  };
}
