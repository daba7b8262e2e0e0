/**
 * The special-form dialog's state as pure functions: items as the dialog edits them, the checks
 * the server makes (so most mistakes show before saving), and the body that goes to the server.
 */
import { FORM_ELEMENTS, type FormElement } from '../../../common/special-form.ts';
import type { FormItem, SpecialFormBody, SpecialFormRow } from './api.ts';

export const LIMITS = { nameMax: 50, labelMax: 20, itemsMax: 30, optionsMax: 20, optionMax: 50, maxLength: 1000 } as const;
const PROP = /^[a-zA-Z][a-zA-Z0-9]{0,29}$/;
const CHOICE: ReadonlySet<FormElement> = new Set(['select', 'radio']);
const TEXT: ReadonlySet<FormElement> = new Set(['input', 'textarea']);

export const isChoice = (el: FormElement) => CHOICE.has(el);
export const isText = (el: FormElement) => TEXT.has(el);
export const isElement = (v: string): v is FormElement => (FORM_ELEMENTS as readonly string[]).includes(v);

export interface ItemDraft {
  /** React key: stays with the item while it moves. */
  key: number;
  prop: string;
  label: string;
  el: FormElement;
  required: boolean;
  options: string[];
  maxLength: string;
}

export interface FormDraft {
  name: string;
  enabled: boolean;
  items: ItemDraft[];
}

let keys = 0;
const nextKey = () => (keys += 1);

/** A new field: a key not used yet (field1, field2 ...), a single-line text. */
export function newItem(items: readonly ItemDraft[]): ItemDraft {
  const used = new Set(items.map((i) => i.prop.toLowerCase()));
  let n = items.length + 1;
  while (used.has(`field${n}`)) n += 1;
  return { key: nextKey(), prop: `field${n}`, label: '', el: 'input', required: false, options: [], maxLength: '' };
}

export function draftOf(row: SpecialFormRow | null): FormDraft {
  if (!row) return { name: '', enabled: true, items: [newItem([])] };
  const items = row.items.map((i) => ({
    key: nextKey(),
    prop: i.prop,
    label: i.label,
    el: i.el,
    required: i.required,
    options: i.options ?? [],
    maxLength: i.maxLength ? String(i.maxLength) : '',
  }));
  return { name: row.name, enabled: row.enabled, items };
}

export function moveItem(items: readonly ItemDraft[], index: number, by: -1 | 1): ItemDraft[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const out = [...items];
  [out[index], out[to]] = [out[to]!, out[index]!];
  return out;
}

/** An issue as the message key of `specialForm.rules.*` and its params. */
export interface Issue {
  rule: 'required' | 'maxLength' | 'prop' | 'propDuplicate' | 'options' | 'items' | 'itemsMax';
  params?: Record<string, number>;
}

function itemIssues(item: ItemDraft, index: number, seen: Map<string, number>, out: Record<string, Issue>) {
  const at = `items.${index}`;
  const prop = item.prop.trim();
  if (!PROP.test(prop)) out[`${at}.prop`] = { rule: prop ? 'prop' : 'required' };
  else if (seen.has(prop.toLowerCase())) out[`${at}.prop`] = { rule: 'propDuplicate' };
  seen.set(prop.toLowerCase(), index);
  const label = item.label.trim();
  if (!label) out[`${at}.label`] = { rule: 'required' };
  else if (label.length > LIMITS.labelMax) out[`${at}.label`] = { rule: 'maxLength', params: { max: LIMITS.labelMax } };
  if (isChoice(item.el) && !item.options.some((o) => o.trim())) out[`${at}.options`] = { rule: 'options' };
}

/** Every mistake of the draft, by the field path the server uses too. */
export function draftIssues(d: FormDraft): Record<string, Issue> {
  const out: Record<string, Issue> = {};
  const name = d.name.trim();
  if (!name) out.name = { rule: 'required' };
  else if (name.length > LIMITS.nameMax) out.name = { rule: 'maxLength', params: { max: LIMITS.nameMax } };
  if (!d.items.length) out.items = { rule: 'items' };
  if (d.items.length > LIMITS.itemsMax) out.items = { rule: 'itemsMax', params: { max: LIMITS.itemsMax } };
  const seen = new Map<string, number>();
  for (const [i, item] of d.items.entries()) itemIssues(item, i, seen, out);
  return out;
}

/** What goes to the server: trimmed, choices only for select and radio, a length only for text. */
export function bodyOf(d: FormDraft): SpecialFormBody {
  const items = d.items.map((i): FormItem => {
    const item: FormItem = { prop: i.prop.trim(), label: i.label.trim(), el: i.el, required: i.required };
    if (isChoice(i.el)) item.options = [...new Set(i.options.map((o) => o.trim()).filter(Boolean))];
    const max = Number(i.maxLength);
    if (isText(i.el) && i.maxLength.trim() !== '' && Number.isInteger(max) && max > 0) item.maxLength = Math.min(max, LIMITS.maxLength);
    return item;
  });
  return { name: d.name.trim(), enabled: d.enabled, items };
}
