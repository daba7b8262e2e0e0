import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import access from '../../../locales/zh-CN/access.json';
import position from '../../../locales/zh-CN/position.json';
import { catalogKeys } from '../../support/catalog.ts';

function sources(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((f) => {
    const p = join(path, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

/** The keys a screen's files ask of their namespace: t('a.b'), t(x ? 'a.b' : 'c.d') and '<ns>:a.b' labels. */
function usedKeys(files: readonly string[], ns: string): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(m[1]!);
    for (const m of text.matchAll(/\?\s*'([a-zA-Z]+\.[a-zA-Z.]+)'\s*:\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(m[1]!).add(m[2]!);
    for (const m of text.matchAll(new RegExp(`'${ns}:([a-zA-Z.]+)'`, 'g'))) used.add(m[1]!);
  }
  return used;
}

const SCREENS = [
  {
    ns: 'access',
    catalog: access,
    files: [
      'src/admin/overrides/tenement-user',
      'src/admin/overrides/role',
      'src/admin/pages/access',
      'src/admin/pages/DataPermission.tsx',
      'src/admin/pages/Account.tsx',
    ],
    atLeast: 50,
  },
  {
    ns: 'position',
    catalog: position,
    files: [
      'src/admin/overrides/position-info',
      'src/admin/overrides/short-position',
      'src/admin/pages/position',
      'src/admin/pages/SpecialForm.tsx',
    ],
    atLeast: 10,
  },
];

describe.each(SCREENS)('the $ns catalog', ({ ns, catalog, files, atLeast }) => {
  it('has every key its screens ask for', () => {
    const known = new Set(catalogKeys(catalog));
    const used = usedKeys(files.flatMap(sources), ns);
    expect(used.size).toBeGreaterThan(atLeast);
    expect([...used].filter((k) => !known.has(k))).toEqual([]);
  });
});
