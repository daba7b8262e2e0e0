import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN/access.json';
import { catalogKeys } from '../../support/catalog.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

const FILES = [...sources('src/admin/overrides'), ...sources('src/admin/pages/access'), 'src/admin/pages/DataPermission.tsx', 'src/admin/pages/Account.tsx'];

describe('access catalog', () => {
  it('has every key the access screens ask for', () => {
    const known = new Set(catalogKeys(zhCN));
    const used = new Set<string>();
    for (const file of FILES) {
      const text = readFileSync(file, 'utf8');
      // t('a.b'), t(x ? 'a.b' : 'c.d') and the overrides' 'access:a.b' label keys.
      for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/\?\s*'([a-zA-Z]+\.[a-zA-Z.]+)'\s*:\s*'([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(m[1]!).add(m[2]!);
      for (const m of text.matchAll(/'access:([a-zA-Z.]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(50);
    expect([...used].filter((k) => !known.has(k))).toEqual([]);
  });
});
