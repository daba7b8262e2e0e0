import { describe, expect, it } from 'vitest';
import {
  canHideColumn,
  draftFrom,
  draftIssues,
  labelProps,
  moveColumn,
  parseDefault,
  toOverlay,
  type Draft,
} from '../../../src/admin/pages/resource-config/draft.ts';
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

const edit = (d: Draft, change: (d: Draft) => void): Draft => {
  const copy = structuredClone(d);
  change(copy);
  return copy;
};

describe('the 界面配置 draft', () => {
  it('saves nothing when nothing changed', () => {
    expect(toOverlay(def, draftFrom(def, {}))).toEqual({});
  });
  it('round-trips a saved overlay', () => {
    const overlay = {
      labels: { name: { 'zh-CN': '岗位类别', en: 'Kind' } },
      columns: [{ prop: 'code' }, { prop: 'name', width: 120 }, { prop: 'sort', visible: false }, { prop: 'enabled' }, { prop: 'remark' }],
      form: { code: { span: 24, required: true, help: '大写' }, sort: { defaultValue: 5 } },
    };
    expect(toOverlay(def, draftFrom(def, overlay))).toEqual(overlay);
  });
  it('lists the full column order once anything about columns changed', () => {
    const d = edit(draftFrom(def, {}), (x) => {
      x.columns = moveColumn(x.columns, 1, -1);
    });
    expect(toOverlay(def, d).columns?.map((c) => c.prop)).toEqual(['code', 'name', 'sort', 'enabled', 'remark']);
    const w = edit(draftFrom(def, {}), (x) => {
      x.columns[4]!.width = '90';
    });
    expect(toOverlay(def, w).columns).toContainEqual({ prop: 'remark', width: 90 });
  });
  it('keeps at least 3 columns visible', () => {
    const d = edit(draftFrom(def, {}), (x) => {
      x.columns[0]!.visible = false;
      x.columns[1]!.visible = false;
    });
    expect(canHideColumn(d.columns, 2)).toBe(false);
    expect(canHideColumn(d.columns, 0)).toBe(true);
    const bad = edit(d, (x) => {
      x.columns[2]!.visible = false;
    });
    expect(draftIssues(def, bad)['overlay.columns']).toEqual({ rule: 'minColumns', min: 3 });
  });
  it("checks widths, spans, defaults and lengths under the server's keys", () => {
    const d = edit(draftFrom(def, {}), (x) => {
      x.columns[1]!.width = '301';
      x.form.name!.span = '0';
      x.form.sort!.defaultValue = 'abc';
      x.form.code!.help = 'x'.repeat(201);
      x.labels.name!.en = 'y'.repeat(51);
    });
    expect(draftIssues(def, d)).toEqual({
      'overlay.columns.1.width': { rule: 'range', min: 40, max: 300 },
      'overlay.form.name.span': { rule: 'range', min: 1, max: 24 },
      'overlay.form.sort.defaultValue': { rule: 'number' },
      'overlay.form.code.help': { rule: 'maxLength', max: 200 },
      'overlay.labels.name': { rule: 'maxLength', max: 50 },
    });
  });
  it("never saves a lifted required flag, and parses defaults in the field's type", () => {
    const d = edit(draftFrom(def, {}), (x) => {
      x.form.name!.required = false;
    });
    expect(toOverlay(def, d)).toEqual({});
    expect(parseDefault(def.fields.kind, '2')).toBe(2);
    expect(parseDefault({ type: 'boolean', title: '开关' }, 'false')).toBe(false);
    expect(parseDefault(def.fields.name, ' ')).toBeUndefined();
  });
  it('offers labels for columns, form items and the other fields', () => {
    expect(labelProps(def)).toEqual(['name', 'code', 'sort', 'enabled', 'remark', 'kind', 'phone', 'secret']);
  });
});

describe('the 界面配置 texts', () => {
  it("shows each language's shipped label, and where an error key points", async () => {
    await import('../../../src/admin/i18nProvider.ts');
    const { shippedLabel, whereText } = await import('../../../src/admin/pages/resource-config/texts.ts');
    expect(shippedLabel(def, 'name', 'en')).toBe('Type name');
    expect(shippedLabel(def, 'name', 'zh-TW')).toBe('類型名稱');
    expect(shippedLabel(def, 'kind', 'en')).toBe('类别');
    const t = (key: string) =>
      ({ 'admin.resourceConfig.tabs.columns': '列表列', 'admin.resourceConfig.columns.width': '宽度' })[key] ?? key;
    expect(whereText(t, 'overlay.columns.1.width', def, draftFrom(def, {}), 'zh-CN')).toBe('列表列 · 类型编码 · 宽度');
    expect(whereText(t, 'somewhere', def, null, 'zh-CN')).toBe('somewhere');
  });
});
