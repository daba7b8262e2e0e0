/**
 * Buttons of a definition under the function-key rules: a button without its key is left out
 * (whenDenied 'hide', the default) or shown disabled ('disable').
 */
import { useAccess, useRouteNode } from '../access/AccessContext.tsx';
import { isDeclaredKey } from '../access/declared.ts';
import { functionKeyOf, routeHasKey } from '../access/keys.ts';
import type { ButtonDef } from './types.ts';

export interface ButtonState {
  button: ButtonDef;
  key: string;
  disabled: boolean;
}

export function buttonStates(buttons: readonly ButtonDef[], menuKey: string, has: (key: string) => boolean): ButtonState[] {
  const out: ButtonState[] = [];
  for (const button of buttons) {
    const key = functionKeyOf(button, menuKey);
    if (has(key)) out.push({ button, key, disabled: false });
    else if (button.whenDenied === 'disable') out.push({ button, key, disabled: true });
  }
  return out;
}

/** The rule applied with the current route's keys; an unknown key throws (the seeds' rule). */
export function useButtonStates(buttons: readonly ButtonDef[] | undefined, menuKey: string): ButtonState[] {
  const access = useAccess();
  const node = useRouteNode();
  return buttonStates(buttons ?? [], menuKey, (key) => routeHasKey(key, { access, node, isDeclared: isDeclaredKey }));
}
