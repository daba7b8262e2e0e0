/**
 * A function key's label in the grant tree. The seeded name of a key is the key itself
 * (`tenementUser:add`), so the action after the colon names it (新增, 调整部门); a key named
 * otherwise by the menu administrators keeps its name.
 */
import type { MenuFunction } from './api.ts';

type T = (key: string, options?: Record<string, unknown>) => string;

export function actionOf(functionKey: string): string {
  const i = functionKey.indexOf(':');
  return i < 0 ? functionKey : functionKey.slice(i + 1);
}

export function functionLabel(t: T, fn: Pick<MenuFunction, 'functionKey' | 'name'>): string {
  if (fn.name && fn.name !== fn.functionKey) return fn.name;
  const action = actionOf(fn.functionKey);
  return t(`functions.${action}`, { defaultValue: action });
}

/** The order the buttons usually appear in on a screen; other actions follow, by key. */
const ACTION_ORDER = ['add', 'edit', 'enable', 'delete', 'import', 'template', 'export'];

export function sortFunctions<F extends Pick<MenuFunction, 'functionKey'>>(fns: readonly F[]): F[] {
  const rank = (f: F) => {
    const i = ACTION_ORDER.indexOf(actionOf(f.functionKey));
    return i < 0 ? ACTION_ORDER.length : i;
  };
  return [...fns].sort((a, b) => rank(a) - rank(b) || a.functionKey.localeCompare(b.functionKey));
}
