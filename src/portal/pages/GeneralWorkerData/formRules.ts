/**
 * A special form's answers checked as the server checks them (positions/special-form-data.ts):
 * required answers, offered choices, numbers, real dates, text lengths (200 / 1000 by default).
 * Drafts hold strings; numbers go out as numbers, empty optional answers are left out.
 */
import type { GeneralWorkerInfo, SpecialFormItem, SpecialFormValues } from '../../resume-api/types.ts';
import type { Issues } from '../CompleteData/rules.ts';
import { isRealDay } from '../CompleteData/rules.ts';

export const TEXT_MAX_DEFAULT = { input: 200, textarea: 1000 } as const;
const NUMBER = /^-?\d+(\.\d+)?$/;

export type FormDraft = Record<string, string>;

export function formDraft(items: readonly SpecialFormItem[], data: GeneralWorkerInfo['data'] | null | undefined): FormDraft {
  return Object.fromEntries(items.map((i) => [i.prop, data?.[i.prop] === undefined ? '' : String(data[i.prop])]));
}

export function textLimit(item: SpecialFormItem): number | undefined {
  if (item.el !== 'input' && item.el !== 'textarea') return undefined;
  return item.maxLength ?? TEXT_MAX_DEFAULT[item.el];
}

function valueIssue(item: SpecialFormItem, v: string): Issues[string] | null {
  if (item.el === 'number') return NUMBER.test(v) ? null : { key: 'rules.number' };
  if (item.el === 'select' || item.el === 'radio') return (item.options ?? []).includes(v) ? null : { key: 'rules.choose' };
  if (item.el === 'date') return isRealDay(v) ? null : { key: 'rules.date' };
  const limit = textLimit(item) ?? 0;
  return v.length > limit ? { key: 'rules.maxLength', params: { n: limit } } : null;
}

export function formIssues(items: readonly SpecialFormItem[], d: FormDraft): Issues {
  const issues: Issues = {};
  for (const item of items) {
    const v = (d[item.prop] ?? '').trim();
    if (!v) {
      if (item.required) issues[item.prop] = { key: item.el === 'select' || item.el === 'radio' ? 'rules.choose' : 'rules.required' };
      continue;
    }
    const issue = valueIssue(item, v);
    if (issue) issues[item.prop] = issue;
  }
  return issues;
}

export function formInput(items: readonly SpecialFormItem[], d: FormDraft): SpecialFormValues {
  const out: SpecialFormValues = {};
  for (const item of items) {
    const v = (d[item.prop] ?? '').trim();
    if (v) out[item.prop] = item.el === 'number' ? Number(v) : v;
  }
  return out;
}
