import { describe, expect, it } from 'vitest';
import {
  FunctionKeyError,
  canAccessResource,
  functionKeyOf,
  keysInTree,
  routeHasKey,
  ruleAllows,
  type AccessData,
} from '../../../src/admin/access/keys.ts';
import { buttonStates } from '../../../src/admin/engine/buttons.ts';
import { fn, seededTree } from './fixtures.ts';

function access(keys: string[]): AccessData {
  return { tree: seededTree(), keys: new Set(keys), paths: new Set(), isAdmin: false };
}
const typeNode = () => seededTree()[1]!.children[0]!;
const declared = new Set(['positionType:export', 'positionType:import']);
const ctx = (node = typeNode(), keys = ['positionType:add']) => ({
  node,
  access: access(keys),
  isDeclared: (k: string) => declared.has(k),
});

describe('function keys', () => {
  it('defaults a button key to <menu.key>:<name>', () => {
    expect(functionKeyOf({ name: 'add' }, 'positionType')).toBe('positionType:add');
    expect(functionKeyOf({ name: 'add', functionKey: 'position:create' }, 'positionType')).toBe('position:create');
  });

  it('collects every key of the tree', () => {
    expect(keysInTree(seededTree())).toContain('tenementUser:export');
  });

  it("answers from the current route's childFunction", () => {
    expect(routeHasKey('positionType:delete', ctx())).toBe(true);
    // Known elsewhere in the tree, but not on this route.
    expect(routeHasKey('tenementUser:export', ctx())).toBe(false);
  });

  it('treats a declared but ungranted key as denied, not unknown', () => {
    expect(routeHasKey('positionType:export', ctx())).toBe(false);
  });

  it('raises an error for an unknown or malformed key (the seeds: a missing key raises an error)', () => {
    expect(() => routeHasKey('positionType:fly', ctx())).toThrow(FunctionKeyError);
    expect(() => routeHasKey('', ctx())).toThrow(/missing or malformed/);
    expect(() => routeHasKey('nocolon', ctx())).toThrow(FunctionKeyError);
  });

  it("falls back to the caller's keys outside a menu page", () => {
    expect(routeHasKey('positionType:add', { ...ctx(), node: null })).toBe(true);
    expect(routeHasKey('positionType:delete', { ...ctx(), node: null })).toBe(false);
  });

  it('applies show-if-has-key and hide-if-has-key', () => {
    expect(ruleAllows({ show: 'a:b' }, true)).toBe(true);
    expect(ruleAllows({ show: 'a:b' }, false)).toBe(false);
    expect(ruleAllows({ hide: 'a:b' }, true)).toBe(false);
    expect(ruleAllows({ hide: 'a:b' }, false)).toBe(true);
  });

  it('hides denied buttons or disables them with whenDenied: disable', () => {
    const has = (k: string) => k === 'positionType:add';
    const states = buttonStates([{ name: 'add' }, { name: 'delete' }, { name: 'export', whenDenied: 'disable' }], 'positionType', has);
    expect(states.map((s) => [s.key, s.disabled])).toEqual([
      ['positionType:add', false],
      ['positionType:export', true],
    ]);
  });

  it('answers react-admin canAccess from the same keys', () => {
    const a = access(['positionType:add', 'positionType:edit']);
    expect(canAccessResource(a, 'positionType', 'list')).toBe(true);
    expect(canAccessResource(a, 'positionType', 'create')).toBe(true);
    expect(canAccessResource(a, 'positionType', 'edit')).toBe(true);
    expect(canAccessResource(a, 'positionType', 'delete')).toBe(false);
    expect(canAccessResource(a, 'nowhere', 'list')).toBe(false);
    expect(fn('x:y')).toEqual({ functionKey: 'x:y', name: 'x:y' });
  });
});
