/** The back office's positions rules: row buttons by state, and the special-form dialog's draft. */
import { describe, expect, it } from 'vitest';
import { PositionInfo } from '../../../generated/definitions/PositionInfo.ts';
import { gateRow } from '../../../src/admin/engine/list/gates.ts';
import type { ButtonDef } from '../../../src/admin/engine/types.ts';
import { bodyOf, draftIssues, draftOf, moveItem, newItem, type FormDraft } from '../../../src/admin/pages/position/formDraft.ts';

describe('position row buttons', () => {
  // The definition's buttons under src/common/position-lifecycle.ts, the table the server enforces.
  const states = (buttons: readonly ButtonDef[]) =>
    buttons.map((button) => ({ button, key: `positionInfo:${button.name}`, disabled: false }));
  const complete = { positionTypeId: 1, deptId: 2, officePlaceId: 3 };
  const off = (state: number, over: Record<string, unknown> = complete) =>
    gateRow(states(PositionInfo.list.actions), { id: 1, state, ...over })
      .filter((s) => s.disabled)
      .map((s) => s.button.name);
  it('follow the lifecycle', () => {
    expect(off(0)).toEqual(['publish', 'offline']);
    expect(off(1)).toEqual(['applyPublish', 'offline', 'delete']);
    expect(off(2)).toEqual(['edit', 'applyPublish', 'publish', 'delete']);
    expect(off(3)).toEqual(['publish', 'offline']);
    expect(gateRow(states([{ name: 'somethingElse' }]), { id: 1, state: 2 })[0]!.disabled).toBe(false);
  });

  it('keep 申请发布 and 发布 off while the position lacks its type, department or work place (the server says 1152)', () => {
    expect(off(0, { ...complete, officePlaceId: null })).toEqual(['applyPublish', 'publish', 'offline']);
    expect(off(1, { ...complete, positionTypeId: null })).toEqual(['applyPublish', 'publish', 'offline', 'delete']);
    expect(off(0, { ...complete, factoryId: null })).toEqual(['publish', 'offline']);
  });
});

describe('the special-form draft', () => {
  const draft = (over: Partial<FormDraft> = {}): FormDraft => ({ ...draftOf(null), name: '普工信息', ...over });

  it('starts with one single-line field named field1, and new fields take the next free key', () => {
    const d = draftOf(null);
    expect(d.items.map((i) => [i.prop, i.el])).toEqual([['field1', 'input']]);
    expect(newItem([...d.items, { ...d.items[0]!, prop: 'field2' }]).prop).toBe('field3');
  });

  it('finds what the server would refuse, by the server’s field paths', () => {
    const d = draft({ name: ' ' });
    d.items = [
      { ...newItem([]), prop: '1x', label: '' },
      { ...newItem([]), prop: 'Shift', label: '倒班', el: 'radio', options: [' '] },
      { ...newItem([]), prop: 'shift', label: '一二三四五六七八九十一二三四五六七八九十一' },
    ];
    expect(draftIssues(d)).toEqual({
      name: { rule: 'required' },
      'items.0.prop': { rule: 'prop' },
      'items.0.label': { rule: 'required' },
      'items.1.options': { rule: 'options' },
      'items.2.prop': { rule: 'propDuplicate' },
      'items.2.label': { rule: 'maxLength', params: { max: 20 } },
    });
    expect(draftIssues(draft({ items: [] }))).toEqual({ items: { rule: 'items' } });
  });

  it('sends trimmed items, choices for select and radio only, lengths for text only', () => {
    const d = draft();
    d.items = [
      { ...newItem([]), prop: ' height ', label: ' 身高 ', el: 'number', options: ['x'], maxLength: '5' },
      { ...newItem([]), prop: 'dorm', label: '住宿', el: 'radio', required: true, options: ['是', ' 否 ', '是', ''] },
      { ...newItem([]), prop: 'note', label: '备注', el: 'textarea', maxLength: '300' },
    ];
    expect(bodyOf(d)).toEqual({
      name: '普工信息',
      enabled: true,
      items: [
        { prop: 'height', label: '身高', el: 'number', required: false },
        { prop: 'dorm', label: '住宿', el: 'radio', required: true, options: ['是', '否'] },
        { prop: 'note', label: '备注', el: 'textarea', required: false, maxLength: 300 },
      ],
    });
  });

  it('moves fields within bounds', () => {
    const items = [newItem([]), { ...newItem([]), prop: 'b' }];
    expect(moveItem(items, 0, 1).map((i) => i.prop)).toEqual(['b', 'field1']);
    expect(moveItem(items, 0, -1).map((i) => i.prop)).toEqual(['field1', 'b']);
  });
});
