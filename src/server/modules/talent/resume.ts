/**
 * HR's copy of a resume in the library: the online resume's sections (resumes/section-schemas.ts),
 * any part of which may be missing (a parsed paper resume has what the parser found). The entry's
 * searchable columns are derived from it in one place (columnsOf).
 */
import { createHash } from 'node:crypto';

export interface HrBasic {
  name?: string | null;
  sex?: number | null;
  birthday?: string | null;
  phone?: string | null;
  email?: string | null;
  education?: number | null;
  workYears?: number | null;
  city?: string | null;
  idNumber?: string | null;
  marriage?: number | null;
  politics?: number | null;
}
export interface HrJob {
  company: string;
  position: string;
  startDate: string;
  endDate: string | null;
  description: string;
}
export interface HrProject {
  name: string;
  role: string;
  startDate: string;
  endDate: string | null;
  url?: string | null;
  description: string;
}
export interface HrEducation {
  school: string;
  major: string;
  education: number;
  startDate: string;
  endDate: string | null;
  fullTime: boolean;
}
export interface HrExpect {
  positionTypes: string[];
  cities: string[];
  salaryMin: number;
  salaryMax: number;
  jobNature?: number | null;
}
export interface HrResume {
  basic?: HrBasic;
  jobStatus?: number | null;
  selfEvaluation?: string | null;
  skills?: string[];
  expect?: HrExpect | null;
  jobs?: HrJob[];
  projects?: HrProject[];
  educations?: HrEducation[];
}
export const RESUME_SECTIONS = ['basic', 'jobStatus', 'expect', 'jobs', 'projects', 'educations'] as const;
export type ResumeSection = (typeof RESUME_SECTIONS)[number];

/** The same hash for the same ID number however it was typed (spaces, a lowercase x). */
export function idNoHash(idNo: string): string {
  return createHash('sha256')
    .update(`recruit-id-no:${idNo.replace(/\s+/g, '').toUpperCase()}`)
    .digest('hex');
}

const day = (v: string | null | undefined) => (v && /^\d{4}-\d{2}(-\d{2})?$/.test(v) ? (v.length === 7 ? `${v}-01` : v) : null);

/** The entry's columns read from HR's copy (name falls back to the one given). */
export function columnsOf(resume: HrResume, fallbackName: string) {
  const b = resume.basic ?? {};
  const fromSchools = (resume.educations ?? []).map((e) => e.education).filter((n) => Number.isInteger(n));
  const education = Math.max(b.education ?? 0, ...fromSchools, 0) || null;
  return {
    name: (b.name ?? '').trim() || fallbackName,
    phone: b.phone?.trim() || null,
    email: b.email?.trim().toLowerCase() || null,
    idNoHash: b.idNumber ? idNoHash(b.idNumber) : null,
    sex: b.sex ?? null,
    birthday: day(b.birthday),
    education,
    workYears: b.workYears ?? null,
    salaryMin: resume.expect?.salaryMin ?? null,
    salaryMax: resume.expect?.salaryMax ?? null,
    city: b.city?.trim() || resume.expect?.cities?.[0] || null,
  };
}

/** A resume snapshot of an application (the seeker's resume as sent) as HR's copy: its sections only. */
export function copyOfSnapshot(snapshot: unknown): HrResume {
  const s = (snapshot ?? {}) as Record<string, unknown>;
  const pick = <T>(v: unknown, fallback: T): T => (v === undefined ? fallback : (v as T));
  return {
    basic: pick(s.basic, {}),
    jobStatus: pick(s.jobStatus, null),
    selfEvaluation: pick(s.selfEvaluation, null),
    skills: pick(s.skills, []),
    expect: pick(s.expect, null),
    jobs: pick(s.jobs, []),
    projects: pick(s.projects, []),
    educations: pick(s.educations, []),
  };
}

/** A section as the log keeps it: the ID number never in clear. */
export function forLog(section: string, value: unknown): unknown {
  if (section !== 'basic' || !value || typeof value !== 'object') return value ?? null;
  const b = { ...(value as HrBasic) };
  if (b.idNumber) b.idNumber = `${b.idNumber.slice(0, 3)}***********${b.idNumber.slice(-2)}`.slice(0, 18);
  return b;
}
