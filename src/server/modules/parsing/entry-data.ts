/**
 * What the resume library receives from a parse: HR's copy's sections as far as the parser read them.
 * A new entry gets the school and the recent employer as one education and one job (so the talent
 * centre finds them); a merge brings the basic fields only, filled in field by field, so the entry's
 * own education and job history are never replaced by the one line a parser read.
 */
import type { EntryData } from '../talent/library.ts';
import type { RecognisedResume } from './recognise.ts';

function basicOf(r: RecognisedResume, idNumber: string | null): NonNullable<EntryData['basic']> {
  return {
    name: r.name,
    sex: r.gender,
    birthday: r.birthDate,
    phone: r.phone,
    email: r.email,
    education: r.degree,
    workYears: r.workYears,
    idNumber,
  };
}

export function newEntryData(r: RecognisedResume, idNumber: string | null): EntryData {
  return {
    basic: basicOf(r, idNumber),
    ...(r.school
      ? { educations: [{ school: r.school, major: '', education: r.degree ?? 0, startDate: '', endDate: null, fullTime: true }] }
      : {}),
    ...(r.employer ? { jobs: [{ company: r.employer, position: '', startDate: '', endDate: null, description: '' }] } : {}),
  };
}

export function mergeData(r: RecognisedResume, idNumber: string | null): EntryData {
  return { basic: basicOf(r, idNumber) };
}

/** 3201**********0012: what a parse record keeps once the decision is taken. */
export const maskIdNumber = (id: string) => `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
