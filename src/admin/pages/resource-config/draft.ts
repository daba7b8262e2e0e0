/**
 * What the 界面配置 page edits, as pure functions: a draft built from the definition and the
 * overlay in force, the overlay a draft saves (only what differs from the definition, so a save
 * never pins today's shipped values), and the checks the server makes too, keyed like its
 * `errors` (`overlay.columns.2.width`) so both show in the same places.
 */
import { LANGS, type Lang } from '../../../common/states.ts';
import { applyOverlay, type Overlay, type OverlayColumn, type OverlayFormItem } from '../../config/overlay.ts';
import { isRequiredItem } from '../../engine/form/rules.ts';
import { MIN_VISIBLE_COLUMNS } from '../../engine/list/columnPrefs.ts';
import type { FieldDef, FormItemDef, ResourceDefinition } from '../../engine/types.ts';

export const WIDTH_RANGE = { min: 40, max: 300 } as const;
export const SPAN_RANGE = { min: 1, max: 24 } as const;
export const MAX_LABEL = 50;
export const MAX_TEXT = 200;

export interface ColumnDraft {
  prop: string;
  visible: boolean;
  /** Text of the width box; empty = the definition's width. */
  width: string;
}
export interface FormDraft {
  span: string;
  defaultValue: string;
  required: boolean;
  help: string;
}
export interface Draft {
  labels: Record<string, Record<Lang, string>>;
  columns: ColumnDraft[];
  form: Record<string, FormDraft>;
}

export type Issue =
  | { rule: 'minColumns'; min: number }
  | { rule: 'range'; min: number; max: number }
  | { rule: 'maxLength'; max: number }
  | { rule: 'number' };

