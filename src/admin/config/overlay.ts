/**
 * The company's run-time configuration of a screen (ResourceConfig/*) and how it merges into the
 * shipped definition, as pure functions: labels in the page's language, column order, visibility
 * and width, form spans, defaults, required flags and help texts. Only what the definition still
 * lets admins override is applied: a definition narrowed after a save must win over old overlays.
 */
import type { Lang } from '../../common/states.ts';
import type { ApiData } from '../../shell/api.ts';
import type { FormItemDef, ListColumn, ResourceDefinition } from '../engine/types.ts';

export type Overridable = NonNullable<ResourceDefinition['overridable']>[number];

/** One row of ResourceConfig/GetAll, and the answer of ResourceConfig/Get. */
export type OverlayState = ApiData<'/ResourceConfig/Get'>;
/** The wire shape of `overlay` (the server validates it against `overridable`). */
export type Overlay = OverlayState['overlay'];
export type OverlayColumn = NonNullable<Overlay['columns']>[number];
export type OverlayFormItem = NonNullable<NonNullable<Overlay['form']>[string]>;

/**
 * A definition with the overlay merged in. Labels are texts, not i18n keys, so they travel beside
 * the definition and `fieldLabel` reads them before the catalogs.
 */
export type OverlaidDefinition = ResourceDefinition & { readonly overlayLabels?: Readonly<Record<string, string>> };

function labelsIn(overlay: Overlay, lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [prop, texts] of Object.entries(overlay.labels ?? {})) {
    const text = texts?.[lang]?.trim();
    if (text) out[prop] = text;
  }
  return out;
}

/**
 * The overlay lists every column in its order; columns added to the definition since the save
 * keep their shipped place at the end, columns removed since are dropped.
 */
export function mergeColumns(
  columns: readonly ListColumn[],
  overlay: readonly OverlayColumn[] | undefined,
  allowed: ReadonlySet<Overridable>,
): ListColumn[] {
  if (!overlay?.length) return columns.slice();
  const byProp = new Map(columns.map((c) => [c.prop, c]));
  const listed = allowed.has('columns.order')
    ? overlay.filter((o) => byProp.has(o.prop))
    : columns.map((c) => overlay.find((o) => o.prop === c.prop) ?? { prop: c.prop });
  const seen = new Set<string>();
  const out: ListColumn[] = [];
  for (const o of listed) {
    const base = byProp.get(o.prop);
    if (!base || seen.has(o.prop)) continue;
    seen.add(o.prop);
    const next: ListColumn = { ...base };
    if (o.visible !== undefined && allowed.has('columns.visible')) next.hidden = !o.visible;
    if (o.width !== undefined && allowed.has('columns.width')) next.width = o.width;
    out.push(next);
  }
  return [...out, ...columns.filter((c) => !seen.has(c.prop))];
}

function mergeItem(item: FormItemDef, change: OverlayFormItem | undefined, allowed: ReadonlySet<Overridable>): FormItemDef {
  if (!change) return item;
  const next: FormItemDef = { ...item };
  if (change.span !== undefined && allowed.has('form.span')) next.span = change.span;
  if (change.defaultValue !== undefined && allowed.has('form.defaultValue')) next.defaultValue = change.defaultValue;
  // Only ever adds: the server keeps enforcing what the definition requires whatever the overlay says.
  if (change.required === true && allowed.has('form.required')) next.required = true;
  if (change.help !== undefined && allowed.has('form.help')) next.help = change.help.trim() || undefined;
  return next;
}

export function applyOverlay(def: ResourceDefinition, overlay: Overlay | undefined, lang: Lang): OverlaidDefinition {
  if (!overlay) return def;
  const allowed = new Set<Overridable>(def.overridable ?? []);
  const labels = allowed.has('label') ? labelsIn(overlay, lang) : {};
  return {
    ...def,
    list: { ...def.list, columns: mergeColumns(def.list.columns, overlay.columns, allowed) },
    form: { ...def.form, items: def.form.items.map((i) => mergeItem(i, overlay.form?.[i.prop], allowed)) },
    overlayLabels: labels,
  };
}
