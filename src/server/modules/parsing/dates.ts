/**
 * Dates as resumes write them: 2019.07, 2019年7月, 2019-07-12, 07/2019, 12/03/1990, Jul 2019,
 * March 14, 1990, and the open end of a range (至今, Present). Months are 1-12.
 */
export interface YearMonth {
  y: number;
  m: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const monthOf = (word: string) => MONTHS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
const sane = (y: number, m: number) => y >= 1940 && y <= 2100 && m >= 1 && m <= 12;

const MONTH_WORD = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\\.?';
const YM = `(?:(?:19|20)\\d{2}\\s*(?:[.\\-/年]\\s*\\d{1,2}\\s*月?)?|${MONTH_WORD}\\s+(?:19|20)\\d{2}|\\d{1,2}\\s*/\\s*(?:19|20)\\d{2})`;
const OPEN = '(?:至今|今|现在|目前|Present|present|Now|now|Current|current|Today|today)';
/** A from-to range: the start, a dash or 到/至/to, the end or an open end. */
export const RANGE = new RegExp(`(${YM})\\s*(?:[-–—~～至到]|to)\\s*(${YM}|${OPEN})`, 'u');
export const RANGE_ALL = new RegExp(RANGE.source, 'gu');

/** One year-month as written in a range (a bare year is its January; an end year, its December). */
export function parseYearMonth(s: string, end = false): YearMonth | null {
  const t = s.trim();
  let r = /^((?:19|20)\d{2})\s*(?:[.\-/年]\s*(\d{1,2})\s*月?)?$/.exec(t);
  if (r) return check(Number(r[1]), r[2] ? Number(r[2]) : end ? 12 : 1);
  r = new RegExp(`^(${MONTH_WORD})\\s+((?:19|20)\\d{2})$`).exec(t);
  if (r) return check(Number(r[2]), monthOf(r[1]!));
  r = /^(\d{1,2})\s*\/\s*((?:19|20)\d{2})$/.exec(t);
  if (r) return check(Number(r[2]), Number(r[1]));
  return null;
}

const check = (y: number, m: number): YearMonth | null => (sane(y, m) ? { y, m } : null);

export interface Span {
  from: YearMonth;
  /** null: to the present. */
  to: YearMonth | null;
}

export function parseRange(line: string): Span | null {
  const r = RANGE.exec(line);
  if (!r) return null;
  const from = parseYearMonth(r[1]!);
  if (!from) return null;
  if (new RegExp(`^${OPEN}$`, 'u').test(r[2]!.trim())) return { from, to: null };
  const to = parseYearMonth(r[2]!, true);
  return to ? { from, to } : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A birth day: 1990年3月14日, 1990-03-14, 1990.3.14, 1990/03/14, 14/03/1990 (day first, as outside the
 * US), March 14, 1990, 14 March 1990; year and month alone answer `YYYY-MM`.
 */
export function parseBirth(s: string): string | null {
  let r = /((?:19|20)\d{2})\s*[年.\-/]\s*(\d{1,2})\s*[月.\-/]?\s*(?:(\d{1,2})\s*日?)?/.exec(s);
  if (r) return ymd(Number(r[1]), Number(r[2]), r[3] ? Number(r[3]) : null);
  r = /\b(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})\b/.exec(s);
  if (r) return ymd(Number(r[3]), Number(r[2]), Number(r[1]));
  r = new RegExp(`(${MONTH_WORD})\\s+(\\d{1,2}),?\\s+((?:19|20)\\d{2})`).exec(s);
  if (r) return ymd(Number(r[3]), monthOf(r[1]!), Number(r[2]));
  r = new RegExp(`(\\d{1,2})\\s+(${MONTH_WORD})\\s+((?:19|20)\\d{2})`).exec(s);
  if (r) return ymd(Number(r[3]), monthOf(r[2]!), Number(r[1]));
  return null;
}

function ymd(y: number, m: number, d: number | null): string | null {
  if (!sane(y, m)) return null;
  if (d === null) return `${y}-${pad(m)}`;
  return d >= 1 && d <= 31 ? `${y}-${pad(m)}-${pad(d)}` : null;
}

/** Full years from a day (or a year-month, read as its first day) to `today`. */
export function yearsSince(from: string | YearMonth, today: Date): number {
  const [y, m, d] = typeof from === 'string' ? from.split('-').map(Number) : [from.y, from.m, 1];
  let years = today.getUTCFullYear() - y!;
  const month = today.getUTCMonth() + 1;
  if (month < m! || (month === m && today.getUTCDate() < (d ?? 1))) years -= 1;
  return years;
}
