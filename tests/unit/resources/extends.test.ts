/** `extends` in resource definitions: the merge rule, and the loader's plain-words refusals. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDefinitions, parseDefinition } from '../../../src/server/modules/resources/definitions.ts';
import { mergeDefinition } from '../../../src/server/modules/resources/extends.ts';

describe('mergeDefinition', () => {
  const base = {
    schemaVersion: 1,
    name: 'Base',
    api: {
      controller: 'C',
      actions: { list: 'GetList', detail: 'GetDetail', dropdown: 'GetDropDown', update: { path: 'Update', method: 'PUT' } },
    },
    menu: { id: 1, parentId: null, key: 'base', path: '/web/base', title: 'B', icon: 'Work', sort: 3 },
    fields: { a: { type: 'string', title: 'A', maxLength: 5 }, b: { type: 'integer', title: 'B' } },
    list: { columns: [{ prop: 'a' }], filters: [{ prop: 'a' }], actions: [{ name: 'edit' }], defaultSort: '-a' },
    form: { width: 600, items: [{ prop: 'a' }] },
  };

  it('merges the top level, api, api.actions, list, form and fields key by key; replaces anything else whole', () => {
    const merged = mergeDefinition(base, {
      extends: 'base',
      name: 'Own',
      api: { actions: { list: 'GetOwnList', update: { path: 'UpdateOwn' } } },
      menu: { id: 2, parentId: null, key: 'own', path: '/web/own', title: 'O' },
      fields: { a: { type: 'string', title: 'A2' }, c: { type: 'date', title: 'C' } },
      list: { columns: [{ prop: 'c' }], actions: [] },
      form: { items: [] },
    });
    expect(merged).toEqual({
      schemaVersion: 1,
      name: 'Own',
      api: {
        controller: 'C',
        actions: { list: 'GetOwnList', detail: 'GetDetail', dropdown: 'GetDropDown', update: { path: 'UpdateOwn' } },
      },
      // The screen's own menu node, nothing of the base's (not its icon or sort).
      menu: { id: 2, parentId: null, key: 'own', path: '/web/own', title: 'O' },
      // A field given is the whole field (A2 has no maxLength); the others stay.
      fields: { a: { type: 'string', title: 'A2' }, b: { type: 'integer', title: 'B' }, c: { type: 'date', title: 'C' } },
      list: { columns: [{ prop: 'c' }], filters: [{ prop: 'a' }], actions: [], defaultSort: '-a' },
      form: { width: 600, items: [] },
    });
  });

  it('removes what the screen sets to null, and keeps no `extends`', () => {
    const merged = mergeDefinition(base, {
      extends: 'base',
      api: { actions: { dropdown: null } },
      fields: { b: null },
      list: { defaultSort: null },
    });
    expect(merged.api).toEqual({
      controller: 'C',
      actions: { list: 'GetList', detail: 'GetDetail', update: { path: 'Update', method: 'PUT' } },
    });
    expect(Object.keys(merged.fields as object)).toEqual(['a']);
    expect(merged.list).toEqual({ columns: [{ prop: 'a' }], filters: [{ prop: 'a' }], actions: [{ name: 'edit' }] });
    expect('extends' in merged).toBe(false);
  });
});

describe('the loader resolves extends', () => {
  let dir = '';
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));
  const write = (files: Record<string, unknown>) => {
    dir = mkdtempSync(path.join(tmpdir(), 'defs-'));
    for (const [name, body] of Object.entries(files))
      writeFileSync(path.join(dir, `${name}.json`), typeof body === 'string' ? body : JSON.stringify(body));
    return dir;
  };
  const tags = JSON.parse(readFileSync('resources/position-tags.json', 'utf8')) as Record<string, unknown>;
  const screen = (over: Record<string, unknown>) => ({
    schemaVersion: 1,
    name: 'OwnTags',
    menu: { id: 9901, parentId: 100, key: 'ownTags', path: '/web/own/tags', title: '自己的' },
    ...over,
  });
  const messages = (d: string) => loadDefinitions(d).problems.map((p) => `${path.basename(p.file)} ${p.pointer}: ${p.message}`);

  it('gives the merged definition to everyone, and says which base it came from', () => {
    const { loaded, problems } = loadDefinitions(write({ 'position-tags': tags, 'own-tags': screen({ extends: 'position-tags' }) }));
    expect(problems).toEqual([]);
    const own = loaded.find((l) => l.definition.name === 'OwnTags')!;
    expect(own.extends).toBe('position-tags');
    expect(own.definition.fields).toEqual((tags as { fields: unknown }).fields);
    expect(own.definition.menu.key).toBe('ownTags');
    expect('extends' in own.definition).toBe(false);
  });

  it('follows a chain of bases', () => {
    const { loaded, problems } = loadDefinitions(
      write({
        'position-tags': tags,
        mid: screen({ extends: 'position-tags', description: 'mid' }),
        top: {
          schemaVersion: 1,
          extends: 'mid',
          name: 'Top',
          menu: { id: 9902, parentId: 100, key: 'top', path: '/web/top', title: '顶' },
        },
      }),
    );
    expect(problems).toEqual([]);
    expect(loaded.find((l) => l.definition.name === 'Top')!.definition.description).toBe('mid');
  });

  it('names a missing base, a circle, a bad name and an unreadable base in plain words', () => {
    expect(messages(write({ a: screen({ extends: 'nowhere' }) }))).toEqual([
      'a.json /extends: extends "nowhere", but there is no resources/nowhere.json',
    ]);
    expect(messages(write({ a: screen({ extends: 'b' }), b: screen({ extends: 'a', name: 'B' }) }))).toEqual([
      'a.json /extends: "extends" goes round in a circle: a → b → a',
      'b.json /extends: "extends" goes round in a circle: b → a → b',
    ]);
    expect(messages(write({ a: screen({ extends: 'a' }) }))).toEqual(['a.json /extends: "extends" goes round in a circle: a → a']);
    expect(messages(write({ a: screen({ extends: 'B.json' }) }))).toEqual([
      'a.json /extends: "extends" must name another definition\'s file without ".json" (got "B.json")',
    ]);
    expect(messages(write({ a: screen({ extends: 'b' }), b: '{ broken' }))).toEqual([
      'a.json /extends: extends "b", which cannot be read itself (see resources/b.json\'s own problems)',
      expect.stringMatching(/^b\.json : is not valid JSON/),
    ]);
  });

  it('validates the merged definition: a screen still needs what its base lacks', () => {
    expect(messages(write({ 'position-tags': tags, a: screen({ extends: 'position-tags', list: { columns: [] } }) }))).toEqual([
      'a.json /list/columns: must NOT have fewer than 1 items',
    ]);
    // Alone (no loader to find the base), a screen cannot be completed.
    expect(parseDefinition('resources/a.json', JSON.stringify(screen({ extends: 'position-tags' }))).problems).toEqual([
      { file: 'resources/a.json', pointer: '/extends', message: 'extends "position-tags", but there is no resources/position-tags.json' },
    ]);
    // Without extends every required part is asked for, as before.
    expect(messages(write({ a: { schemaVersion: 1, name: 'A' } }))).toContain('a.json /: is missing the required property "api"');
  });
});
