import { describe, expect, it } from 'vitest';
import { buttonStates, type ButtonState } from '../../../src/admin/engine/buttons.ts';
import { buttonLabel } from '../../../src/admin/engine/labels.ts';
import {
  BULK_COMMANDS,
  MAX_INLINE_ROW_BUTTONS,
  ROW_COMMANDS,
  TOOLBAR_COMMANDS,
  forRow,
  placeRowButtons,
  runnableStates,
} from '../../../src/admin/engine/list/placement.ts';
import type { ButtonDef } from '../../../src/admin/engine/types.ts';

const row: ButtonDef[] = [
  { name: 'edit' },
  { name: 'enable' },
  { name: 'changeDept', label: '调整部门' },
  { name: 'resetPassword', label: '重置密码', whenDenied: 'disable' },
  { name: 'transfer' },
  { name: 'delete', confirm: true },
  { name: 'audit' },
];
const command = () => null;
const names = (states: readonly ButtonState[]) => states.map((s) => s.button.name);
const all = (key: string) => key.startsWith('tenementUser:');

describe('custom buttons', () => {
  it("show only when the engine or an override command runs them, in the definition's order", () => {
    const states = buttonStates(row, 'tenementUser', all);
    expect(names(runnableStates(states, ROW_COMMANDS, undefined))).toEqual(['edit', 'enable', 'delete']);
    expect(names(runnableStates(states, ROW_COMMANDS, { changeDept: command, resetPassword: command }))).toEqual([
      'edit',
      'enable',
      'changeDept',
      'resetPassword',
      'delete',
    ]);
  });
  it('keep their function key and its hide or disable rule', () => {
    const granted = new Set(['tenementUser:edit', 'tenementUser:changeDept']);
    const states = runnableStates(
      buttonStates(row, 'tenementUser', (k) => granted.has(k)),
      ROW_COMMANDS,
      { changeDept: command, resetPassword: command },
    );
    expect(states.map((s) => [s.key, s.disabled])).toEqual([
      ['tenementUser:edit', false],
      ['tenementUser:changeDept', false],
      ['tenementUser:resetPassword', true],
    ]);
  });
  it('count toward the five inline row buttons; the rest go under 更多', () => {
    const commands = { changeDept: command, resetPassword: command, transfer: command, audit: command };
    const { inline, more } = placeRowButtons(runnableStates(buttonStates(row, 'tenementUser', all), ROW_COMMANDS, commands));
    expect(MAX_INLINE_ROW_BUTTONS).toBe(5);
    expect(names(inline)).toEqual(['edit', 'enable', 'changeDept', 'resetPassword', 'transfer']);
    expect(names(more)).toEqual(['delete', 'audit']);
    const five = placeRowButtons(
      runnableStates(buttonStates(row, 'tenementUser', all), ROW_COMMANDS, { changeDept: command, resetPassword: command }),
    );
    expect(five.more).toEqual([]);
  });
  it('work on the toolbar and in bulk as well', () => {
    const toolbar = buttonStates([{ name: 'add' }, { name: 'userType' }, { name: 'export' }, { name: 'mystery' }], 'tenementUser', all);
    expect(names(runnableStates(toolbar, TOOLBAR_COMMANDS, { userType: command }))).toEqual(['add', 'userType', 'export']);
    const bulk = buttonStates([{ name: 'delete' }, { name: 'changeDept' }], 'tenementUser', all);
    expect(names(runnableStates(bulk, BULK_COMMANDS, {}))).toEqual(['delete']);
    expect(names(runnableStates(bulk, BULK_COMMANDS, { changeDept: command }))).toEqual(['delete', 'changeDept']);
  });
  it("are disabled on a row the override refuses, without touching other rows' states", () => {
    const states = runnableStates(
      buttonStates(row, 'role', () => true),
      ROW_COMMANDS,
      undefined,
    );
    expect(forRow(states, undefined)).toEqual(states);
    const admin = forRow(states, (name) => name !== 'edit');
    expect(admin.map((s) => s.disabled)).toEqual([false, true, true]);
    expect(states.every((s) => !s.disabled)).toBe(true);
  });
  it("take their label from the override's key first, then the definition, then admin.buttons", () => {
    const known: Record<string, string> = { 'access:buttons.changeDept': 'Change department', 'admin.buttons.edit': 'Edit' };
    const t = (key: string, o?: Record<string, unknown>) => known[key] ?? String(o?._ ?? key);
    expect(buttonLabel(t, { name: 'changeDept', label: '调整部门' }, 'access:buttons.changeDept')).toBe('Change department');
    expect(buttonLabel(t, { name: 'changeDept', label: '调整部门' })).toBe('调整部门');
    expect(buttonLabel(t, { name: 'edit' })).toBe('Edit');
    expect(buttonLabel(t, { name: 'resetPassword', label: '重置密码' }, 'access:buttons.missing')).toBe('重置密码');
  });
});
