/**
 * A position's requirements against the applicant's resume: education at least the position's
 * (DropDown Position/Education, 1 = any), age within ageMin/ageMax from basic.birthday. Pure; a
 * value the resume does not give is not held against it (completeness asks for it separately).
 */
import type { Lang } from '../../../common/states.ts';
import { CATALOG, present } from '../dropdown/catalog.ts';

export interface Requirements {
  education: number;
  ageMin: number | null;
  ageMax: number | null;
}

export type Unmet = { kind: 'education'; min: number } | { kind: 'age'; min: number | null; max: number | null };

const NO_EDUCATION_REQUIRED = 1;

/** Full years between a YYYY-MM-DD birthday and today; null for anything else. */
export function ageOn(birthday: unknown, today: Date): number | null {
  const m = typeof birthday === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const beforeBirthday = today.getMonth() + 1 < mo || (today.getMonth() + 1 === mo && today.getDate() < d);
  return today.getFullYear() - y - (beforeBirthday ? 1 : 0);
}

export function unmetRequirements(req: Requirements, basic: unknown, today = new Date()): Unmet[] {
  const b = basic && typeof basic === 'object' ? (basic as Record<string, unknown>) : {};
  const out: Unmet[] = [];
  if (req.education > NO_EDUCATION_REQUIRED && typeof b.education === 'number' && b.education < req.education)
    out.push({ kind: 'education', min: req.education });
  const age = ageOn(b.birthday, today);
  if (age !== null && ((req.ageMin !== null && age < req.ageMin) || (req.ageMax !== null && age > req.ageMax)))
    out.push({ kind: 'age', min: req.ageMin, max: req.ageMax });
  return out;
}

const educationName = (value: number, lang: Lang) =>
  present(CATALOG.Position!.Education!, lang).find((o) => o.value === value)?.display ?? String(value);

const TEXTS: Readonly<
  Record<
    Lang,
    {
      education: (e: string) => string;
      range: (a: number, b: number) => string;
      atLeast: (a: number) => string;
      atMost: (b: number) => string;
    }
  >
> = {
  'zh-CN': {
    education: (e) => `学历${e}及以上`,
    range: (a, b) => `年龄${a}-${b}岁`,
    atLeast: (a) => `年龄不小于${a}岁`,
    atMost: (b) => `年龄不超过${b}岁`,
  },
  'zh-TW': {
    education: (e) => `學歷${e}及以上`,
    range: (a, b) => `年齡${a}-${b}歲`,
    atLeast: (a) => `年齡不小於${a}歲`,
    atMost: (b) => `年齡不超過${b}歲`,
  },
  en: {
    education: (e) => `education ${e} or above`,
    range: (a, b) => `age ${a}-${b}`,
    atLeast: (a) => `age at least ${a}`,
    atMost: (b) => `age at most ${b}`,
  },
};

/** One requirement as the 1147 message and the apply dialog name it. */
export function unmetText(u: Unmet, lang: Lang): string {
  const t = TEXTS[lang];
  if (u.kind === 'education') return t.education(educationName(u.min, lang));
  if (u.min !== null && u.max !== null) return t.range(u.min, u.max);
  return u.min !== null ? t.atLeast(u.min) : t.atMost(u.max!);
}
