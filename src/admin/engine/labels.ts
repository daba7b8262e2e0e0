/**
 * Labels from the definition: the company's own label in the page's language (界面配置) first,
 * then `resources.<Name>.fields.<prop>` (written by `recruit generate`), falling back to the
 * field's zh-CN `title`, so a missing translation never shows a raw key.
 */
import type { OverlaidDefinition } from '../config/overlay.ts';
import type { ButtonDef, ResourceDefinition } from './types.ts';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

const SYSTEM_FIELD_KEYS: Readonly<Record<string, string>> = {
  id: 'admin.fields.id',
  enabled: 'admin.fields.enabled',
  createdAt: 'admin.fields.createdAt',
  updatedAt: 'admin.fields.updatedAt',
};

export function fieldLabel(t: Translate, def: OverlaidDefinition, prop: string, labelKey?: string): string {
  const custom = def.overlayLabels?.[prop];
  if (custom) return custom;
  const systemKey = SYSTEM_FIELD_KEYS[prop];
  const fallback = def.fields[prop]?.title ?? (systemKey ? t(systemKey, { _: prop }) : prop);
  return t(labelKey ?? `resources.${def.name}.fields.${prop}`, { _: fallback });
}

export function resourceTitle(t: Translate, def: ResourceDefinition): string {
  return t(`resources.${def.name}.name`, { _: def.menu.title });
}

/** What one record is called, for dialog titles (新增用户, New user): `recordName`, else the screen's name. */
export function recordTitle(t: Translate, def: ResourceDefinition): string {
  return def.recordName ? t(`resources.${def.name}.record`, { _: def.recordName }) : resourceTitle(t, def);
}

/** `labelKey`: an override's i18n key for the button (ResourceOverrides.buttonLabels), tried first. */
export function buttonLabel(t: Translate, button: ButtonDef, labelKey?: string): string {
  if (labelKey) return t(labelKey, { _: button.label ?? button.name });
  if (button.label) return t(button.label, { _: button.label });
  return t(`admin.buttons.${button.name}`, { _: button.name });
}
