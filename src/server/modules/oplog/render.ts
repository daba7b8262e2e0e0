/**
 * An operation-log entry's summary as a person reads it, in their language: a change as
 * "label: before → after" per field, an addition or removal by its fields (or the names of a batch), a
 * pipeline step by the candidates and stages it moved, a screen configuration by what it sets
 * (config-text.ts), anything else as "label: value". Labels come from
 * the screen's resource definition (locales/<lng>/resources.json), else from the words every log uses;
 * times read on the company's clock; a declared option by its label, a reference to another record by
 * that record's name (looked up per page by names.ts, handed in here), one since deleted by its id marked
 * so, a system parameter's code by its line's name; a change names the other records it is about (the
 * person a grant changes) before its fields; no JSON, no keys, no bare codes. The summary kept in the
 * table stays whole.
 */
import { companyTimeText } from '../../../common/company-time.ts';
import type { Lang } from '../../../common/states.ts';
import { definitions } from '../../../../generated/definitions.ts';
import { fieldLabel, optionLabel } from '../../i18n/resource-labels.ts';
import { stageName, TRANSITIONS } from '../../../common/pipeline.ts';
import { configParts, isConfigSummary } from './config-text.ts';
import { colon, LOG_VALUES, LOG_WORDS, listSep, sep, SUMMARY_WORDS } from './words.ts';
import { OTHER_STEP_NAMES } from '../../../common/pipeline-row.ts';
import { idOf, type NameLookup, paramHead, type RefId, type RefKind, refId, refKindOf, stepOwn } from './refs.ts';

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
  /** A field's value in words when the field declares options or refers to records, else undefined. */
  named: (prop: string, v: unknown) => string | undefined;
  /** Whether the field refers to other records (or to a parameter's lines). */
  refers: (prop: string) => boolean;
  /**
   * Keys in the order the screen declares its fields, then in the order of the log's own words, others
   * last as kept: the table's JSON keeps keys in an order of its own (by length).
   */
  order: (keys: string[]) => string[];
}

const gone: NameLookup = () => undefined;
const WORD_ORDER = Object.keys(LOG_WORDS);

/** A record since deleted by its id, a parameter line since deleted by its code, marked so. */
const goneText = (kind: RefKind, id: RefId, lang: Lang) =>
  (paramHead(kind) === undefined ? SUMMARY_WORDS.deleted : SUMMARY_WORDS.deletedCode)[lang].replace('{id}', String(id));

type StaticOptions = { options?: { static?: ReadonlyArray<{ value: unknown; display: string }> } };

export function readerOf(resource: string, lang: Lang, names: NameLookup = gone): Reader {
  const name = definitionName(resource);
  const fieldsOf = name ? (definitions[name as keyof typeof definitions].fields as Record<string, StaticOptions>) : {};
  const logged = (prop: string, v: string | number | boolean) =>
    (LOG_VALUES[resource]?.[prop] ?? LOG_VALUES['*']?.[prop])?.[String(v)]?.[lang];
  const option = (prop: string, v: unknown): string | undefined => {
    if (typeof v !== 'number' && typeof v !== 'string' && typeof v !== 'boolean') return undefined;
    if (!name) return logged(prop, v);
    return (
      optionLabel(name, prop, v, lang) ??
      fieldsOf[prop]?.options?.static?.find((o) => String(o.value) === String(v))?.display ??
      logged(prop, v)
    );
  };
  const ref = (prop: string, v: unknown): string | undefined => {
    const kind = refKindOf(resource, prop);
    const id = kind ? refId(kind, v) : undefined;
    if (!kind || id === undefined) return undefined;
    return names(kind, id) ?? goneText(kind, id, lang);
  };
  return {
    lang,
    named: (prop, v) => option(prop, v) ?? ref(prop, v),
    refers: (prop) => refKindOf(resource, prop) !== undefined,
    order: (keys) => {
      const known = [...Object.keys(fieldsOf), ...WORD_ORDER];
      const rank = (k: string) => (known.includes(k) ? known.indexOf(k) : known.length);
      return [...keys].sort((a, b) => rank(a) - rank(b));
    },
    label: (prop) => {
      const fromDefinition = name ? fieldLabel(name, prop, lang) : prop;
      if (fromDefinition !== prop) return fromDefinition;
      return LOG_WORDS[prop]?.[lang] ?? prop;
    },
  };
}

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

/** "1 record", "2 records": the count of a batch in the reader's language. */
export const countText = (n: number, lang: Lang) =>
  (n === 1 ? SUMMARY_WORDS.record : SUMMARY_WORDS.records)[lang].replace('{n}', String(n));