/** Every prop a label can be given for: columns, then form items, then the other fields. */
export function labelProps(def: ResourceDefinition): string[] {
  return [...new Set([...def.list.columns.map((c) => c.prop), ...def.form.items.map((i) => i.prop), ...Object.keys(def.fields)])];
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function baseDefault(def: ResourceDefinition, item: FormItemDef): unknown {
  return item.defaultValue ?? def.fields[item.prop]?.default;
}

export function draftFrom(def: ResourceDefinition, overlay: Overlay): Draft {
  const merged = applyOverlay(def, overlay, 'zh-CN');
  const labels: Draft['labels'] = {};
  // Labels saved for props the page no longer lists (a system field) are kept, not dropped on the next save.
  for (const prop of new Set([...labelProps(def), ...Object.keys(overlay.labels ?? {})])) {
    const given = overlay.labels?.[prop] ?? {};
    labels[prop] = Object.fromEntries(LANGS.map((l) => [l, given[l] ?? ''])) as Record<Lang, string>;
  }
  const columns = merged.list.columns.map((c) => ({ prop: c.prop, visible: !c.hidden, width: text(c.width) }));
  const form: Draft['form'] = {};
  for (const item of merged.form.items) {
    form[item.prop] = {
      span: text(item.span ?? 24),
      defaultValue: text(baseDefault(merged, item)),
      required: isRequiredItem(merged, item),
      help: item.help ?? '',
    };
  }
  return { labels, columns, form };
}

/** A default value's text in the field's own type; undefined when empty, NaN when not a number. */
export function parseDefault(field: FieldDef | undefined, raw: string): string | number | boolean | undefined {
  const v = raw.trim();
  if (v === '') return undefined;
  if (field?.type === 'boolean') return v === 'true';
  const numericOptions = field?.options?.static?.every((o) => typeof o.value === 'number');
  if (field?.type === 'integer' || field?.type === 'number' || numericOptions) return Number(v);
  return v;
}

function labelsOverlay(draft: Draft): Overlay['labels'] {
  const out: NonNullable<Overlay['labels']> = {};
  for (const [prop, texts] of Object.entries(draft.labels)) {
    const given = Object.fromEntries(LANGS.filter((l) => texts[l].trim()).map((l) => [l, texts[l].trim()]));
    if (Object.keys(given).length) out[prop] = given;
  }
  return Object.keys(out).length ? out : undefined;
}

function columnsOverlay(def: ResourceDefinition, draft: Draft): OverlayColumn[] | undefined {
  const base = new Map(def.list.columns.map((c) => [c.prop, c]));
  let changed = draft.columns.some((c, i) => def.list.columns[i]?.prop !== c.prop);
  const out = draft.columns.map((c) => {
    const shipped = base.get(c.prop);
    const col: OverlayColumn = { prop: c.prop };
    if (c.visible === Boolean(shipped?.hidden)) col.visible = c.visible;
    const width = c.width.trim() === '' ? undefined : Number(c.width);
    if (width !== undefined && width !== shipped?.width) col.width = width;
    if (col.visible !== undefined || col.width !== undefined) changed = true;
    return col;
  });
  return changed ? out : undefined;
}

function itemOverlay(def: ResourceDefinition, item: FormItemDef, d: FormDraft): OverlayFormItem | undefined {
  const change: OverlayFormItem = {};
  const span = d.span.trim() === '' ? undefined : Number(d.span);
  if (span !== undefined && span !== (item.span ?? 24)) change.span = span;
  const value = parseDefault(def.fields[item.prop], d.defaultValue);
  if (value !== undefined && value !== baseDefault(def, item)) change.defaultValue = value;
  if (d.required && !isRequiredItem(def, item)) change.required = true;
  if (d.help.trim() !== (item.help ?? '')) change.help = d.help.trim();
  return Object.keys(change).length ? change : undefined;
}

/** The overlay to save: only what differs from the shipped definition. */
export function toOverlay(def: ResourceDefinition, draft: Draft): Overlay {
  const overlay: Overlay = {};
  const labels = labelsOverlay(draft);
  if (labels) overlay.labels = labels;
  const columns = columnsOverlay(def, draft);
  if (columns) overlay.columns = columns;
  const form: NonNullable<Overlay['form']> = {};
  for (const item of def.form.items) {
    const d = draft.form[item.prop];
    const change = d && itemOverlay(def, item, d);
    if (change) form[item.prop] = change;
  }
  if (Object.keys(form).length) overlay.form = form;
  return overlay;
}

const outside = (raw: string, { min, max }: { min: number; max: number }) => {
  if (raw.trim() === '') return false;
  const n = Number(raw);
  return !Number.isInteger(n) || n < min || n > max;
};

function formIssues(def: ResourceDefinition, draft: Draft, out: Record<string, Issue>): void {
  for (const item of def.form.items) {
    const d = draft.form[item.prop];
    if (!d) continue;
    const key = `overlay.form.${item.prop}`;
    if (outside(d.span, SPAN_RANGE)) out[`${key}.span`] = { rule: 'range', ...SPAN_RANGE };
    const value = parseDefault(def.fields[item.prop], d.defaultValue);
    if (typeof value === 'number' && Number.isNaN(value)) out[`${key}.defaultValue`] = { rule: 'number' };
    else if (d.defaultValue.trim().length > MAX_TEXT) out[`${key}.defaultValue`] = { rule: 'maxLength', max: MAX_TEXT };
    if (d.help.trim().length > MAX_TEXT) out[`${key}.help`] = { rule: 'maxLength', max: MAX_TEXT };
  }
}

/** The server's checks, before the round trip. */
export function draftIssues(def: ResourceDefinition, draft: Draft): Record<string, Issue> {
  const out: Record<string, Issue> = {};
  for (const [prop, texts] of Object.entries(draft.labels)) {
    if (LANGS.some((l) => texts[l].trim().length > MAX_LABEL)) out[`overlay.labels.${prop}`] = { rule: 'maxLength', max: MAX_LABEL };
  }
  if (draft.columns.filter((c) => c.visible).length < Math.min(MIN_VISIBLE_COLUMNS, draft.columns.length))
    out['overlay.columns'] = { rule: 'minColumns', min: MIN_VISIBLE_COLUMNS };
  draft.columns.forEach((c, i) => {
    if (outside(c.width, WIDTH_RANGE)) out[`overlay.columns.${i}.width`] = { rule: 'range', ...WIDTH_RANGE };
  });
  formIssues(def, draft, out);
  return out;
}

/** Swap a column with its neighbour (`by` -1 up, +1 down); out of range leaves the list as it is. */
export function moveColumn(columns: readonly ColumnDraft[], index: number, by: -1 | 1): ColumnDraft[] {
  const to = index + by;
  if (index < 0 || to < 0 || to >= columns.length) return columns.slice();
  const out = columns.slice();
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** Whether a visible column may be hidden without going below the minimum. */
export function canHideColumn(columns: readonly ColumnDraft[], index: number): boolean {
  const c = columns[index];
  if (!c?.visible) return true;
  return columns.filter((x) => x.visible).length > MIN_VISIBLE_COLUMNS;
}
