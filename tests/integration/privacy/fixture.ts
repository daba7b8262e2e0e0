/**
 * What the personal-data tests share: a seeker with data in every holder (account, resume, an
 * attachment resume and its file, an application with its history, an HR note, a talent-pool entry, a
 * login) written through the real upload call and straight into the tables, and reads of what is left.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  deliveryNotes,
  deliveryRecords,
  deliveryStageHistory,
  employeeMerits,
  files,
  formerEmployeeIds,
  resumeAttachments,
  resumeParses,
  resumes,
  salaryProcesses,
  talentEntries,
  talentEntryLogs,
  talentPool,
  users,
} from '../../../src/server/db/schema/index.ts';
import { api, auth, body } from '../../support/test-app.ts';
import { multipart } from '../../support/multipart.ts';
import { buildPdf, freshSeeker, insertPosition, insertRecord } from '../../support/resume-fixtures.ts';

export interface SeekerData {
  token: string;
  userId: number;
  account: string;
  recordId: number;
  attachmentId: number;
  fileId: number;
  storageKey: string;
  pdf: Buffer;
}

let serial = 0;

/** A seeker with data everywhere, applied to a new position of the company at `stage` (a hire when ≥ 6). */
export async function seekerWithData(
  app: FastifyInstance,
  tenementId: number,
  opts: { stage?: number; dimissionDate?: string; positionId?: number } = {},
): Promise<SeekerData> {
  serial += 1;
  const db = app.database.db;
  const s = await freshSeeker(app, 'priv');
  const phone = `1390000${String(7000 + serial).padStart(4, '0')}`;
  await db
    .update(users)
    .set({ phone, name: `隐私测试${serial}` })
    .where(eq(users.id, s.userId));
  await db.insert(resumes).values({ userId: s.userId, basic: { name: `隐私测试${serial}`, phone } });
  const pdf = buildPdf(`Resume of privacy seeker ${serial}`);
  const form = multipart([{ field: 'file', filename: `cv-${serial}.pdf`, data: pdf }]);
  const uploaded = body<{ id: number }>(
    await app.inject({
      method: 'POST',
      url: api('/Resume/Attachment/UploadResume'),
      headers: { ...auth(s.token), ...form.headers },
      payload: form.payload,
    }),
  );
  if (uploaded.state !== 200) throw new Error(`upload ${uploaded.state} ${uploaded.message}`);
  const [att] = await db
    .select({ fileId: resumeAttachments.fileId, storageKey: files.storageKey })
    .from(resumeAttachments)
    .innerJoin(files, eq(files.id, resumeAttachments.fileId))
    .where(eq(resumeAttachments.id, uploaded.data.id));
  const positionId = opts.positionId ?? (await insertPosition(db, tenementId));
  const recordId = await insertRecord(db, {
    positionId,
    userId: s.userId,
    stage: opts.stage ?? 1,
    snapshot: { basic: { name: `隐私测试${serial}`, phone } },
  });
  await db
    .update(deliveryRecords)
    .set({
      attachmentId: uploaded.data.id,
      dimissionDate: opts.dimissionDate ?? null,
      employeeNo: (opts.stage ?? 1) >= 6 ? `E${serial}` : null,
    })
    .where(eq(deliveryRecords.id, recordId));
  await db.insert(deliveryStageHistory).values({
    tenementId,
    deliveryRecordId: recordId,
    call: 'PassInitialScreening',
    fromStage: 1,
    toStage: 2,
    remark: `电话沟通：${phone}`,
    data: { message: `隐私测试${serial}` },
  });
  await db.insert(deliveryNotes).values({ tenementId, deliveryRecordId: recordId, content: `面谈备注 ${phone}` });
  await db.insert(talentPool).values({ tenementId, userId: s.userId, deliveryRecordId: recordId });
  return { ...s, recordId, attachmentId: uploaded.data.id, fileId: att!.fileId, storageKey: att!.storageKey, pdf };
}

