/**
 * The highest education a resume names: the degree (the Education dropdown's codes) and the school
 * on the same entry (its line, else the line before or after).
 */
import type { Sections } from './sections.ts';

/** Highest first: a line naming two (a master's after a bachelor's) counts as the higher. */
const DEGREES: ReadonlyArray<[number, RegExp]> = [
  [7, /博士|\bPh\.?\s?D\b|\bDoctor(?:ate| of)\b|\bD\.Phil\b/],
  [6, /硕士|研究生|\bMBA\b|\bMaster(?:'s)?\b|\bM\.?Sc\b|\bM\.?Eng\b|\bM\.S\.|\bM\.A\./],
  [5, /本科|学士|\bBachelor(?:'s)?\b|\bB\.?Sc\b|\bB\.?Eng\b|\bB\.S\.|\bB\.A\.|\bUndergraduate\b/],
  [3, /高中|中专|中技|技校|职高|\bHigh School\b|\bSecondary School\b/i],
  [4, /大专|专科|高职|\bAssociate(?:'s)? Degree\b|\bAssociate of\b|\bHigher Diploma\b/i],
  [2, /初中|\bJunior (?:High|Middle) School\b/i],
];

const ZH_SCHOOL = /[\u4e00-\u9fa5（）()]{2,24}?(?:大学|学院|学校|中学|技校)(?![\u4e00-\u9fa5]*(?:大学|学院))/u;
/** Words that end a school's name: a degree or a month after it on the same line. */
const NOT_NAME = '(?!(?:PhD|Master|Bachelor|Associate|High|Doctor|MBA|Sep|Jun|Jul)\\b)';
const UNIVERSITY_OF = `University of [A-Z][A-Za-z]+(?: ${NOT_NAME}(?:[A-Z][A-Za-z]+|and|of))*`;
const NAMED_SCHOOL =
  "(?:[A-Z][A-Za-z.&'-]+ ){1,5}(?:University|Institute of Technology|Institute|Polytechnic|College|School)" +
  `(?: of [A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)*)?(?: ${NOT_NAME}London)?`;
const EN_SCHOOL = new RegExp(`(?:${UNIVERSITY_OF}|${NAMED_SCHOOL})`);

function degreeOf(line: string): number | null {
  for (const [code, re] of DEGREES) if (re.test(line)) return code;
  return null;
}

export function schoolOf(line: string): string | null {
  const zh = ZH_SCHOOL.exec(line)?.[0];
  const en = EN_SCHOOL.exec(line)?.[0];
  const found = zh ?? en;
  if (!found) return null;
  // A degree word glued before the school by a PDF's line ("本科南京大学") is not part of it.
  return found.replace(/^(?:本科|硕士|博士|大专|专科|高中)/, '').trim() || null;
}

export interface Education {
  school: string | null;
  degree: number | null;
}

export function educationOf(s: Sections): Education {
  const lines = s.education.length ? s.education : s.lines;
  let best: Education = { school: null, degree: null };
  lines.forEach((line, i) => {
    const degree = degreeOf(line);
    if (degree === null || (best.degree !== null && degree <= best.degree)) return;
    const school = schoolOf(line) ?? schoolOf(lines[i - 1] ?? '') ?? schoolOf(lines[i + 1] ?? '');
    best = { school, degree };
  });
  if (best.school === null) {
    const named = lines.map(schoolOf).find((x) => x !== null);
    if (named) best = { ...best, school: named };
  }
  // No education section and no school named: a degree in the summary line still counts.
  if (best.degree === null && s.education.length) return { ...best, degree: null };
  return best;
}
