/**
 * SQL of the seeker's resume and papers: the online resume, the onboarding details, attachment resumes
 * and the files the seeker uploaded as a job seeker (rows without a company: photos, attachments, entry
 * documents). Files a company holds (exam papers, imports, parsed resumes) are the company's, not these.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, files, resumeAttachments, resumes, resumeUserInfos } from '../../../db/schema/index.ts';

export async function resumeOf(db: Queryable, userId: number) {
  const [resume] = await db.select().from(resumes).where(eq(resumes.userId, userId));
  const [details] = await db.select({ data: resumeUserInfos.data }).from(resumeUserInfos).where(eq(resumeUserInfos.userId, userId));
  if (!resume) return { resume: null, onboardingDetails: details?.data ?? null };
  const { id: _id, userId: _user, ...rest } = resume;
  return { resume: rest, onboardingDetails: details?.data ?? null };
}

export async function deleteResumes(db: Queryable, userIds: number[]): Promise<number> {
  if (!userIds.length) return 0;
  const a = await db.delete(resumes).where(inArray(resumes.userId, userIds)).returning({ id: resumes.id });
  const b = await db.delete(resumeUserInfos).where(inArray(resumeUserInfos.userId, userIds)).returning({ u: resumeUserInfos.userId });
  return a.length + b.length;
}

export const attachmentsOf = (db: Queryable, userId: number) =>
  db
    .select({
      name: resumeAttachments.name,
      size: resumeAttachments.size,
      createdAt: resumeAttachments.createdAt,
      deletedAt: resumeAttachments.deletedAt,
    })
    .from(resumeAttachments)
    .where(eq(resumeAttachments.userId, userId))
    .orderBy(resumeAttachments.id);

/** Applications sent with an attachment lose the reference first (the attachment and its file go). */
export async function deleteAttachments(db: Queryable, userIds: number[]): Promise<number> {
  if (!userIds.length) return 0;
  await db.update(deliveryRecords).set({ attachmentId: null }).where(inArray(deliveryRecords.userId, userIds));
  const rows = await db.delete(resumeAttachments).where(inArray(resumeAttachments.userId, userIds)).returning({ id: resumeAttachments.id });
  return rows.length;
}

const seekerFiles = (userIds: number[]) => and(inArray(files.userId, userIds), isNull(files.tenementId));

export const filesOf = (db: Queryable, userId: number) =>
  db
    .select({
      id: files.id,
      name: files.name,
      mime: files.mime,
      size: files.size,
      storageKey: files.storageKey,
      createdAt: files.createdAt,
    })
    .from(files)
    .where(seekerFiles([userId]))
    .orderBy(files.id);

/** Deletes the rows (their database bytes go with them); answers the storage keys, whose disk bytes go after commit. */
export async function deleteFiles(db: Queryable, userIds: number[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db.delete(files).where(seekerFiles(userIds)).returning({ storageKey: files.storageKey });
  return rows.map((r) => r.storageKey);
}
