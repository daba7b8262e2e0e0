/**
 * Where a list's buttons go, as pure rules so tests pin them down: a button shows when the engine
 * runs it itself, an override supplies its command, or the definition declares what it does
 * (`transition`, `api`; anything else stays hidden, as an unknown name did before commands
 * existed), and a row keeps its first five buttons inline, the rest under 更多. The function-key
 * rules (hide or disable) ran before: these take their output.
 */
import type { ButtonState } from '../buttons.ts';
import { isDeclarative } from './gates.ts';

export const MAX_INLINE_ROW_BUTTONS = 5;

/** The engine's own buttons per place; other names need an override command. */
export const ROW_COMMANDS: ReadonlySet<string> = new Set(['edit', 'enable', 'delete']);
export const TOOLBAR_COMMANDS: ReadonlySet<string> = new Set(['add', 'import', 'template', 'export', 'upload']);
export const BULK_COMMANDS: ReadonlySet<string> = new Set(['delete', 'enable']);

/** The states whose button can run here (the engine's own, an override's command, or declared in full by the definition), in the definition's order. */
export function runnableStates(
  states: readonly ButtonState[],
  builtIn: ReadonlySet<string>,
  commands: Readonly<Record<string, unknown>> | undefined,
): ButtonState[] {
  return states.filter(
    (s) => builtIn.has(s.button.name) || (commands !== undefined && Object.hasOwn(commands, s.button.name)) || isDeclarative(s.button),
  );
}

export interface RowPlacement<T = ButtonState> {
  inline: T[];
  more: T[];
}

/** The first `max` buttons inline, the rest in the 更多 menu. */
export function placeRowButtons<T>(states: readonly T[], max = MAX_INLINE_ROW_BUTTONS): RowPlacement<T> {
  return { inline: states.slice(0, max), more: states.slice(max) };
}

/** A row's own refusal (an override's rule) on top of the key rule: disabled either way. */
export function forRow(states: readonly ButtonState[], rowDisabled: ((name: string) => boolean) | undefined): ButtonState[] {
  if (!rowDisabled) return [...states];
  return states.map((s) => (s.disabled || !rowDisabled(s.button.name) ? s : { ...s, disabled: true }));
}
