/**
 * npm run bench:talent (after the search bench) — resume parse throughput per file: the work
 * BatchParsing does for each upload (file check, text extraction, field recognition), without the
 * database, over the generated sample set, PDF and DOCX apart. Prints ms/file (median, p95) and files/s.
 * The first PDF, which loads pdf.js, is timed on its own.
 *
 * BENCH_PEOPLE (default 25) people per language: 4 files each per format (two layouts, two languages
 * share the count), so 100 PDFs and 100 DOCX by default; BENCH_ROUNDS (default 3) passes over them.
 */
import { parseFile } from '../../src/server/modules/parsing/service.ts';
import { SAMPLE_TODAY } from '../fixtures/resumes/people.ts';
import { sampleSet } from '../fixtures/resumes/sample-set.ts';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 25);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

async function main() {
  const set = await sampleSet(PEOPLE);
  const first = set.find((s) => s.format === 'pdf')!;
  const t0 = performance.now();
  await parseFile({ fileName: first.fileName, data: first.file, size: first.file.length }, SAMPLE_TODAY);
  console.info(`first PDF (loads pdf.js): ${(performance.now() - t0).toFixed(1)} ms`);
  for (const format of ['pdf', 'docx'] as const) {
    const files = set.filter((s) => s.format === format);
    const times: number[] = [];
    const started = performance.now();
    for (let r = 0; r < ROUNDS; r++) {
      for (const s of files) {
        const t = performance.now();
        const parsed = await parseFile({ fileName: s.fileName, data: s.file, size: s.file.length }, SAMPLE_TODAY);
        times.push(performance.now() - t);
        if (parsed.refusal) throw new Error(`${s.fileName} refused: ${parsed.refusal}`);
      }
    }
    const total = performance.now() - started;
    const bytes = files.reduce((n, s) => n + s.file.length, 0) / files.length;
    console.info(
      `${format.toUpperCase().padEnd(4)} ${times.length} parses, ${(bytes / 1024).toFixed(1)} KB avg: median ${pct(times, 0.5).toFixed(2)} ms/file, p95 ${pct(times, 0.95).toFixed(2)} ms/file, ${((times.length / total) * 1000).toFixed(0)} files/s`,
    );
  }
}

await main();
