import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import zhCN from '../../../locales/zh-CN/access.json';
import zhTW from '../../../locales/zh-TW/access.json';
import en from '../../../locales/en/access.json';

function keys(o: unknown, prefix = ''): string[] {
  if (o === null || typeof o !== 'object' || Array.isArray(o)) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)).sort();
}

function placeholders(o: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out[path] = [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(o, '');
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : /\.tsx?$/.test(f) ? [p] : [];
  });
}

const FILES = [...sources('src/admin/overrides'), ...sources('src/admin/pages/access'), 'src/admin/pages/DataPermission.tsx', 'src/admin/pages/Account.tsx'];

describe('access catalog', () => {
  it('has the same keys and placeholders in every language', () => {
    expect(keys(zhTW)).toEqual(keys(zhCN));
    expect(keys(en)).toEqual(keys(zhCN));
    expect(placeholders(zhTW)).toEqual(placeholders(zhCN));
    expect(placeholders(en)).toEqual(placeholders(zhCN));
  });

  it('has every key the access screens ask for', () => {
    const known = new Set(keys(zhCN));
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
