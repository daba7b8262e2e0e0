import { describe, expect, it } from 'vitest';
import { applyOverlay, mergeColumns } from '../../../src/admin/config/overlay.ts';
import { fieldLabel } from '../../../src/admin/engine/labels.ts';
import { createDefaults, validatorsOf } from '../../../src/admin/engine/form/rules.ts';
import type { ResourceDefinition } from '../../../src/admin/engine/types.ts';
import { positionType } from './fixtures.ts';

const def: ResourceDefinition = {
  ...positionType,
  overridable: [
    'label',
    'columns.order',
    'columns.visible',
    'columns.width',
    'form.span',
    'form.defaultValue',
    'form.required',
    'form.help',
  ],
};
const t = (key: string, o?: Record<string, unknown>) => String(o?._ ?? key);
const all = new Set(def.overridable);

describe('applying the run-time configuration', () => {
  it('labels the fields in the page language, other languages and empty texts leave the catalog label', () => {
    const merged = applyOverlay(def, { labels: { name: { 'zh-CN': '岗位类别', en: 'Kind' }, code: { 'zh-CN': '  ' } } }, 'zh-CN');
    expect(fieldLabel(t, merged, 'name')).toBe('岗位类别');
    expect(fieldLabel(t, merged, 'code')).toBe('类型编码');
    expect(fieldLabel(t, applyOverlay(def, { labels: { name: { en: 'Kind' } } }, 'zh-TW'), 'name')).toBe('类型名称');
  });
  it('orders, hides and sizes columns; columns added since the save keep their place at the end', () => {
    const columns = mergeColumns(
      def.list.columns,
      [{ prop: 'sort', width: 80 }, { prop: 'name' }, { prop: 'code', visible: false }, { prop: 'gone' }],
      all,
    );
    expect(columns.map((c) => c.prop)).toEqual(['sort', 'name', 'code', 'enabled', 'remark']);
    expect(columns[0]).toMatchObject({ prop: 'sort', width: 80 });
    expect(columns[2]).toMatchObject({ prop: 'code', hidden: true });
  });
  it('applies only what the definition still lets admins change', () => {
    const narrow: ResourceDefinition = { ...def, overridable: ['columns.width'] };
    const merged = applyOverlay(
      narrow,
      {
        labels: { name: { 'zh-CN': 'X' } },
        columns: [{ prop: 'code' }, { prop: 'name', width: 60, visible: false }],
        form: { name: { span: 6 } },
      },
      'zh-CN',
    );
    expect(merged.list.columns.map((c) => c.prop)).toEqual(['name', 'code', 'sort', 'enabled', 'remark']);
    expect(merged.list.columns[0]).toMatchObject({ width: 60 });
    expect(merged.list.columns[0]?.hidden).toBeUndefined();
    expect(fieldLabel(t, merged, 'name')).toBe('类型名称');
    expect(merged.form.items[0]?.span).toBe(24);
  });
  it('changes form spans, defaults, help and adds required flags without lifting the shipped ones', () => {
    const merged = applyOverlay(
      def,
      { form: { code: { span: 24, required: true, help: '大写字母' }, sort: { defaultValue: 9 }, name: { required: false } } },
      'zh-CN',
    );
    const byProp = Object.fromEntries(merged.form.items.map((i) => [i.prop, i]));
    expect(byProp.code).toMatchObject({ span: 24, required: true, help: '大写字母' });
    expect(createDefaults(merged).sort).toBe(9);
    expect(validatorsOf(merged, byProp.name!, '类型名称', t).some((v) => v.isRequired)).toBe(true);
    expect(validatorsOf(merged, byProp.code!, '类型编码', t)[0]?.('')).toBe('admin.form.required');
  });
  it('leaves the definition alone without an overlay', () => {
    expect(applyOverlay(def, undefined, 'zh-CN')).toBe(def);
  });
});
