/** Reading i18next catalogues in tests: their keys and their placeholders. */

/** Every leaf key, dotted; i18next plural suffixes folded (English has `_one/_other`, Chinese none). */
export function catalogKeys(o: unknown, prefix = ''): string[] {
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return [prefix.replace(/_(one|other)$/, '')];
  return [...new Set(Object.entries(o).flatMap(([k, v]) => catalogKeys(v, prefix ? `${prefix}.${k}` : k)))].sort();
}

/** The `{{name}}` placeholders of every text, by key (plural forms folded like the keys). */
export function catalogPlaceholders(o: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string')
      out[path.replace(/_(one|other)$/, '')] = [...new Set([...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!))].sort();
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(o, '');
  return out;
}
