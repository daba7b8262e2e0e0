import { describe, expect, it } from 'vitest';
import { activeCount, filtersToSearch, parseFilters, toQuery, withFilter } from '../../../src/portal/pages/PositionList/filters.ts';

describe('position list filters in the address', () => {
  it('reads every filter and round-trips it', () => {
    const search =
      '?keyword=CNC&type=%E6%8A%80%E6%9C%AF%E5%B7%A5&tags=%E5%8C%85%E4%BD%8F&tags=%E5%8F%8C%E4%BC%91&place=%E8%8B%8F%E5%B7%9E&factory=A%E5%8E%82&rt=3&tenementId=4&sort=salary&page=2&perPage=20';
    const f = parseFilters(search);
    expect(f).toEqual({
      keyword: 'CNC',
      type: '技术工',
      tags: ['包住', '双休'],
      place: '苏州',
      factory: 'A厂',
      rt: 3,
      sort: 'salary',
      page: 2,
      perPage: 20,
      tenementId: 4,
    });
    expect(parseFilters(filtersToSearch(f))).toEqual(f);
  });
  it('falls back on defaults for missing or bad values and leaves defaults out of links', () => {
    const f = parseFilters('?page=0&perPage=15&sort=x&rt=-1&tags=&tags=a&tags=a');
    expect(f).toMatchObject({ page: 1, perPage: 10, sort: 'newest', rt: null, tags: ['a'] });
    expect(filtersToSearch(parseFilters(''))).toBe('');
  });
  it('starts again at page 1 when a filter changes', () => {
    const f = parseFilters('?page=3');
    expect(withFilter(f, { tags: ['x'] }).page).toBe(1);
    expect(withFilter(f, { page: 4 }).page).toBe(4);
    expect(activeCount(withFilter(f, { tags: ['x', 'y'], place: 'p' }))).toBe(3);
  });
});

describe('server query of each list', () => {
  it('social is experienced hire only on desktop; phones may pick campus or short term there', () => {
    expect(toQuery(parseFilters('?rt=2'), 'social', false).recruitmentType).toEqual([1]);
    expect(toQuery(parseFilters('?rt=2'), 'social', true).recruitmentType).toEqual([2]);
    expect(toQuery(parseFilters(''), 'social', true).recruitmentType).toEqual([1]);
  });
  it('recruit is campus and short term together unless one is picked', () => {
    expect(toQuery(parseFilters(''), 'recruit', false).recruitmentType).toEqual([2, 3]);
    expect(toQuery(parseFilters('?rt=3'), 'recruit', false).recruitmentType).toEqual([3]);
    expect(toQuery(parseFilters('?rt=1'), 'recruit', false).recruitmentType).toEqual([2, 3]);
  });
  it('news is every type, newest first', () => {
    const q = toQuery(parseFilters('?sort=salary&keyword=x'), 'news', false);
    expect(q).toMatchObject({ recruitmentType: undefined, sort: 'newest', keyword: 'x' });
  });
  it('names the filters as the server reads them', () => {
    const q = toQuery(parseFilters('?type=A&tags=t1&tags=t2&place=P&factory=F&tenementId=9'), 'social', false);
    expect(q).toMatchObject({ positionType: 'A', tags: ['t1', 't2'], place: 'P', factory: 'F', tenementId: 9, page: 1, perPage: 10 });
  });
});
