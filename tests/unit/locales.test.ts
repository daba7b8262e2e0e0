/** Every catalogue namespace in every language: the same files, the same keys, the same placeholders. */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/common/states.ts';
import { catalogKeys, catalogPlaceholders } from '../support/catalog.ts';

const read = (lang: string, file: string): unknown => JSON.parse(readFileSync(`locales/${lang}/${file}`, 'utf8'));
const namespaces = readdirSync('locales/zh-CN')
  .filter((f) => f.endsWith('.json'))
  .sort();

/** react-admin's own messages (`ra.*`) may use fewer placeholders in one language (中文 needs no plural count). */
const ownPlaceholders = (o: unknown) => Object.fromEntries(Object.entries(catalogPlaceholders(o)).filter(([k]) => !k.startsWith('ra.')));

describe('locale catalogues', () => {
  it('exist for every namespace in every language', () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(8);
    for (const lang of LANGS)
      expect(
        readdirSync(`locales/${lang}`)
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(namespaces);
  });

  it.each(namespaces)('%s has the same keys and placeholders in every language', (file) => {
    const zh = read('zh-CN', file);
    for (const lang of LANGS.filter((l) => l !== 'zh-CN')) {
      expect(catalogKeys(read(lang, file)), `${lang}/${file}`).toEqual(catalogKeys(zh));
      expect(ownPlaceholders(read(lang, file)), `${lang}/${file}`).toEqual(ownPlaceholders(zh));
    }
  });
});
