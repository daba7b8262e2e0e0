/**
 * What loaded resource modules declare about themselves: their function keys (so a key that is
 * merely not granted is told apart from a typo) and the menu key behind each resource name (so
 * react-admin's canAccess can map `PositionType` to `positionType:*`). Filled when a generated
 * module runs createResource; hand-written pages call declareFunctionKeys for their own buttons.
 */
const declaredKeys = new Set<string>();
const menuKeys = new Map<string, string>();

export function declareFunctionKeys(keys: Iterable<string>): void {
  for (const k of keys) declaredKeys.add(k);
}

export function isDeclaredKey(key: string): boolean {
  return declaredKeys.has(key);
}

export function declareResourceMenuKey(resource: string, menuKey: string): void {
  menuKeys.set(resource, menuKey);
}

/** The menu key of a resource; by convention its name with a lower-case first letter. */
export function menuKeyOfResource(resource: string): string {
  return menuKeys.get(resource) ?? resource.charAt(0).toLowerCase() + resource.slice(1);
}
