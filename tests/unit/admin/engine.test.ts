import { describe, expect, it } from 'vitest';
import { cellText, enumText, formatDate, formatDateTime, formatterOf, staticOptions } from '../../../src/admin/engine/format.ts';
import { fieldLabel, resourceTitle } from '../../../src/admin/engine/labels.ts';
import { canHide, columnWidth, toggleColumn, visibleColumns } from '../../../src/admin/engine/list/columnPrefs.ts';
import { jumpTarget, pageCount } from '../../../src/admin/engine/list/paging.ts';
import { filterSource } from '../../../src/admin/engine/list/filters.tsx';
import { representationOf } from '../../../src/admin/engine/createResource.tsx';
import { positionType } from './fixtures.ts';

const texts = { yes: '是', no: '否' };
const known: Record<string, string> = { 'resources.PositionType.fields.code': 'Code', 'admin.fields.enabled': '状态' };
const t = (key: string, o?: Record<string, unknown>) => known[key] ?? String(o?._ ?? key);

describe('cell formatters', () => {
  it('formats dates and datetimes in local time, empty for junk', () => {
    const local = new Date(2026, 0, 5, 9, 7, 3);
    expect(formatDateTime(local.toISOString())).toBe('2026-01-05 09:07:03');
    expect(formatDate('2026-03-09')).toBe('2026-03-09');
    expect(formatDate('nope')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });
  it('picks a formatter from the column, the system props or the field type', () => {
    expect(formatterOf({ prop: 'remark', formatter: 'tooltip' }, positionType.fields.remark)).toBe('tooltip');
    expect(formatterOf({ prop: 'enabled' }, undefined)).toBe('enabled');
    expect(formatterOf({ prop: 'updatedAt' }, undefined)).toBe('datetime');
    expect(formatterOf({ prop: 'kind' }, positionType.fields.kind)).toBe('enum');
    expect(formatterOf({ prop: 'name' }, positionType.fields.name)).toBe('text');
  });
  it('shows enum displays, booleans and plain text', () => {
    expect(enumText('2', staticOptions(positionType.fields.kind))).toBe('研发');
    expect(enumText(9, staticOptions(positionType.fields.kind))).toBe('9');
    expect(cellText(true, 'boolean', undefined, texts)).toBe('是');
    expect(cellText(null, 'text', undefined, texts)).toBe('');
    expect(cellText(12, 'text', undefined, texts)).toBe('12');
  });
});

describe('labels', () => {
  it('uses the resources.<Name>.fields.<prop> key, falling back to the title', () => {
    expect(fieldLabel(t, positionType, 'code')).toBe('Code');
    expect(fieldLabel(t, positionType, 'name')).toBe('类型名称');
    expect(fieldLabel(t, positionType, 'enabled')).toBe('状态');
    expect(fieldLabel(t, positionType, 'nothing')).toBe('nothing');
    expect(resourceTitle(t, positionType)).toBe('职位类型');
  });
  it('represents a record by its first string column', () => {
    expect(representationOf(positionType)).toBe('name');
  });
});

describe('columns', () => {
  const cols = positionType.list.columns;
  it('refuses to hide below 3 visible columns', () => {
    let hidden: readonly string[] = [];
    hidden = toggleColumn(cols, hidden, 'code');
    hidden = toggleColumn(cols, hidden, 'sort');
    expect(visibleColumns(cols, hidden)).toHaveLength(3);
    expect(canHide(cols, hidden, 'name')).toBe(false);
    expect(toggleColumn(cols, hidden, 'name')).toBe(hidden);
    expect(toggleColumn(cols, hidden, 'code')).toEqual(['sort']);
  });
  it('shows every column when stale preferences would leave fewer than 3', () => {
    expect(visibleColumns(cols, ['name', 'code', 'sort', 'enabled'])).toHaveLength(5);
  });
  it('caps widths at 300 px', () => {
    expect(columnWidth({ prop: 'x', width: 280 })).toBe(280);
    expect(columnWidth({ prop: 'x', width: 900 })).toBe(300);
    expect(columnWidth({ prop: 'x' })).toBeUndefined();
  });
});

describe('filters and paging', () => {
  it('names filter params after the operator', () => {
    expect(filterSource({ prop: 'name', op: 'contains' })).toBe('name_like');
    expect(filterSource({ prop: 'sort', op: 'gte' })).toBe('sort_gte');
    expect(filterSource({ prop: 'sort', op: 'lte' })).toBe('sort_lte');
    expect(filterSource({ prop: 'enabled' })).toBe('enabled');
  });
  it('counts pages and clamps the jumper', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(31, 10)).toBe(4);
    expect(jumpTarget('9', 4)).toBe(4);
    expect(jumpTarget('0', 4)).toBe(1);
    expect(jumpTarget('x', 4)).toBeNull();
  });
});
