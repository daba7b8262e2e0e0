/**
 * BatchParsing: each file is checked (kind by its first bytes, size, empty), its text extracted and
 * its fields recognised, then, in its own transaction, either refused (the reason kept), held as a
 * duplicate of library entries with the same phone, e-mail or ID number (HR decides: decisions.ts),
 * or added to the library as a new entry with the batch's source. One bad file never stops the others;
 * the answer names each file's result. The original bytes are kept in the file store for accepted files.
 */
import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import type { Lang } from '../../../common/states.ts';
import { fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { inTransaction } from '../../db/tx.ts';
import { logOperation } from '../oplog/service.ts';
import { keepFile } from '../files/service.ts';
import { resumeSources } from '../sysparam/service.ts';
import { createEntry, findDuplicates } from '../talent/library.ts';
import { newEntryData, maskIdNumber } from './entry-data.ts';
import { extractText } from './extract.ts';
import { FileRefused, RESUME_MIME, type Refusal, type ResumeKind } from './limits.ts';
import { PARSE_STATUS, presentParse } from './presenter.ts';
import { recognise, type RecognisedResume } from './recognise.ts';
import * as repo from './repository.ts';
import type { UploadedResume } from './upload.ts';

interface Parsed {
  kind: ResumeKind | null;
  fields: RecognisedResume | null;
  textChars: number;
  refusal: Refusal | null;
}

/** Text and fields of one file, or why it is refused. */
export async function parseFile(file: UploadedResume, today: Date): Promise<Parsed> {
  if (!file.data) return { kind: null, fields: null, textChars: 0, refusal: 'tooLarge' };
  try {
    const { kind, text } = await extractText(file.data);
    const fields = recognise(text, today);
    if (!fields.name) return { kind, fields, textChars: text.length, refusal: 'noFields' };
    return { kind, fields, textChars: text.length, refusal: null };
  } catch (err) {
    if (err instanceof FileRefused) return { kind: null, fields: null, textChars: 0, refusal: err.reason };
    throw err;
  }
}

export async function assertResumeSource(deps: Deps, caller: Manager, source: string) {
  const sources = await resumeSources(deps.db, caller.tenementId);
  if (!source) throw fieldError('resumeSource', { rule: 'required' });
  if (!sources.some((s) => s.value === source)) throw fieldError('resumeSource', { rule: 'enum' });
}

interface Batch {
  batchNo: string;
  source: string;
}

/** One file's record (and its library entry or duplicate candidates), in one transaction. */
async function land(deps: Deps, caller: Manager, batch: Batch, file: UploadedResume, parsed: Parsed) {
  const base = {
    tenementId: caller.tenementId,
    batchNo: batch.batchNo,
    fileName: file.fileName,
    fileKind: parsed.kind,
    fileSize: file.size,
    source: batch.source,
    textChars: parsed.textChars,
    createdBy: caller.userId,
  };
  const f = parsed.fields;
  const kind = parsed.kind;
  if (parsed.refusal || !f || !file.data || !kind) {
    return repo.insert(deps.db, { ...base, status: PARSE_STATUS.refused, refusal: parsed.refusal ?? 'unreadable', fields: f ?? {} });
  }
  const fields = { ...f, idNumber: f.idNumber ? maskIdNumber(f.idNumber) : null };
  return inTransaction(deps.db, async (tx) => {
    const owner = { tenementId: caller.tenementId, userId: caller.userId };
    const original = { name: file.fileName, mime: RESUME_MIME[kind], data: file.data!, extension: kind };
    const storageKey = await keepFile(deps, tx, owner, original, 'parse');
    const found = await findDuplicates(tx, caller.tenementId, { phone: f.phone, email: f.email, idNo: f.idNumber });
    if (found.length) {
      const duplicates = found.slice(0, 5).map((d) => ({ id: d.id, name: d.name, matchedBy: d.matchedBy }));
      return repo.insert(tx, { ...base, storageKey, status: PARSE_STATUS.duplicate, fields, idNumber: f.idNumber, duplicates });
    }
    const entryId = await createEntry(tx, caller.tenementId, newEntryData(f, f.idNumber), batch.source, null, caller.userId);
    return repo.insert(tx, { ...base, storageKey, status: PARSE_STATUS.landed, fields, talentEntryId: entryId });
  });
}

export async function batchParse(deps: Deps, caller: Manager, source: string, files: UploadedResume[], lang: Lang) {
  const batch = { batchNo: randomUUID(), source };
  const rows: repo.ParseRow[] = [];
  const today = deps.clock.now();
  for (const file of files) rows.push(await land(deps, caller, batch, file, await parseFile(file, today)));
  const count = (status: number) => rows.filter((r) => r.status === status).length;
  const totals = { landed: count(PARSE_STATUS.landed), duplicates: count(PARSE_STATUS.duplicate), refused: count(PARSE_STATUS.refused) };
  await logOperation(deps.db, caller, {
    action: 'import',
    resource: 'resumeParsing',
    recordId: batch.batchNo,
    summary: { source, files: rows.length, ...totals },
  });
  return { batchNo: batch.batchNo, total: rows.length, ...totals, list: rows.map((r) => presentParse(r, lang)) };
}
