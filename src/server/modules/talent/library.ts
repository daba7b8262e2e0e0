/**
 * The resume library's entry points for other parts (resume parsing): finding duplicates, creating an
 * entry from a parsed resume, merging a parsed resume into an existing entry. Signatures are stable.
 * Every write changes HR's copy only (talent_entries.resume), never the seeker's online resume, and
 * logs what changed (talent_entry_logs; an ID number never in clear).
 */
import type { Queryable } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { columnsOf, forLog, idNoHash, type HrResume, type ResumeSection, RESUME_SECTIONS } from './resume.ts';
import { entryTerms } from './terms.ts';
import * as repo from './repository.ts';

export { idNoHash } from './resume.ts';
export type { HrResume } from './resume.ts';

/** What a parsed resume brings: HR's copy's sections (any may be missing) and optional tags. */
export type EntryData = HrResume & { tags?: string[] };

export interface DuplicateEntry {
  id: number;
  userId: number | null;
  name: string;
  phone: string | null;
  email: string | null;
  source: string;
  updatedAt: string;
  /** Which of the given keys matched. */
  matchedBy: Array<'phone' | 'email' | 'idNo'>;
}

/** The company's entries with the same phone, e-mail or ID number (compared by hash), most recent first. */
export async function findDuplicates(
  db: Queryable,
  tenementId: number,
  keys: { phone?: string | null; email?: string | null; idNo?: string | null },
): Promise<DuplicateEntry[]> {
  const phone = keys.phone?.trim() || undefined;
  const email = keys.email?.trim().toLowerCase() || undefined;
  const hash = keys.idNo?.trim() ? idNoHash(keys.idNo) : undefined;
  const rows = await repo.entriesMatching(db, tenementId, { phone, email, idNoHash: hash });
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    name: r.name,
    phone: r.phone,
    email: r.email,
    source: r.source,
    updatedAt: r.updatedAt.toISOString(),
    matchedBy: [
      ...(phone && r.phone === phone ? (['phone'] as const) : []),
      ...(email && r.email === email ? (['email'] as const) : []),
      ...(hash && r.idNoHash === hash ? (['idNo'] as const) : []),
    ],
  }));
}

/** The entry's row values from HR's copy: searchable columns and terms. */
export function rowOf(resume: HrResume, fallbackName: string, tags: readonly string[]) {
  const cols = columnsOf(resume, fallbackName);
  return { ...cols, resume, tags: [...tags], terms: entryTerms(cols.name, resume, tags) };
}

/**
 * A new entry of the company from a parsed resume (no seeker account), with its source (a SysParam
 * resume source line: 邮件, 纸质简历 ...) and the parsed file; `by` is the member who parsed it.
 */
export async function createEntry(
  tx: Queryable,
  tenementId: number,
  data: EntryData,
  source: string,
  fileId?: number | null,
  by?: number | null,
): Promise<number> {
  const { tags = [], ...resume } = data;
  const row = rowOf(resume, '', tags);
  if (!row.name) throw fieldError('name', { rule: 'required' });
  const id = await repo.insertEntry(tx, { tenementId, userId: null, ...row, source, fileId: fileId ?? null, createdBy: by ?? null });
  await repo.insertLogs(tx, [{ tenementId, entryId: id, kind: 'create', after: { source }, actorId: by ?? null }]);
  return id;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The sections of `patch` laid over `current`: basic merges field by field, other sections are replaced when given. */
export function overlay(current: HrResume, patch: HrResume): HrResume {
  const out: HrResume = { ...current };
  if (patch.basic) {
    const given = Object.fromEntries(Object.entries(patch.basic).filter(([, v]) => v !== undefined && v !== null && v !== ''));
    out.basic = { ...current.basic, ...given };
  }
  for (const key of ['jobStatus', 'selfEvaluation', 'skills', 'expect', 'jobs', 'projects', 'educations'] as const) {
    if (patch[key] !== undefined) (out as Record<string, unknown>)[key] = patch[key];
  }
  return out;
}

/** The log rows of what changed between two copies, one per section. */
export function changeLogs(
  before: HrResume,
  after: HrResume,
  base: Omit<repo.LogInsert, 'section' | 'before' | 'after'>,
): repo.LogInsert[] {
  const sections: Array<ResumeSection | 'selfEvaluation' | 'skills'> = [...RESUME_SECTIONS, 'selfEvaluation', 'skills'];
  return sections
    .filter((s) => !same(before[s], after[s]))
    .map((s) => ({ ...base, section: s, before: forLog(s, before[s]), after: forLog(s, after[s]) }));
}

/**
 * Merges a parsed resume into an entry the person already has (HR chose to): fills and updates HR's
 * copy (basic field by field, other sections given replace theirs), adds tags, logs each changed section
 * as a merge. The seeker's own online resume is untouched. 1102 when the entry does not exist.
 */
export async function mergeInto(tx: Queryable, entryId: number, data: EntryData, by: number | null): Promise<void> {
  const entry = await repo.entryForUpdate(tx, entryId);
  if (!entry) throw new AppError('NOT_FOUND');
  const { tags = [], ...patch } = data;
  const before = entry.resume as HrResume;
  const after = overlay(before, patch);
  const allTags = [...new Set([...entry.tags, ...tags])];
  await repo.updateEntry(tx, entryId, { ...rowOf(after, entry.name, allTags), hrEditedAt: new Date() });
  const logs = changeLogs(before, after, { tenementId: entry.tenementId, entryId, kind: 'merge', actorId: by });
  await repo.insertLogs(tx, logs.length ? logs : [{ tenementId: entry.tenementId, entryId, kind: 'merge', actorId: by }]);
}
