import { describe, expect, it } from 'vitest';
import {
  createDefaults,
  elementOf,
  gridSize,
  isRequiredItem,
  submitValues,
  validatesOnChange,
  validatorsOf,
  visibleItems,
} from '../../../src/admin/engine/form/rules.ts';
import type { FormItemDef } from '../../../src/admin/engine/types.ts';
import zhCN from '../../../locales/zh-CN/admin.json';
import { positionType as def } from './fixtures.ts';
import { definitions } from '../../../generated/definitions.ts';
import { orderIssues } from '../../../src/common/field-order.ts';

/** A translator over the zh-CN catalog, interpolating {{x}} like i18next. */
function t(key: string, o: Record<string, unknown> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), zhCN);
  const text = typeof found === 'string' ? found : String(o._ ?? key);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(o[k] ?? ''));
}

const item = (prop: string): FormItemDef => def.form.items.find((i) => i.prop === prop)!;
const errorsOf = (prop: string, label: string, value: unknown) =>
  validatorsOf(def, item(prop), label, t)
    .map((v) => v(value))
    .filter(Boolean);

describe('form item rules', () => {
  it('says {label}不能为空 for a required empty value, marked for the asterisk', () => {
    const [required] = validatorsOf(def, item('name'), '类型名称', t);
    expect(required?.isRequired).toBe(true);
    expect(errorsOf('name', '类型名称', '  ')).toEqual(['类型名称不能为空']);
    expect(errorsOf('name', '类型名称', '生产')).toEqual([]);
  });
  it("reads required from the definition's required list too", () => {
    expect(isRequiredItem(def, { prop: 'name' })).toBe(true);
    expect(isRequiredItem(def, { prop: 'code' })).toBe(false);
  });
  it('checks the field schema: length, pattern, format, integer and range', () => {
    expect(errorsOf('code', '类型编码', 'ab cd')).toEqual(['类型编码格式不正确', '编码须以大写字母开头']);
    expect(errorsOf('code', '类型编码', 'X'.repeat(21))).toContain('类型编码最多 20 个字符');
    expect(errorsOf('phone', '电话', '12345')).toEqual(['电话格式不正确']);
    expect(errorsOf('phone', '电话', '13812345678')).toEqual([]);
    expect(errorsOf('sort', '排序', 1.5)).toEqual(['排序必须是整数']);
    expect(errorsOf('sort', '排序', 0)).toEqual(['排序不能小于 1']);
    expect(errorsOf('sort', '排序', 100000)).toEqual(['排序不能大于 99999']);
  });
  it('leaves empty optional values alone', () => {
    expect(errorsOf('code', '类型编码', '')).toEqual([]);
    expect(errorsOf('sort', '排序', null)).toEqual([]);
  });
  it('validates text inputs on blur and choices on change', () => {
    expect(validatesOnChange('input')).toBe(false);
    expect(validatesOnChange('textarea')).toBe(false);
    expect(validatesOnChange('select')).toBe(true);
    expect(validatesOnChange('switch')).toBe(true);
  });
  it('picks a widget from the field when el is missing', () => {
    expect(elementOf({ prop: 'phone' }, def.fields.phone)).toBe('input');
    expect(elementOf({ prop: 'sort' }, def.fields.sort)).toBe('number');
    expect(elementOf({ prop: 'kind' }, def.fields.kind)).toBe('select');
    expect(elementOf({ prop: 'x' }, { type: 'boolean', title: 'x' })).toBe('switch');
    expect(elementOf({ prop: 'x' }, { type: 'string', title: 'x', maxLength: 1000 })).toBe('textarea');
  });
});

describe('form values', () => {
  it('hides editHide items on edit', () => {
    expect(visibleItems(def, 'create').map((i) => i.prop)).toContain('secret');
    expect(visibleItems(def, 'edit').map((i) => i.prop)).not.toContain('secret');
  });
  it('starts create from defaultValue, else the field default', () => {
    expect(createDefaults(def)).toEqual({ sort: 1 });
  });
  it('trims strings, drops empty values and unknown props on create', () => {
    expect(submitValues(def, 'create', { name: '  生产 ', code: '', remark: '   ', sort: 3, secret: 's', extra: 1, id: 5 })).toEqual({
      name: '生产',
      sort: 3,
      secret: 's',
    });
  });
  it('sends null for a field emptied on edit, so the old value goes away', () => {
    const original = { id: 1, name: '生产', remark: '旧备注', code: '' };
    expect(submitValues(def, 'edit', { name: '生产 ', remark: '', code: '', secret: 'x' }, original)).toEqual({
      name: '生产',
      remark: null,
    });
  });
  it('maps 24-column spans to the 12-column grid', () => {
    expect(gridSize(24)).toBe(12);
    expect(gridSize(12)).toBe(6);
    expect(gridSize(11)).toBe(6);
    expect(gridSize(undefined)).toBe(12);
    expect(gridSize(1)).toBe(1);
  });
});

describe('order rules declared once (atLeast)', () => {
  const position = definitions.PositionInfo as unknown as typeof def;
  const ageMax = position.form.items.find((i) => i.prop === 'ageMax')!;
  const workEnd = position.form.items.find((i) => i.prop === 'workEndDate')!;
  const run = (it: FormItemDef, label: string, v: unknown, all: Record<string, unknown>) =>
    validatorsOf(position, it, label, t)
      .map((check) => check(v, all))
      .filter(Boolean);

  it('refuses a maximum age below the minimum in the form, naming the other field', () => {
    expect(run(ageMax, '最高年龄', 16, { ageMin: 60 })).toEqual(['最高年龄不能小于最低年龄']);
    expect(run(ageMax, '最高年龄', 60, { ageMin: 16 })).toEqual([]);
    expect(run(ageMax, '最高年龄', 30, {})).toEqual([]);
  });

  it('orders dates the same way', () => {
    expect(run(workEnd, '结束日期', '2026-01-01', { workStartDate: '2026-02-01' })).toEqual(['结束日期不能小于开工日期']);
    expect(run(workEnd, '结束日期', '2026-02-01', { workStartDate: '2026-02-01' })).toEqual([]);
  });

  it('gives the server the same verdict as field issues', () => {
    expect(orderIssues(position.fields, { ageMin: 60, ageMax: 16 })).toEqual({ ageMax: { rule: 'minimum', params: { limit: 60 } } });
    expect(orderIssues(position.fields, { workStartDate: '2026-02-01', workEndDate: '2026-01-31' })).toEqual({
      workEndDate: { rule: 'notBeforeDate', params: { limit: '2026-02-01' } },
    });
    expect(orderIssues(position.fields, { ageMin: 16, ageMax: null })).toEqual({});
  });
});
