import { describe, expect, it } from 'vitest';
import {
  deleteParams,
  enableBody,
  exportParams,
  filterParams,
  isEnableOnly,
  listParams,
  parseSort,
  sortParam,
  toListResult,
  updateBody,
  writableFields,
} from '../../../src/admin/data/mapping.ts';
import { buildQuery } from '../../../src/shell/httpCore.ts';

describe('list query mapping', () => {
  it('maps page, perPage, sort and filters to the server params', () => {
    const q = listParams({
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'sort', order: 'DESC' },
      filter: { name_like: ' 生产 ', enabled: 'true', sort_gte: 2 },
    });
    expect(q).toEqual({ name_like: '生产', enabled: 'true', sort_gte: 2, page: 3, perPage: 20, sort: '-sort' });
    expect(buildQuery(q)).toBe('?name_like=%E7%94%9F%E4%BA%A7&enabled=true&sort_gte=2&page=3&perPage=20&sort=-sort');
  });
  it('sorts ascending without a sign and leaves sort out without a field', () => {
    expect(sortParam({ field: 'name', order: 'ASC' })).toBe('name');
    expect(sortParam(undefined)).toBeUndefined();
    expect(listParams({ pagination: { page: 1, perPage: 10 }, sort: { field: '', order: 'ASC' } })).toEqual({ page: 1, perPage: 10 });
  });
  it('clamps paging to the contract (page ≥ 1, perPage ≤ 100)', () => {
    expect(listParams({ pagination: { page: 0, perPage: 500 } })).toMatchObject({ page: 1, perPage: 100 });
  });
  it('drops empty, null and nested filter values and keeps arrays and booleans', () => {
    expect(filterParams({ a: '', b: '  ', c: null, d: undefined, e: { x: 1 }, f: [1, '', 2], g: false, h: Number.NaN })).toEqual({
      f: [1, 2],
      g: false,
    });
  });
  it('lets paging win over a filter that shares its name', () => {
    expect(listParams({ pagination: { page: 2, perPage: 10 }, filter: { page: 9 } }).page).toBe(2);
  });
  it('exports with the filters and sort but no page', () => {
    expect(exportParams({ sort: { field: 'name', order: 'ASC' }, filter: { name_like: 'a' } })).toEqual({ name_like: 'a', sort: 'name' });
  });
  it('reads the definition default sort', () => {
    expect(parseSort('-sort')).toEqual({ field: 'sort', order: 'DESC' });
    expect(parseSort('name')).toEqual({ field: 'name', order: 'ASC' });
    expect(parseSort(undefined)).toEqual({ field: 'id', order: 'DESC' });
  });
  it("turns the list page into react-admin's result", () => {
    expect(toListResult({ list: [{ id: 1 }], totalCount: 31, page: 1, perPage: 10 })).toEqual({ data: [{ id: 1 }], total: 31 });
  });
  it('carries a count the server stopped at its cap in meta, for the pager to say "10000+"', () => {
    const capped = { list: [{ id: 1 }], totalCount: 10_000, totalCapped: true, page: 1, perPage: 10 };
    expect(toListResult(capped)).toEqual({ data: [{ id: 1 }], total: 10_000, meta: { totalCapped: true } });
    expect(toListResult({ ...capped, totalCapped: false })).toEqual({ data: [{ id: 1 }], total: 10_000 });
  });
});

describe('write mapping', () => {
  it("never writes the server's own columns", () => {
    expect(writableFields({ id: 1, name: 'a', enabled: true, createdAt: 'x', updatedAt: 'y', remark: null })).toEqual({
      name: 'a',
      remark: null,
    });
    expect(updateBody(7, { id: 99, name: 'b', updatedAt: 'z' })).toEqual({ id: 7, name: 'b' });
  });
  it('deletes with repeated ids and enables with numeric ids', () => {
    expect(buildQuery(deleteParams([1, 2]))).toBe('?ids=1&ids=2');
    expect(enableBody(['3', 4], false)).toEqual({ ids: [3, 4], enabled: false });
  });
  it('recognises an updateMany that only toggles enabled', () => {
    expect(isEnableOnly({ enabled: true })).toBe(true);
    expect(isEnableOnly({ enabled: true, name: 'x' })).toBe(false);
    expect(isEnableOnly({ enabled: 'yes' })).toBe(false);
  });
});
