import type { Queryable } from '../../db/client.ts';
import { fileLinks } from '../files/service.ts';
import type { AttachmentRow, ResumeRow } from './repository.ts';
import type { EducationInput, ExpectInput, JobInput, ProjectInput } from './section-schemas.ts';
import { resumeCompleteness } from './completeness.ts';

type Text = string | null;
type Num = number | null;
export interface PresentedBasic {
  name: Text;
  sex: Num;
  birthday: Text;
  phone: Text;
  email: Text;
  education: Num;
  workYears: Num;
  city: Text;
  idNumber: Text;
  marriage: Num;
  politics: Num;
}
const BASIC_KEYS = [
  'name',
  'sex',
  'birthday',
  'phone',
  'email',
  'education',
  'workYears',
  'city',
  'idNumber',
  'marriage',
  'politics',
] as const satisfies ReadonlyArray<keyof PresentedBasic>;

/** Every basic key present, null when the seeker has not given it (the short resume gives five). */
function presentBasic(stored: unknown): PresentedBasic {
  const b = (stored ?? {}) as Partial<PresentedBasic>;
  return Object.fromEntries(BASIC_KEYS.map((k) => [k, b[k] ?? null])) as unknown as PresentedBasic;
}

function presentExpect(stored: unknown) {
  if (!stored) return null;
  const e = stored as ExpectInput;
  return {
    positionTypes: e.positionTypes,
    cities: e.cities,
    salaryMin: e.salaryMin,
    salaryMax: e.salaryMax,
    jobNature: e.jobNature ?? null,
  };
}

/**
 * The online resume as the seeker, the completeness check and an application's snapshot see it.
 * `links` are the photos' read links (fileLinks): keyed, so the snapshot HR receives cannot be walked.
 */
export function presentResume(row: ResumeRow, links: ReadonlyMap<number, string>) {
  const resume = {
    id: row.id,
    kind: row.kind,
    basic: presentBasic(row.basic),
    jobStatus: row.jobStatus,
    selfEvaluation: row.selfEvaluation,
    skills: row.skills,
    expect: presentExpect(row.expect),
    jobs: (row.jobs as JobInput[]).map((j) => ({ ...j, endDate: j.endDate ?? null })),
    projects: (row.projects as ProjectInput[]).map((p) => ({ ...p, endDate: p.endDate ?? null, url: p.url ?? null })),
    educations: (row.educations as EducationInput[]).map((e) => ({ ...e, endDate: e.endDate ?? null })),
    photos: row.photoIds.flatMap((id) => (links.has(id) ? [{ id, fullPath: links.get(id)! }] : [])),
    updatedAt: row.updatedAt.toISOString(),
  };
  return { ...resume, completeness: resumeCompleteness(row) };
}

/** presentResume with its photos' links read first. */
export async function presentResumeLinked(db: Queryable, row: ResumeRow) {
  return presentResume(row, await fileLinks(db, row.photoIds));
}
export type PresentedResume = ReturnType<typeof presentResume>;

/** `fullPath` is the attachment file's read link (fileLinks). */
export const presentAttachment = (a: AttachmentRow, fullPath: string) => ({
  id: a.id,
  name: a.name,
  size: a.size,
  fullPath,
  createdAt: a.createdAt.toISOString(),
});

/** Attachments with their files' links read first. */
export async function presentAttachments(db: Queryable, rows: AttachmentRow[]) {
  const links = await fileLinks(
    db,
    rows.map((a) => a.fileId),
  );
  return rows.map((a) => presentAttachment(a, links.get(a.fileId) ?? ''));
}