/** What is left of the seeker's data in each holder. */
export async function leftOf(app: FastifyInstance, d: SeekerData) {
  const db = app.database.db;
  const [user] = await db.select().from(users).where(eq(users.id, d.userId));
  const [record] = await db.select().from(deliveryRecords).where(eq(deliveryRecords.id, d.recordId));
  return {
    user: user!,
    record: record!,
    resumes: (await db.select().from(resumes).where(eq(resumes.userId, d.userId))).length,
    attachments: (await db.select().from(resumeAttachments).where(eq(resumeAttachments.userId, d.userId))).length,
    files: (await db.select().from(files).where(eq(files.id, d.fileId))).length,
    history: await db.select().from(deliveryStageHistory).where(eq(deliveryStageHistory.deliveryRecordId, d.recordId)),
    notes: await db.select().from(deliveryNotes).where(eq(deliveryNotes.deliveryRecordId, d.recordId)),
    talentPool: (await db.select().from(talentPool).where(eq(talentPool.userId, d.userId))).length,
  };
}

export const onDisk = (filesDir: string, storageKey: string) => existsSync(path.join(filesDir, storageKey));

/**
 * What other modules hold about the seeker (their holders in holders.ts): a resume-library entry linked
 * to the account and a parsed one of no account carrying their phone, a parse of it with its file on
 * disk (under FILES_DIR when given), a salary approval with its note, and for a former employee the ID
 * hash and a merit.
 */
export async function otherHolders(app: FastifyInstance, d: SeekerData, tenementId: number, actorId: number, filesDir?: string) {
  const db = app.database.db;
  const [user] = await db.select({ name: users.name, phone: users.phone }).from(users).where(eq(users.id, d.userId));
  const [linked] = await db
    .insert(talentEntries)
    .values({
      tenementId,
      userId: d.userId,
      name: user!.name!,
      phone: user!.phone,
      source: '招聘网站',
      resume: { basic: { name: user!.name } },
    })
    .returning({ id: talentEntries.id });
  const [parsed] = await db
    .insert(talentEntries)
    .values({ tenementId, name: user!.name!, phone: user!.phone, source: '邮件', resume: { basic: { name: user!.name } } })
    .returning({ id: talentEntries.id });
  await db
    .insert(talentEntryLogs)
    .values({ tenementId, entryId: linked!.id, kind: 'edit', section: 'basic', before: { name: user!.name }, after: { name: user!.name } });
  const storageKey = `parse-${d.userId}-${Date.now()}.pdf`;
  if (filesDir) writeFileSync(path.join(filesDir, storageKey), d.pdf);
  await db.insert(resumeParses).values({
    tenementId,
    batchNo: `batch-${d.userId}`,
    fileName: `${user!.name}.pdf`,
    fileKind: 'pdf',
    fileSize: d.pdf.length,
    storageKey,
    source: '邮件',
    status: 1,
    fields: { name: user!.name, phone: user!.phone },
    talentEntryId: parsed!.id,
    createdBy: actorId,
  });
  await db.insert(salaryProcesses).values({
    tenementId,
    deliveryRecordId: d.recordId,
    salary: '8000',
    note: `${user!.name}的薪资`,
    startedBy: actorId,
    startedAt: new Date(),
  });
  await db.insert(formerEmployeeIds).values({ tenementId, deliveryRecordId: d.recordId, idHash: 'f'.repeat(64), indexedAt: new Date() });
  await db
    .insert(employeeMerits)
    .values({ tenementId, deliveryRecordId: d.recordId, kind: 1, title: `${user!.name}获优秀员工`, occurredOn: '2013-05-01' });
  return { linkedEntryId: linked!.id, parsedEntryId: parsed!.id, parseKey: storageKey };
}

/** What is left in the other modules' tables. */
export async function otherLeft(app: FastifyInstance, d: SeekerData, o: Awaited<ReturnType<typeof otherHolders>>) {
  const db = app.database.db;
  const entries = await db
    .select()
    .from(talentEntries)
    .where(inArray(talentEntries.id, [o.linkedEntryId, o.parsedEntryId]));
  const logs = await db.select().from(talentEntryLogs).where(eq(talentEntryLogs.entryId, o.linkedEntryId));
  const parses = await db.select().from(resumeParses).where(eq(resumeParses.talentEntryId, o.parsedEntryId));
  const processes = await db.select().from(salaryProcesses).where(eq(salaryProcesses.deliveryRecordId, d.recordId));
  const ids = await db.select().from(formerEmployeeIds).where(eq(formerEmployeeIds.deliveryRecordId, d.recordId));
  const merits = await db.select().from(employeeMerits).where(eq(employeeMerits.deliveryRecordId, d.recordId));
  return { entries, logs, parses, processes, ids, merits };
}
