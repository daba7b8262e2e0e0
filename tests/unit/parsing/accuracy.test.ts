/**
 * Field-level accuracy of resume parsing on the generated sample set: 25 people in Chinese and 25 in
 * English, each in both layouts of their language, as PDF and DOCX (200 files), extracted and
 * recognised exactly as BatchParsing does. Prints the figures per field and per language; asserts the
 * floors reached (README › Resume parsing quotes them).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText } from '../../../src/server/modules/parsing/extract.ts';
import { recognise } from '../../../src/server/modules/parsing/recognise.ts';
import { SAMPLE_TODAY } from '../../fixtures/resumes/people.ts';
import { compareFields, SCORED_FIELDS, sampleSet, type ScoredField } from '../../fixtures/resumes/sample-set.ts';

type Tally = Record<ScoredField, { right: number; scored: number }>;
const empty = (): Tally => Object.fromEntries(SCORED_FIELDS.map((f) => [f, { right: 0, scored: 0 }])) as Tally;
const rate = (t: { right: number; scored: number }) => (t.scored ? t.right / t.scored : 1);

const tallies = { zh: empty(), en: empty(), all: empty() };
let files = 0;

beforeAll(async () => {
  for (const s of await sampleSet(25)) {
    const { text } = await extractText(s.file);
    const scored = compareFields(s.person, recognise(text, SAMPLE_TODAY), s.idShown);
    files += 1;
    for (const f of SCORED_FIELDS) {
      if (scored[f] === null) continue;
      for (const t of [tallies[s.person.lang], tallies.all]) {
        t[f].scored += 1;
        if (scored[f]) t[f].right += 1;
      }
    }
  }
  const pct = (t: { right: number; scored: number }) => `${(rate(t) * 100).toFixed(1)}%`;
  const lines = SCORED_FIELDS.map(
    (f) =>
      `${f.padEnd(10)} zh ${pct(tallies.zh[f]).padStart(6)}  en ${pct(tallies.en[f]).padStart(6)}  all ${pct(tallies.all[f]).padStart(6)} (${tallies.all[f].right}/${tallies.all[f].scored})`,
  );
  console.info(`resume parsing accuracy on ${files} generated files\n${lines.join('\n')}`);
}, 120_000);

describe('resume parsing accuracy on the generated set', () => {
  it('parses all 200 files', () => expect(files).toBe(200));

  it('reads name, phone, e-mail, ID number, gender, age and degree right in every file', () => {
    for (const f of ['name', 'phone', 'email', 'idNumber', 'gender', 'age', 'degree'] as const) expect(rate(tallies.all[f]), f).toBe(1);
  });

  it('reads school and years of work right in at least 97% of files, the recent employer in at least 85%', () => {
    expect(rate(tallies.all.school)).toBeGreaterThanOrEqual(0.97);
    expect(rate(tallies.all.workYears)).toBeGreaterThanOrEqual(0.97);
    expect(rate(tallies.all.employer)).toBeGreaterThanOrEqual(0.85);
  });
});
