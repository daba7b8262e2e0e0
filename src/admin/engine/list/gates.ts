/**
 * Declarative buttons (`transition`, `api`) and their state-table gates (`enabledWhen`), as pure
 * rules so tests pin them down. The tables are src/common's, the same the server enforces: a row
 * button is offered only where its step can succeed, a bulk button only when every selected row
 * (of those on screen) allows it, and otherwise it names the first row that does not.
 */
import type { RaRecord } from 'react-admin';
import type { TransitionName, TransitionRow } from '../../../common/pipeline.ts';
import { stepAllowed, transitionRow, type StateTable, type StatefulRecord } from '../../../common/state-tables.ts';
import type { ButtonState } from '../buttons.ts';
import type { ButtonDef } from '../types.ts';

export interface Gate {
  table: StateTable;
  call: string;
}

/** The engine runs the button from the definition alone: a transition row or a call. */
export const isDeclarative = (b: ButtonDef): boolean => b.transition !== undefined || b.api !== undefined;

/** A transition reads its own row; any button may name a table step in `enabledWhen`. */
export function gateOf(b: ButtonDef): Gate | undefined {
  if (b.enabledWhen) return b.enabledWhen;
  return b.transition !== undefined ? { table: 'pipeline', call: b.transition } : undefined;
}

export const gateAllows = (b: ButtonDef, record: RaRecord): boolean => {
  const gate = gateOf(b);
  // A listed row carries the table's fields (stage, step, state) under their wire names.
  return !gate || stepAllowed(gate.table, gate.call, record as StatefulRecord);
};

/**
 * A row's buttons under the gates: a transition the record cannot take is left out (the pipeline's
 * screens offer only the steps allowed now); an `enabledWhen` step is shown off (the position's
 * 编辑 stays in its place, disabled once published).
 */
export function gateRow(states: readonly ButtonState[], record: RaRecord): ButtonState[] {
  const out: ButtonState[] = [];
  for (const s of states) {
    if (gateAllows(s.button, record)) out.push(s);
    else if (!s.button.enabledWhen && s.button.transition !== undefined) continue;
    else out.push({ ...s, disabled: true });
  }
  return out;
}

/** The first selected record on screen that the button's table refuses (ids off screen are the server's to check). */
export function firstRefusing(b: ButtonDef, selected: readonly RaRecord[]): RaRecord | undefined {
  return gateOf(b) ? selected.find((r) => !gateAllows(b, r)) : undefined;
}

export const transitionOf = (b: ButtonDef): { name: TransitionName; row: TransitionRow } | undefined => {
  const row = b.transition !== undefined ? transitionRow(b.transition) : undefined;
  return row ? { name: b.transition as TransitionName, row } : undefined;
};

/** A transition asking for input (a reason, a date, a number) opens the transition dialog. */
export const needsInput = (row: TransitionRow): boolean => (row.input.required ?? []).length > 0;

export interface Call {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
}

/** Where a declarative button sends `{ids}`. */
export function callOf(b: ButtonDef): Call | undefined {
  const t = transitionOf(b);
  if (t) return { method: 'POST', url: t.row.call };
  return b.api !== undefined ? { method: b.method ?? 'POST', url: b.api } : undefined;
}

/** Transitions ask first unless told not to; a call asks when `confirm` says so. */
export const asksFirst = (b: ButtonDef): boolean => (b.confirm === undefined ? b.transition !== undefined : b.confirm !== false);
