import { describe, expect, it } from 'vitest';
import {
  MAX_FILTER_NAME_LENGTH,
  MAX_SAVED_FILTERS,
  addSaved,
  applicableFilter,
  cleanFilter,
  displayedFiltersOf,
  nameProblem,
  readSaved,
  removeSaved,
  sameFilter,
  savedFiltersKey,
  type SavedFilter,
} from '../../../src/admin/engine/list/savedFilters.ts';

const mine: SavedFilter[] = [
  { name: '普工', filter: { name_like: '普' } },
  { name: 'Enabled', filter: { enabled: 'true' } },
];

describe('saved filters', () => {
  it('live under the resource in the store', () => {
    expect(savedFiltersKey('PositionType')).toBe('PositionType.engine.savedFilters');
  });

  it('save only values that filter something', () => {
    expect(cleanFilter({ name_like: '普', code: '', remark: '  ', enabled: null, ids: [], sort_gte: 0, flag: false })).toEqual({
      name_like: '普',
      sort_gte: 0,
      flag: false,
    });
    expect(cleanFilter(undefined)).toEqual({});
  });

  it('trust the store only as far as it holds {name, filter} entries', () => {
    expect(readSaved(undefined)).toEqual([]);
    expect(readSaved('x')).toEqual([]);
    expect(readSaved([...mine, { name: 1, filter: {} }, { name: 'x', filter: [] }, null, { name: 'y' }])).toEqual(mine);
  });

  it('want a name, unique per list ignoring case and spaces, not too long, and room left', () => {
    expect(nameProblem(mine, '  ')).toBe('empty');
    expect(nameProblem(mine, ' 普工 ')).toBe('taken');
    expect(nameProblem(mine, 'enabled')).toBe('taken');
    expect(nameProblem(mine, 'x'.repeat(MAX_FILTER_NAME_LENGTH + 1))).toBe('tooLong');
    expect(nameProblem(mine, 'x'.repeat(MAX_FILTER_NAME_LENGTH))).toBeNull();
    const full = Array.from({ length: MAX_SAVED_FILTERS }, (_, i) => ({ name: `f${i}`, filter: {} }));
    expect(nameProblem(full, 'another')).toBe('full');
  });

  it('add at the end under the trimmed name, refuse a taken one, and delete by name', () => {
    const next = addSaved(mine, ' 技工 ', { name_like: '技', code: '' });
    expect(next.at(-1)).toEqual({ name: '技工', filter: { name_like: '技' } });
    expect(mine).toHaveLength(2);
    expect(addSaved(mine, '普工', { code: 'X' })).toEqual(mine);
    expect(removeSaved(next, '普工').map((s) => s.name)).toEqual(['Enabled', '技工']);
    expect(removeSaved(next, 'nope')).toEqual(next);
  });

  it("apply only the list's current filter sources, and show their inputs", () => {
    const filter = applicableFilter({ name_like: '普', dropped_since: 'x', enabled: '' }, ['name_like', 'enabled']);
    expect(filter).toEqual({ name_like: '普' });
    expect(displayedFiltersOf(filter)).toEqual({ name_like: true });
  });

  it('compare filters by what they filter', () => {
    expect(sameFilter({ a: '1', b: ['x', 'y'] }, { b: ['x', 'y'], a: '1', c: '' })).toBe(true);
    expect(sameFilter({ a: '1' }, { a: 1 })).toBe(false);
    expect(sameFilter({}, { a: null })).toBe(true);
  });
});
