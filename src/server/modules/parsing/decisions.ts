/**
 * What HR does with a parse record: decide a waiting duplicate (merge into one of its candidates, or
 * keep it as a separate entry), reveal its contacts (logged), read its original file, and the list.
 * A decision is one conditional update on the record's waiting status inside the transaction that
 * writes the library: of two members deciding at once one wins, the other is told it was decided (1429).
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { Lang } from '../../../common/states.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { ListQuery } from '../../http/envelope.ts';
import { inTransaction } from '../../db/tx.ts';
import { logOperation } from '../oplog/service.ts';
import { fileStore } from '../files/store/store.ts';
import { createEntry, findDuplicates, mergeInto } from '../talent/library.ts';
import { mergeData, newEntryData } from './entry-data.ts';
import { RESUME_MIME, type ResumeKind } from './limits.ts';
import { PARSE_STATUS, presentParse, statusWord, type DuplicateCandidate } from './presenter.ts';
import type { RecognisedResume } from './recognise.ts';
import * as repo from './repository.ts';

async function waiting(deps: Deps, caller: Manager, id: number, lang: Lang) {
  const row = await repo.findOfTenement(deps.db, caller.tenementId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const name = (row.fields as Partial<RecognisedResume>).name ?? row.fileName;
  if (row.status !== PARSE_STATUS.duplicate) throw new AppError('PARSE_DECIDED', { name, status: statusWord(row.status, lang) });
  return { row, name, fields: { ...(row.fields as RecognisedResume), idNumber: row.idNumber } };
}

/** The loser of two decisions: the record as the winner left it. */
async function decidedMeanwhile(tx: Queryable, caller: Manager, id: number, name: string, lang: Lang) {
  const now = await repo.findOfTenement(tx, caller.tenementId, id);
  return new AppError('PARSE_DECIDED', { name, status: statusWord(now?.status ?? PARSE_STATUS.merged, lang) });
}

/** Merges the parsed fields into `entryId`, one of the record's candidates (as stored or as found now). */
export async function mergeParse(deps: Deps, caller: Manager, id: number, entryId: number, lang: Lang) {
  const { row, name, fields } = await waiting(deps, caller, id, lang);
  return inTransaction(deps.db, async (tx) => {
    const stored = (row.duplicates as DuplicateCandidate[]).map((d) => d.id);
    const now = await findDuplicates(tx, caller.tenementId, { phone: fields.phone, email: fields.email, idNo: fields.idNumber });
    if (!stored.includes(entryId) && !now.some((d) => d.id === entryId)) throw new AppError('PARSE_NOT_CANDIDATE', { name });
    const decided = { status: PARSE_STATUS.merged, talentEntryId: entryId, decidedBy: caller.userId, decidedAt: deps.clock.now() };
    if (!(await repo.decide(tx, id, decided))) throw await decidedMeanwhile(tx, caller, id, name, lang);
    await mergeInto(tx, entryId, mergeData(fields, fields.idNumber), caller.userId);
    await logOperation(tx, caller, { action: 'edit', resource: 'resumeParsing', recordId: id, summary: { name, mergedInto: entryId } });
    return presentParse({ ...row, ...decided, idNumber: null }, lang);
  });
}

/** Adds the parsed resume to the library as an entry of its own (HR judged it another person). */
export async function keepSeparate(deps: Deps, caller: Manager, id: number, lang: Lang) {
  const { row, name, fields } = await waiting(deps, caller, id, lang);
  return inTransaction(deps.db, async (tx) => {
    const entryId = await createEntry(tx, caller.tenementId, newEntryData(fields, fields.idNumber), row.source, null, caller.userId);
    const decided = { status: PARSE_STATUS.separate, talentEntryId: entryId, decidedBy: caller.userId, decidedAt: deps.clock.now() };
    if (!(await repo.decide(tx, id, decided))) throw await decidedMeanwhile(tx, caller, id, name, lang);
    await logOperation(tx, caller, { action: 'add', resource: 'resumeParsing', recordId: id, summary: { name, separateEntry: entryId } });
    return presentParse({ ...row, ...decided, idNumber: null }, lang);
  });
}

/** The parsed phone and e-mail in clear, for a member holding the key; every reveal is logged. */
export async function revealContacts(deps: Deps, caller: Manager, id: number) {
  const row = await repo.findOfTenement(deps.db, caller.tenementId, id);
  if (!row) throw new AppError('NOT_FOUND');
  const f = row.fields as Partial<RecognisedResume>;
  await logOperation(deps.db, caller, {
    action: 'query',
    resource: 'resumeParsing',
    recordId: id,
    summary: { name: f.name ?? row.fileName, revealed: ['phone', 'email'] },
  });
  return { id: row.id, name: f.name ?? null, phone: f.phone ?? null, email: f.email ?? null };
}

/** The original file as uploaded, streamed with its length (the client shows the download's progress). */
export async function originalFile(deps: Deps, caller: Manager, id: number) {
  const row = await repo.findOfTenement(deps.db, caller.tenementId, id);
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.storageKey || !row.fileKind) throw new AppError('PARSE_NO_FILE', { file: row.fileName });
  const bytes = await fileStore(deps.config, deps.db).get(row.storageKey);
  if (!bytes) throw new Error(`the bytes of parse ${row.id} (${row.storageKey}) are in no store`);
  return { fileName: row.fileName, mime: RESUME_MIME[row.fileKind as ResumeKind], bytes };
}

export interface ParseListQuery extends ListQuery {
  name_like?: string;
  status?: number;
  source?: string;
  batchNo?: string;
  createdAt_gte?: string;
  createdAt_lte?: string;
}

/** A day of the filter, read on the company's clock (UTC+8, src/common/company-time.ts). */
const day = (v: string | undefined, end: boolean) =>
  v ? new Date(`${v.slice(0, 10)}T${end ? '23:59:59.999' : '00:00:00'}+08:00`) : undefined;

export async function listParses(deps: Deps, caller: Manager, q: ParseListQuery, lang: Lang) {
  const { rows, total } = await repo.page(
    deps.db,
    {
      tenementId: caller.tenementId,
      nameLike: q.name_like,
      status: q.status,
      source: q.source,
      batchNo: q.batchNo,
      from: day(q.createdAt_gte, false),
      to: day(q.createdAt_lte, true),
    },
    q.page,
    q.perPage,
  );
  return { list: rows.map((r) => presentParse(r.parse, lang, r.uploader)), totalCount: total, page: q.page, perPage: q.perPage };
}
