/**
 * Years of work and the most recent employer. Years: what the resume states (5年工作经验, 8 years of
 * experience), else counted from the earliest start in the work section to today (or the last end).
 * Employer: the company of the entry that started last (an open one first).
 */
import { parseRange, RANGE_ALL, yearsSince, type Span } from './dates.ts';
import type { Sections } from './sections.ts';

const STATED = new RegExp(
  [
    '(\\d{1,2})\\s*年(?:以上)?(?:的)?(?:工作|相关工作|从业)经[验历]',
    '工作(?:年限|经验)\\s*[:：]?\\s*(\\d{1,2})\\s*年',
    '(\\d{1,2})\\+?\\s*years?(?: of)?(?: (?:work|working|professional|relevant|industry))? experience',
  ].join('|'),
  'i',
);

const ZH_COMPANY_END = '(?:股份有限公司|有限责任公司|有限公司|集团|公司|研究院|研究所|银行|医院|工厂|厂)';
const ZH_COMPANY = new RegExp(`[\\u4e00-\\u9fa5A-Za-z（）()]{2,40}${ZH_COMPANY_END}`, 'u');
const EN_WORD = "(?:[A-Z][A-Za-z&'.-]*|\\([A-Z][A-Za-z ]*\\))";
const EN_SUFFIX = '(?:Co\\.,? ?Ltd\\.?|Ltd\\.?|Limited|Inc\\.?|Corporation|Corp\\.?|LLC|GmbH|Group|Company|PLC|AG)';
const EN_COMPANY = new RegExp(`${EN_WORD}(?: (?:${EN_WORD}|&|and|of))*? ${EN_SUFFIX}`);

export function companyOf(line: string): string | null {
  const zh = ZH_COMPANY.exec(line)?.[0];
  if (zh) return zh.replace(/^(?:至今|现在|目前)/, '');
  return EN_COMPANY.exec(line)?.[0] ?? null;
}

interface Entry {
  span: Span;
  employer: string | null;
}

const later = (a: Span, b: Span) => {
  if (!a.to !== !b.to) return !a.to;
  return a.from.y * 12 + a.from.m > b.from.y * 12 + b.from.m;
};

function entriesOf(lines: string[]): Entry[] {
  const out: Entry[] = [];
  lines.forEach((line, i) => {
    const span = parseRange(line);
    if (!span) return;
    const rest = line.replace(RANGE_ALL, ' ');
    const employer =
      companyOf(rest) ?? companyOf(lines[i - 1] ?? '') ?? (parseRange(lines[i + 1] ?? '') ? null : companyOf(lines[i + 1] ?? ''));
    out.push({ span, employer });
  });
  return out;
}

export function workOf(s: Sections, all: string, today: Date): { years: number | null; employer: string | null } {
  const stated = STATED.exec(all);
  const entries = entriesOf(s.work);
  let years = stated ? Number(stated[1] ?? stated[2] ?? stated[3]) : null;
  if (years === null && entries.length) {
    const first = entries.reduce((a, b) => (a.span.from.y * 12 + a.span.from.m <= b.span.from.y * 12 + b.span.from.m ? a : b)).span.from;
    const open = entries.some((e) => !e.span.to);
    const lastEnd = entries
      .map((e) => e.span.to)
      .filter((t) => t !== null)
      .sort((a, b) => b.y * 12 + b.m - (a.y * 12 + a.m))[0];
    const end = open || !lastEnd ? today : new Date(Date.UTC(lastEnd.y, lastEnd.m, 1));
    years = Math.max(0, yearsSince(first, end));
  }
  const recent = entries.reduce<Entry | null>((best, e) => (best === null || later(e.span, best.span) ? e : best), null);
  const employer = recent?.employer ?? (s.work.map(companyOf).find((c) => c !== null) || null);
  return { years, employer: employer ?? null };
}
