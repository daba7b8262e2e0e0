/**
 * SQL of the resume library (talent module: talent_entries, talent_entry_logs) and resume parsing
 * (resume_parses) as personal-data holders. A person's entries are the ones linked to their account,
 * and parsed ones (no account) carrying their phone or e-mail. Erasure and expiry blank an entry (the
 * row stays: its history and the parses refer to it), blank the history's contents and the parses'
 * recognised fields and ID number, and drop the parsed file (its disk bytes after commit).
 */
import { and, eq, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { fileBlobs, files as filesTable, resumeParses, talentEntries, talentEntryLogs, tenements } from '../../../db/schema/index.ts';

const ERASED = '—';

function personEntries(userIds: number[], phone: string | null, email: string | null): SQL {
  const byContact = [phone ? eq(talentEntries.phone, phone) : undefined, email ? eq(talentEntries.email, email) : undefined].filter(
    Boolean,
  );
  const linked = inArray(talentEntries.userId, userIds);
  return byContact.length ? or(linked, and(isNull(talentEntries.userId), or(...byContact)))! : linked;
}

export async function entriesOf(db: Queryable, userId: number, phone: string | null, email: string | null) {
  return db
    .select({
      company: tenements.name,
      name: talentEntries.name,
      phone: talentEntries.phone,
      email: talentEntries.email,
      source: talentEntries.source,
      tags: talentEntries.tags,
      resume: talentEntries.resume,
      createdAt: talentEntries.createdAt,
    })
    .from(talentEntries)
    .innerJoin(tenements, eq(tenements.id, talentEntries.tenementId))
    .where(personEntries([userId], phone, email))
    .orderBy(talentEntries.id);
}

export async function entryIds(db: Queryable, userIds: number[], phone: string | null, email: string | null): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ id: talentEntries.id })
    .from(talentEntries)
    .where(personEntries(userIds, phone, email));
  return rows.map((r) => r.id);
}

const notBlank = or(
  ne(talentEntries.resume, sql`'{}'::jsonb`),
  sql`${talentEntries.phone} is not null`,
  sql`${talentEntries.email} is not null`,
);

/** Entries of no account, untouched since `cut` and not blanked yet (parsed resumes past their time). */
export async function staleUnlinkedEntries(db: Queryable, cut: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: talentEntries.id })
    .from(talentEntries)
    .where(and(isNull(talentEntries.userId), lt(talentEntries.updatedAt, cut), notBlank))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Blanks the entries, their history's contents and their parses; answers rows touched and the parsed files' keys. */
export async function blankEntries(db: Queryable, ids: number[]): Promise<{ rows: number; files: string[] }> {
  if (!ids.length) return { rows: 0, files: [] };
  const entries = await db
    .update(talentEntries)
    .set({
      name: ERASED,
      phone: null,
      email: null,
      idNoHash: null,
      sex: null,
      birthday: null,
      city: null,
      tags: [],
      resume: {},
      terms: [],
      fileId: null,
    })
    .where(inArray(talentEntries.id, ids))
    .returning({ id: talentEntries.id });
  const logs = await db
    .update(talentEntryLogs)
    .set({ before: null, after: null, toEmails: null, subject: null })
    .where(inArray(talentEntryLogs.entryId, ids))
    .returning({ id: talentEntryLogs.id });
  const parses = await blankParses(db, inArray(resumeParses.talentEntryId, ids));
  return { rows: entries.length + logs.length + parses.rows, files: parses.files };
}

/** Parses waiting or decided before `cut` that still carry what was recognised. */
export async function blankStaleParses(db: Queryable, cut: Date) {
  return blankParses(db, and(lt(resumeParses.createdAt, cut), ne(resumeParses.fields, sql`'{}'::jsonb`))!);
}

async function blankParses(db: Queryable, where: SQL): Promise<{ rows: number; files: string[] }> {
  const found = await db.select({ id: resumeParses.id, storageKey: resumeParses.storageKey }).from(resumeParses).where(where);
  if (!found.length) return { rows: 0, files: [] };
  await db
    .update(resumeParses)
    .set({ fields: {}, idNumber: null, duplicates: [], fileName: ERASED, storageKey: null })
    .where(
      inArray(
        resumeParses.id,
        found.map((p) => p.id),
      ),
    );
  const files = found.map((p) => p.storageKey).filter((k): k is string => k !== null);
  // A files row names each original (its database blob goes with it); a blob kept before that had none.
  if (files.length) {
    await db.delete(filesTable).where(inArray(filesTable.storageKey, files));
    await db.delete(fileBlobs).where(inArray(fileBlobs.storageKey, files));
  }
  return { rows: found.length, files };
}
