/**
 * The fields of a resume read from its text, in Chinese or English: name, phone, e-mail, ID number,
 * gender, birth day and age, the highest education (school and degree), years of work and the most
 * recent employer. Each field is null when the text does not say it clearly; nothing is guessed
 * beyond what the text holds (age from the birth day or the ID number, work years from the ranges of
 * the work section).
 */
import { isIdNumber, isMainlandId } from '../../../common/validators.ts';
import { parseBirth, yearsSince } from './dates.ts';
import { educationOf } from './recognise-education.ts';
import { workOf } from './recognise-work.ts';
import { sectionsOf } from './sections.ts';

export interface RecognisedResume {
  name: string | null;
  phone: string | null;
  email: string | null;
  idNumber: string | null;
  /** 1 male, 2 female. */
  gender: 1 | 2 | null;
  /** `YYYY-MM-DD`, or `YYYY-MM` when the resume gives no day. */
  birthDate: string | null;
  age: number | null;
  school: string | null;
  /** The Education dropdown's codes: 2 junior, 3 senior or vocational school, 4 college, 5 bachelor, 6 master, 7 doctorate. */
  degree: number | null;
  workYears: number | null;
  employer: string | null;
}

export const RECOGNISED_FIELDS = [
  'name',
  'phone',
  'email',
  'idNumber',
  'gender',
  'birthDate',
  'age',
  'school',
  'degree',
  'workYears',
  'employer',
] as const satisfies ReadonlyArray<keyof RecognisedResume>;

const EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}\.)+[A-Za-z]{2,24}/;
const MOBILE = /(?<![\d])(?:(?:\+|00)?86[\s-]*)?(1[3-9]\d(?:[\s-]?\d){8})(?!\d)/;
const ID_NUMBER = /(?<![\dA-Za-z])(\d{17}[\dXx]|[A-Z][12]\d{8})(?![\dA-Za-z])/g;
const NAME_LABEL = /(?:姓\s*名|^name|full name)[ \u3000]*(?:[:：][ \u3000]*|\t)([^\t|,，;；\n]+?)(?=\s{2,}|\t|\s*[|,，;；]|$)/im;
const ZH_NAME = /^([\u4e00-\u9fa5]{1,2}(?:·[\u4e00-\u9fa5]{1,6}|[\u4e00-\u9fa5]{1,3}))(?=$|[\s|,，/（(])/u;
const EN_NAME = /^([A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?(?: [A-Z]\.?)?(?: [A-Z][a-z]+(?:[-'][A-Z]?[a-z]+)?){1,2})(?=$|[\s|,·•(])/;
const NOT_NAMES = /^(?:个人简历|简历|求职简历|履历表|个人资料|基本信息|resume|curriculum vitae|cv|profile)$/i;

function nameOf(header: string[], all: string): string | null {
  const labelled = NAME_LABEL.exec(all);
  if (labelled) return labelled[1]!.trim().slice(0, 50) || null;
  for (const line of header.slice(0, 4)) {
    if (NOT_NAMES.test(line.trim())) continue;
    const zh = ZH_NAME.exec(line.trim());
    if (zh && !/^(?:男|女|电话|手机|邮箱|姓名|性别|基本|个人)/.test(zh[1]!)) return zh[1]!;
    const en = EN_NAME.exec(line.trim());
    if (en) return en[1]!;
  }
  return null;
}

function idNumberOf(text: string): string | null {
  for (const m of text.matchAll(ID_NUMBER)) if (isIdNumber(m[1]!.toUpperCase())) return m[1]!.toUpperCase();
  return null;
}

function phoneOf(text: string): string | null {
  // An ID number's digits must not read as a phone.
  const r = MOBILE.exec(text.replace(ID_NUMBER, ' '));
  return r ? r[1]!.replace(/\D/g, '') : null;
}

function genderOf(header: string, id: string | null): 1 | 2 | null {
  const word = /(?:性\s*别\s*[:：]\s*|(?:^|[\s|·,，、/（(]))(男|女)(?=$|[\s|·,，、/）)])/m.exec(header)?.[1];
  if (word) return word === '男' ? 1 : 2;
  const en = /\b(?:gender|sex)\s*[:：]\s*(male|female|m|f)\b|\b(male|female)\b/i.exec(header);
  const g = (en?.[1] ?? en?.[2])?.toLowerCase();
  if (g) return g.startsWith('m') ? 1 : 2;
  if (id && isMainlandId(id)) return Number(id[16]) % 2 === 1 ? 1 : 2;
  return null;
}

const BIRTH_LABEL = /(?:出生(?:日期|年月)?|生日|date of birth|birth\s*(?:day|date)?|d\.?o\.?b\.?|born(?: on)?)\s*[:：]?\s*([^\t|]{4,24})/i;
const BARE_BIRTH = /^(?:19|20)\d{2}\s*[年.\-/]\s*\d{1,2}\s*月?(?:\s*\d{1,2}\s*日)?\s*(?:生|出生)?$/;
const AGE = /(?:(?<!\d)(\d{2})\s*岁|年龄\s*[:：]\s*(\d{2})|\bage\s*[:：]?\s*(\d{2})\b|\b(\d{2})\s*(?:years old|yrs old)\b)/i;

function birthOf(header: string, id: string | null): string | null {
  const labelled = BIRTH_LABEL.exec(header);
  // A header cell that is a date and nothing else ("男 | 1991年4月 | 本科") is the birth month.
  const cell = header.split(/[|｜·•,，\t\n]/).find((c) => BARE_BIRTH.test(c.trim()));
  const written = labelled ? parseBirth(labelled[1]!) : cell ? parseBirth(cell) : null;
  if (written?.length === 10) return written;
  if (id && isMainlandId(id)) return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
  return written;
}

function ageOf(header: string, birth: string | null, today: Date): number | null {
  if (birth?.length === 10) return yearsSince(birth, today);
  const r = AGE.exec(header);
  const stated = r ? Number(r[1] ?? r[2] ?? r[3] ?? r[4]) : null;
  if (stated !== null && stated >= 14 && stated <= 80) return stated;
  return birth ? yearsSince(birth, today) : null;
}

export function recognise(text: string, today: Date): RecognisedResume {
  const s = sectionsOf(text);
  const all = s.lines.join('\n');
  const head = s.header.join('\n') || s.lines.slice(0, 8).join('\n');
  const idNumber = idNumberOf(all);
  const birthDate = birthOf(head, idNumber);
  const education = educationOf(s);
  const work = workOf(s, all, today);
  return {
    name: nameOf(s.header, all),
    phone: phoneOf(all),
    email: EMAIL.exec(all)?.[0].toLowerCase() ?? null,
    idNumber,
    gender: genderOf(head, idNumber),
    birthDate,
    age: ageOf(head, birthDate, today),
    school: education.school,
    degree: education.degree,
    workYears: work.years,
    employer: work.employer,
  };
}
