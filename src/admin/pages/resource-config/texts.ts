/**
 * Texts of the 界面配置 page that depend on the definition: a field's shipped label in any of
 * the three languages (the placeholder of its label boxes), and where an error key points
 * (`overlay.columns.2.width` → 列表列 · 排序 · 宽度) with what it says.
 */
import type { Lang } from '../../../common/states.ts';
import { i18n } from '../../../shell/i18n.ts';
import { fieldLabel, type Translate } from '../../engine/labels.ts';
import type { ResourceDefinition } from '../../engine/types.ts';
import type { Draft, Issue } from './draft.ts';

const ADMIN_NAMESPACES = ['resources', 'admin'];

function labelKeyOf(def: ResourceDefinition, prop: string): string | undefined {
  return def.list.columns.find((c) => c.prop === prop)?.label ?? def.form.items.find((i) => i.prop === prop)?.label;
}

/** The label the definition ships in `lang` (the company's own labels left out). */
export function shippedLabel(def: ResourceDefinition, prop: string, lang: Lang): string {
  const fixed = i18n.getFixedT(lang, ADMIN_NAMESPACES);
  // react-admin's `_` default is i18next's defaultValue.
  const t: Translate = (key, o) => String(fixed(key, { defaultValue: typeof o?._ === 'string' ? o._ : key }));
  return fieldLabel(t, { ...def, overlayLabels: undefined }, prop, labelKeyOf(def, prop));
}

export function issueText(t: Translate, issue: Issue): string {
  switch (issue.rule) {
    case 'minColumns':
      return t('admin.resourceConfig.errors.minColumns', { min: issue.min });
    case 'range':
      return t('admin.resourceConfig.errors.range', { min: issue.min, max: issue.max });
    case 'maxLength':
      return t('admin.resourceConfig.errors.maxLength', { max: issue.max });
    case 'number':
      return t('admin.resourceConfig.errors.number');
  }
}

const ATTRIBUTE_KEYS: Readonly<Record<string, string>> = {
  width: 'admin.resourceConfig.columns.width',
  visible: 'admin.resourceConfig.columns.visible',
  span: 'admin.resourceConfig.form.span',
  defaultValue: 'admin.resourceConfig.form.defaultValue',
  required: 'admin.resourceConfig.form.required',
  help: 'admin.resourceConfig.form.help',
};

/** `overlay.<section>.<index or prop>.<attribute>` as words; unknown shapes show as they are. */
export function whereText(t: Translate, key: string, def: ResourceDefinition, draft: Draft | null, lang: Lang): string {
  const [root, section, which, attribute] = key.split('.');
  if (root !== 'overlay' || !section) return key;
  const sectionKey = section === 'columns' || section === 'form' || section === 'labels' ? section : null;
  if (!sectionKey) return key;
  const parts = [t(`admin.resourceConfig.tabs.${sectionKey}`)];
  const prop = section === 'columns' && which !== undefined ? draft?.columns[Number(which)]?.prop : which;
  if (prop) parts.push(shippedLabel(def, prop, lang));
  if (attribute) parts.push(ATTRIBUTE_KEYS[attribute] ? t(ATTRIBUTE_KEYS[attribute]) : attribute);
  return parts.join(' · ');
}

/** Client issues as texts, with the server's own messages on top (they are the last word). */
export function errorTexts(
  t: Translate,
  issues: Readonly<Record<string, Issue>>,
  server: Readonly<Record<string, string>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, issue] of Object.entries(issues)) out[key] = issueText(t, issue);
  return { ...out, ...server };
}
