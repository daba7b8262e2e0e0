/**
 * The 记录 column in words: the record an entry is about by its name (the position's, the member's, the
 * tag's, a card's number), an assessment's, a schedule's or an exam result's by the application it belongs
 * to, looked up with the page's other names; one since deleted by the name its entry kept, else as
 * "<screen> #id"; a screen configuration's version (`Hire:v3`) as 录用 v3; a batch by when it came and
 * its size. Pure, like render.ts.
 */
import { companyTimeText } from '../../../common/company-time.ts';
import type { Lang } from '../../../common/states.ts';
import { resourceLabel } from '../../i18n/resource-labels.ts';
import { logResourceLabel } from './resources.ts';
import { idOf, type NameLookup, owningApplication, recordIds, recordKindOf } from './refs.ts';
import { SUMMARY_WORDS } from './words.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const nameIn = (o: Obj): string | undefined =>
  [o.name, o.title, o.account, o.cardNo].find((n): n is string => typeof n === 'string' && n !== '');

/** The name an entry's own summary kept for record `id` (a removal's before image, an addition's after). */
function keptName(summary: unknown, id: number, single: boolean): string | undefined {
  if (!isObj(summary)) return undefined;
  for (const side of [summary.before, summary.after, summary]) {
    if (Array.isArray(side)) {
      const row = side.find((x) => isObj(x) && idOf(x.id) === id);
      if (isObj(row) && nameIn(row)) return nameIn(row);
    } else if (isObj(side) && (idOf(side.id) === id || (single && side.id === undefined)) && nameIn(side)) return nameIn(side);
  }
  return undefined;
}

const MAX_NAMES = 3;

/** Log names whose record is a batch (its number a UUID that names nothing), by the summary's key that counts its files. */
const BATCHES: Readonly<Record<string, string>> = { resumeParsing: 'files' };

type Entry = { action: string; resource: string; recordId: string | null; summary: unknown; createdAt?: Date };

/** A batch by its screen, its time on the company's clock and its files: 简历解析 2026-11-24 14:53（2 个文件）. */
function batchText(entry: Entry, lang: Lang): string | undefined {
  const key = BATCHES[entry.resource];
  const files = key && isObj(entry.summary) ? entry.summary[key] : undefined;
  if (typeof files !== 'number' || !entry.createdAt) return undefined;
  return (files === 1 ? SUMMARY_WORDS.batchOne : SUMMARY_WORDS.batch)[lang]
    .replace('{screen}', logResourceLabel(entry.resource, lang))
    .replace('{at}', companyTimeText(entry.createdAt))
    .replace('{n}', String(files));
}

export function recordText(entry: Entry, lang: Lang, names: NameLookup = () => undefined): string | null {
  const { recordId, resource } = entry;
  if (recordId === null || recordId === '') return null;
  const config = entry.action === 'config' ? /^([A-Za-z]+):v(\d+)$/.exec(recordId) : null;
  if (config) return `${resourceLabel(config[1]!, lang, config[1]!)} v${config[2]}`;
  const batch = batchText(entry, lang);
  if (batch) return batch;
  const owner = owningApplication(resource, entry.summary);
  const ownerName = owner === undefined ? undefined : names('application', owner);
  if (ownerName) return ownerName;
  const ids = recordIds(recordId);
  if (!ids.length) return recordId;
  const kind = recordKindOf(resource);
  const screen = logResourceLabel(resource, lang);
  const text = ids.slice(0, MAX_NAMES).map((id) => {
    const found = (kind && names(kind, id)) || keptName(entry.summary, id, ids.length === 1);
    return found ?? `${screen} #${id}`;
  });
  const more =
    ids.length <= MAX_NAMES
      ? ''
      : lang === 'en'
        ? ` and ${ids.length - MAX_NAMES} more`
        : ` 等 ${ids.length} ${lang === 'zh-TW' ? '筆' : '条'}`;
  return text.join(lang === 'en' ? ', ' : '、') + more;
}
