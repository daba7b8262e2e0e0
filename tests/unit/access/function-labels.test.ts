/**
 * The grant tree names each function key by its action (新增, 发送Offer, Send offer): every action a
 * definition or a hand-written page declares has that name in every language, so no key
 * (`hire:sendOffer`, `applyPublish`) ever shows to the person granting it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { functionSeed } from '../../../generated/server/menu-seed.ts';
import { LANGS } from '../../../src/common/states.ts';
import { actionOf } from '../../../src/admin/pages/access/functionLabel.ts';

const actions = [...new Set(functionSeed.map((f) => actionOf(f.functionKey)))].sort();

describe('function key names', () => {
  it('reads the actions from the generated seed', () => {
    expect(actions).toEqual(expect.arrayContaining(['add', 'sendOffer', 'applyPublish', 'invite']));
  });

  for (const lang of LANGS) {
    it(`names every declared action in ${lang}`, () => {
      const names = (JSON.parse(readFileSync(`locales/${lang}/access.json`, 'utf8')) as { functions: Record<string, string> }).functions;
      expect(actions.filter((a) => !names[a]?.trim())).toEqual([]);
      if (lang !== 'en') expect(actions.filter((a) => /^[a-z][A-Za-z]*$/.test(names[a] ?? ''))).toEqual([]);
    });
  }
});
