/**
 * Search terms of the talent centre, computed here so PGlite and PostgreSQL index them alike (a
 * `text[]` under a GIN index, queried with `@>`; no pg_trgm or zhparser needed): every pair of
 * neighbouring CJK characters, every character of the name (a surname alone finds people), and
 * lowercased latin words and numbers (c++, c#, node.js kept whole). A keyword matches when every one
 * of its own terms is among the entry's.
 */
import type { HrResume } from './resume.ts';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]+/gu;
const WORD = /[a-z0-9][a-z0-9+#.]*/g;
/** An entry keeps at most this many terms (a long resume's last jobs add nothing then). */
const MAX_TERMS = 400;

function cjkBigrams(run: string, out: Set<string>) {
  const chars = [...run];
  if (chars.length === 1) out.add(chars[0]!);
  for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i]! + chars[i + 1]!);
}

function latinWords(text: string, out: Set<string>) {
  for (const m of text.toLowerCase().matchAll(WORD)) {
    const word = m[0].replace(/\.+$/, '');
    if (word) out.add(word);
  }
}

/** The terms of some texts (a keyword's terms are the same function of the keyword). */
export function termsOf(texts: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    if (!t) continue;
    for (const m of t.matchAll(CJK)) cjkBigrams(m[0], out);
    latinWords(t.replace(CJK, ' '), out);
  }
  return [...out];
}

/** A keyword's terms: an empty list when it has none (punctuation only). */
export function keywordTerms(keyword: string): string[] {
  return termsOf([keyword]).slice(0, 16);
}

/** An entry's terms: name (each character too), skills, schools, majors, companies, job titles, city. */
export function entryTerms(name: string, resume: HrResume, tags: readonly string[] = []): string[] {
  const texts: string[] = [name, resume.basic?.city ?? '', ...(resume.skills ?? []), ...tags];
  for (const e of resume.educations ?? []) texts.push(e.school, e.major);
  for (const j of resume.jobs ?? []) texts.push(j.company, j.position);
  const out = new Set(termsOf(texts));
  for (const ch of name.match(CJK)?.join('') ?? '') out.add(ch);
  return [...out].slice(0, MAX_TERMS);
}
