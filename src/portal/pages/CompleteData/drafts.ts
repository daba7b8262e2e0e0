/**
 * The resume sections as the forms hold them (strings, '' for empty) and back to what the Edit*
 * calls take. Pure, so the conversions are pinned by unit tests.
 */
import type { Basic, BasicInput, Education, Expect, Job, Project } from '../../resume-api/types.ts';

export type Draft = Record<string, string>;

const s = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const int = (v: string) => (v.trim() === '' ? null : Number(v));
const text = (v: string) => v.trim();
const optText = (v: string) => (v.trim() === '' ? null : v.trim());

/** A draft of what is given: the stored basic info, or any part of it (an input read back). */
export const basicDraft = (b: Partial<Basic> | null | undefined, fallbackPhone = ''): Draft => ({
  name: s(b?.name),
  sex: s(b?.sex),
  birthday: s(b?.birthday),
  phone: s(b?.phone) || fallbackPhone,
  email: s(b?.email),
  education: s(b?.education),
  workYears: s(b?.workYears),
  city: s(b?.city),
  marriage: s(b?.marriage),
  politics: s(b?.politics),
});

/** The codes EditBasicInfo takes for sex (the Sex list's values). */
const SEX_CODES = [1, 2] as const;
function sexCode(v: string | undefined): BasicInput['sex'] {
  const code = SEX_CODES.find((c) => String(c) === v);
  if (code === undefined) throw new Error(`sex ${v ?? ''} is not a code of the Sex list`);
  return code;
}

/** Only called once basicIssues found nothing, so the required numbers are there. */
export const basicInput = (d: Draft): BasicInput => ({
  name: text(d.name ?? ''),
  sex: sexCode(d.sex),
  birthday: text(d.birthday ?? ''),
  phone: text(d.phone ?? ''),
  email: optText(d.email ?? ''),
  education: Number(d.education),
  workYears: Number(d.workYears),
  city: text(d.city ?? ''),
  marriage: int(d.marriage ?? ''),
  politics: int(d.politics ?? ''),
});

export interface ExpectDraft {
  positionTypes: string[];
  cities: string[];
  salaryMin: string;
  salaryMax: string;
  jobNature: string;
}

export const expectDraft = (e: Expect | null | undefined): ExpectDraft => ({
  positionTypes: e?.positionTypes ?? [],
  cities: e?.cities ?? [],
  salaryMin: s(e?.salaryMin),
  salaryMax: s(e?.salaryMax),
  jobNature: s(e?.jobNature),
});

export const expectInput = (d: ExpectDraft): Expect => ({
  positionTypes: d.positionTypes.map(text).filter(Boolean),
  cities: d.cities.map(text).filter(Boolean),
  salaryMin: Number(d.salaryMin),
  salaryMax: Number(d.salaryMax),
  jobNature: int(d.jobNature),
});

/** `endDate` '' with `toNow` '1' means "until now" (null on the wire). */
export const jobDraft = (j?: Job): Draft => ({
  company: s(j?.company),
  position: s(j?.position),
  startDate: s(j?.startDate),
  endDate: s(j?.endDate),
  toNow: j && j.endDate === null ? '1' : '',
  description: s(j?.description),
});

export const jobInput = (d: Draft): Job => ({
  company: text(d.company ?? ''),
  position: text(d.position ?? ''),
  startDate: text(d.startDate ?? ''),
  endDate: d.toNow === '1' ? null : text(d.endDate ?? ''),
  description: text(d.description ?? ''),
});

export const projectDraft = (p?: Project): Draft => ({
  name: s(p?.name),
  role: s(p?.role),
  startDate: s(p?.startDate),
  endDate: s(p?.endDate),
  toNow: p && p.endDate === null ? '1' : '',
  url: s(p?.url),
  description: s(p?.description),
});

export const projectInput = (d: Draft): Project => ({
  name: text(d.name ?? ''),
  role: text(d.role ?? ''),
  startDate: text(d.startDate ?? ''),
  endDate: d.toNow === '1' ? null : text(d.endDate ?? ''),
  url: optText(d.url ?? ''),
  description: text(d.description ?? ''),
});

export const educationDraft = (e?: Education): Draft => ({
  school: s(e?.school),
  major: s(e?.major),
  education: s(e?.education),
  startDate: s(e?.startDate),
  endDate: s(e?.endDate),
  toNow: e && e.endDate === null ? '1' : '',
  fullTime: e ? (e.fullTime ? '1' : '0') : '1',
});

export const educationInput = (d: Draft): Education => ({
  school: text(d.school ?? ''),
  major: text(d.major ?? ''),
  education: Number(d.education),
  startDate: text(d.startDate ?? ''),
  endDate: d.toNow === '1' ? null : text(d.endDate ?? ''),
  fullTime: d.fullTime === '1',
});

/** Server field names (`jobs.2.endDate`, `basic.phone`) for one form: the part after the prefix. */
export function errorsUnder(errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) {
    if (prefix === '') out[k] = v;
    else if (k.startsWith(prefix)) out[k.slice(prefix.length)] = v;
  }
  return out;
}
