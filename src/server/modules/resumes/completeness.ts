/**
 * When an online resume is complete enough to apply with: one rule, used by Resume/GetMyResume
 * (the completeness bar), PositionInfo/Qualification and ResumeDeliveryRecord/User/Delivery (1146).
 * Pure: it reads a resume row (or null when the seeker has none) and nothing else.
 */
import { RESUME_SECTIONS, type ResumeSection } from '../../../common/recruiting.ts';
import type { Lang } from '../../../common/states.ts';

/** The columns of a `resumes` row the rule reads; JSON columns arrive as `unknown`. */
export interface CompletenessInput {
  basic: unknown;
  jobStatus: number | null;
  expect: unknown;
  educations: unknown;
  photoIds: readonly number[];
}

export interface Completeness {
  /** Share of RESUME_SECTIONS done, 0-100. */
  percent: number;
  /** Sections still missing, in RESUME_SECTIONS order. */
  missing: ResumeSection[];
}

const BASIC_REQUIRED = ['name', 'sex', 'birthday', 'phone', 'education'] as const;

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const filled = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const nonEmptyList = (v: unknown) => Array.isArray(v) && v.length > 0;

function expectDone(value: unknown): boolean {
  const e = record(value);
  const where = nonEmptyList(e.positionTypes) || nonEmptyList(e.cities);
  const salary = typeof e.salaryMin === 'number' || typeof e.salaryMax === 'number';
  return where && salary;
}

const DONE: Record<ResumeSection, (r: CompletenessInput) => boolean> = {
  basic: (r) => BASIC_REQUIRED.every((k) => filled(record(r.basic)[k])),
  jobStatus: (r) => r.jobStatus !== null && r.jobStatus !== undefined,
  expect: (r) => expectDone(r.expect),
  educations: (r) => nonEmptyList(r.educations),
  photos: (r) => r.photoIds.length > 0,
};

export function resumeCompleteness(resume: CompletenessInput | null | undefined): Completeness {
  const missing = RESUME_SECTIONS.filter((s) => !resume || !DONE[s](resume));
  return { percent: Math.round(((RESUME_SECTIONS.length - missing.length) / RESUME_SECTIONS.length) * 100), missing };
}

/** What each section is called on the resume page, in each language (state 1146 names them). */
export const RESUME_SECTION_NAMES: Readonly<Record<ResumeSection, Readonly<Record<Lang, string>>>> = {
  basic: { 'zh-CN': '基本信息', 'zh-TW': '基本資料', en: 'basic information' },
  jobStatus: { 'zh-CN': '求职状态', 'zh-TW': '求職狀態', en: 'job status' },
  expect: { 'zh-CN': '求职期望', 'zh-TW': '求職期望', en: 'job expectations' },
  educations: { 'zh-CN': '教育经历', 'zh-TW': '教育經歷', en: 'education' },
  photos: { 'zh-CN': '照片', 'zh-TW': '照片', en: 'photo' },
};

export const sectionNames = (sections: readonly ResumeSection[], lang: Lang): string[] =>
  sections.map((s) => RESUME_SECTION_NAMES[s][lang]);

/** A list in running text: 基本信息、照片 in Chinese, "basic information, photo" in English. */
export const joinNames = (names: readonly string[], lang: Lang): string => names.join(lang === 'en' ? ', ' : '、');