/** A field's value: its option's label or the names of the records it refers to, else as a value. */
function propText(prop: string, v: unknown, r: Reader): string {
  if (prop === 'enabled' && typeof v === 'boolean') return (v ? SUMMARY_WORDS.on : SUMMARY_WORDS.off)[r.lang];
  if (Array.isArray(v) && v.length && v.every((x) => r.named(prop, x) !== undefined))
    return (
      v
        .slice(0, 10)
        .map((x) => r.named(prop, x))
        .join(listSep(r.lang)) + (v.length > 10 ? '…' : '')
    );
  return r.named(prop, v) ?? valueText(v, r);
}

/** A batch of records by their names (or a count when they carry none). */
function namesOf(rows: readonly unknown[], r: Reader): string {
  const names = rows
    .map((x) => (isObj(x) ? (x.name ?? x.title ?? x.account ?? x.cardNo) : undefined))
    .filter((n): n is string => typeof n === 'string');
  const count = countText(rows.length, r.lang);
  return names.length ? `${count}${colon(r.lang)}${names.slice(0, 10).join(listSep(r.lang))}${names.length > 10 ? '…' : ''}` : count;
}

function fields(o: Obj, r: Reader): string {
  return r
    .order(Object.keys(o))
    .filter((k) => k !== 'id' && k !== 'tenementId')
    .map((k) => `${r.label(k)}${colon(r.lang)}${propText(k, o[k], r)}`)
    .join(sep(r.lang));
}

function diff(before: Obj, after: Obj, r: Reader): string {
  const keys = r.order([...new Set([...Object.keys(before), ...Object.keys(after)])]).filter((k) => k !== 'updatedAt');
  return keys.map((k) => `${r.label(k)}${colon(r.lang)}${propText(k, before[k], r)} → ${propText(k, after[k], r)}`).join(sep(r.lang));
}

/**
 * A change with the records it is about beside its before and after (a person's roles, an application's
 * salary): those first, by name. A before of null is a first value (a salary proposed where none was).
 */
function aboutAndDiff(summary: Obj, r: Reader): string {
  const about = Object.entries(summary).filter(([k]) => k !== 'before' && k !== 'after' && r.refers(k));
  const change = diff((summary.before ?? {}) as Obj, summary.after as Obj, r);
  return about.length ? `${fields(Object.fromEntries(about), r)}${sep(r.lang)}${change}` : change;
}

const stepLabel = (step: string, lang: Lang) =>
  (TRANSITIONS as Record<string, { label: Record<Lang, string> }>)[step]?.label[lang] ?? OTHER_STEP_NAMES[step]?.[lang] ?? step;

/** A move's candidate: the name it kept, else (the round's completion keeps none) its application's. */
function candidateOf(m: Obj, lang: Lang, names: NameLookup): string {
  if (typeof m.name === 'string') return m.name;
  const id = idOf(m.id);
  return id === undefined ? '—' : (names('application', id) ?? goneText('application', id, lang));
}

/**
 * A pipeline step: which candidates it moved, from which stage to which, then what the step itself was
 * given (不合适's reason tag), read as the screen of the stage it leads to reads those fields.
 */
function moves(summary: Obj, r: Reader, names: NameLookup = gone): string {
  const list = (summary.moves as Obj[]).map((m) => {
    const who = candidateOf(m, r.lang, names);
    const from = stageName(Number(m.from), r.lang);
    const to = stageName(Number(m.to), r.lang);
    if (from === to) return who;
    return r.lang === 'en' ? `${who} (${from} → ${to})` : `${who}（${from} → ${to}）`;
  });
  const text = `${stepLabel(String(summary.step), r.lang)}${colon(r.lang)}${list.join(listSep(r.lang))}`;
  const step = stepOwn(summary)!;
  if (!Object.keys(step.own).length) return text;
  return `${text}${sep(r.lang)}${fields(step.own, step.screen ? readerOf(step.screen, r.lang, names) : r)}`;
}

/** The summary in words for one reader (already masked for them). */
export function renderSummary(resource: string, summary: unknown, lang: Lang, names?: NameLookup): string {
  const r = readerOf(resource, lang, names);
  let text: string;
  if (!isObj(summary)) text = valueText(summary, r);
  else if (stepOwn(summary)) text = moves(summary, r, names);
  else if (isConfigSummary(resource, summary))
    text = configParts(summary, lang)
      .map(([label, words]) => `${label}${colon(lang)}${words}`)
      .join(sep(lang));
  else if ((isObj(summary.before) || summary.before === null) && isObj(summary.after)) text = aboutAndDiff(summary, r);
  else if (isObj(summary.after) && summary.before === undefined) text = fields(summary.after, r);
  else if (isObj(summary.before) && summary.after === undefined) text = fields(summary.before, r);
  else if (Array.isArray(summary.before) && summary.after === undefined) text = namesOf(summary.before, r);
  else text = fields(summary, r);
  return text.length > MAX ? `${text.slice(0, MAX)}…` : text || '—';
}
