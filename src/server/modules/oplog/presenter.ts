/** Operation-log rows as OperationLog/GetList answers them. */
import type { Lang } from '../../../common/states.ts';
import type { Queryable } from '../../db/client.ts';
import type { SummaryMask } from './masking.ts';
import { namesFor } from './names.ts';
import { recordText } from './record-text.ts';
import { collectRefs, type NameLookup, type RefKind, type Wanted } from './refs.ts';
import { renderSummary } from './render.ts';
import { SUMMARY_WORDS } from './words.ts';
import type * as repo from './repository.ts';

type LogRow = Awaited<ReturnType<typeof repo.page>>['rows'][number];

/** A screen configuration's version (`Hire:v3`) by the screen's name: 录用 v3; any other record as kept. */
const configText = (row: LogRow, lang: Lang) => (row.action === 'config' ? recordText({ ...row, summary: null }, lang) : row.recordId);

const PEOPLE: ReadonlySet<RefKind> = new Set(['member', 'user']);

/**
 * People are named as their own screen (人员管理, log name tenementUser) shows them to this reader: a name
 * the reader's data permission masks reads masked, one it hides reads as hidden.
 */
export function namesAsSeen(names: NameLookup, mask: SummaryMask, lang: Lang): NameLookup {
  return (kind, id) => {
    const name = names(kind, id);
    if (name === undefined || !PEOPLE.has(kind)) return name;
    const seen = mask('tenementUser', { name }) as { name?: unknown };
    return typeof seen.name === 'string' ? seen.name : SUMMARY_WORDS.hidden[lang];
  };
}

/**
 * A page of entries, with the fields controlled for the reader masked (masking.ts): `summary` as JSON
 * text (what was kept, for programs), `summaryText` in words in the reader's language (what the screen
 * shows), `recordName` the record by its name (the 记录 column's words; `recordId` stays as kept, a
 * configuration's version excepted, for the programs and tests that find entries by it). The names the page refers to are
 * looked up together after masking, so a masked value is never looked up.
 */
export async function presentOperations(db: Queryable, tenementId: number, rows: LogRow[], mask: SummaryMask, lang: Lang) {
  const masked = rows.map((row) => ({ row, summary: mask(row.resource, row.summary) }));
  const wanted: Wanted = new Map();
  for (const { row, summary } of masked) collectRefs(row.resource, summary, row.recordId, wanted);
  const names = namesAsSeen(await namesFor(db, tenementId, wanted, lang), mask, lang);
  return masked.map(({ row, summary }) => ({
    ...row,
    recordId: configText(row, lang),
    recordName: recordText({ ...row, summary }, lang, names),
    summary: JSON.stringify(summary),
    summaryText: renderSummary(row.resource, summary, lang, names),
    createdAt: row.createdAt.toISOString(),
  }));
}
