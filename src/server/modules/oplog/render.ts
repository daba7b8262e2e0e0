/**
 * An operation-log entry's summary as a person reads it, in their language: a change as
 * "label: before → after" per field, an addition or removal by its fields (or the names of a batch), a
 * pipeline step by the candidates and stages it moved, anything else as "label: value". Labels come from
 * the screen's resource definition (locales/<lng>/resources.json), else from the words every log uses;
 * times read on the company's clock; no JSON, no keys. The summary kept in the table stays whole.
 */
import { companyTimeText } from '../../../common/company-time.ts';
import type { Lang } from '../../../common/states.ts';
import { definitions } from '../../../../generated/definitions.ts';
import { fieldLabel } from '../../i18n/resource-labels.ts';
import { stageName, TRANSITIONS } from '../../../common/pipeline.ts';
import { LOG_WORDS, SUMMARY_WORDS } from './words.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MAX = 600;

/** The resource definition whose screen (menu key) the entry names, if one has that key. */
function definitionName(resource: string): string | undefined {
  return Object.entries(definitions).find(([, d]) => (d.menu as { key?: string }).key === resource)?.[0];
}

export interface Reader {
  lang: Lang;
  label: (prop: string) => string;
}

export function readerOf(resource: string, lang: Lang): Reader {
  const name = definitionName(resource);
  return {
    lang,
    label: (prop) => {
      const fromDefinition = name ? fieldLabel(name, prop, lang) : prop;
      if (fromDefinition !== prop) return fromDefinition;
      return LOG_WORDS[prop]?.[lang] ?? prop;
    },
  };
}

const sep = (lang: Lang) => (lang === 'en' ? '; ' : '；');
const listSep = (lang: Lang) => (lang === 'en' ? ', ' : '、');
const colon = (lang: Lang) => (lang === 'en' ? ': ' : '：');

/** One value in words: empty as —, flags as yes/no, moments on the company's clock, lists joined. */
export function valueText(v: unknown, r: Reader): string {
  const w = SUMMARY_WORDS;
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return (v ? w.yes : w.no)[r.lang];
  if (typeof v === 'string' && ISO.test(v)) {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? v : companyTimeText(d);
  }
  if (Array.isArray(v)) {
    if (v.every((x) => !isObj(x)))
      return v.length
        ? v
            .slice(0, 10)
            .map((x) => valueText(x, r))
            .join(listSep(r.lang)) + (v.length > 10 ? '…' : '')
        : '—';
    return namesOf(v, r);
  }
  if (isObj(v)) return fields(v, r);
  return String(v);
}

/** A batch of records by their names (or a count when they carry none). */
function namesOf(rows: readonly unknown[], r: Reader): string {
  const names = rows
    .map((x) => (isObj(x) ? (x.name ?? x.title ?? x.account) : undefined))
    .filter((n): n is string => typeof n === 'string');
  const count = SUMMARY_WORDS.records[r.lang].replace('{n}', String(rows.length));
  return names.length ? `${count}${colon(r.lang)}${names.slice(0, 10).join(listSep(r.lang))}${names.length > 10 ? '…' : ''}` : count;
}

function fields(o: Obj, r: Reader): string {
  return Object.entries(o)
    .filter(([k]) => k !== 'id' && k !== 'tenementId')
    .map(([k, v]) => `${r.label(k)}${colon(r.lang)}${valueText(v, r)}`)
    .join(sep(r.lang));
}

function diff(before: Obj, after: Obj, r: Reader): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => k !== 'updatedAt');
  return keys.map((k) => `${r.label(k)}${colon(r.lang)}${valueText(before[k], r)} → ${valueText(after[k], r)}`).join(sep(r.lang));
}

const stepLabel = (step: string, lang: Lang) => (TRANSITIONS as Record<string, { label: Record<Lang, string> }>)[step]?.label[lang] ?? step;

/** A pipeline step: which candidates it moved, from which stage to which. */
function moves(summary: Obj, r: Reader): string {
  const list = (summary.moves as Obj[]).map((m) => {
    const who = typeof m.name === 'string' ? m.name : `#${String(m.id)}`;
    const from = stageName(Number(m.from), r.lang);
    const to = stageName(Number(m.to), r.lang);
    if (from === to) return who;
    return r.lang === 'en' ? `${who} (${from} → ${to})` : `${who}（${from} → ${to}）`;
  });
  return `${stepLabel(String(summary.step), r.lang)}${colon(r.lang)}${list.join(listSep(r.lang))}`;
}

/** The summary in words for one reader (already masked for them). */
export function renderSummary(resource: string, summary: unknown, lang: Lang): string {
  const r = readerOf(resource, lang);
  let text: string;
  if (!isObj(summary)) text = valueText(summary, r);
  else if (typeof summary.step === 'string' && Array.isArray(summary.moves)) text = moves(summary, r);
  else if (isObj(summary.before) && isObj(summary.after)) text = diff(summary.before, summary.after, r);
  else if (isObj(summary.after) && summary.before === undefined) text = fields(summary.after, r);
  else if (isObj(summary.before) && summary.after === undefined) text = fields(summary.before, r);
  else if (Array.isArray(summary.before) && summary.after === undefined) text = namesOf(summary.before, r);
  else text = fields(summary, r);
  return text.length > MAX ? `${text.slice(0, MAX)}…` : text || '—';
}
