/**
 * What an offer letter says about one offer, in the letter's language: the placeholder values
 * (salary with its unit, dates written out) and the labels of the letter's fixed parts.
 */
import type { Lang } from '../../../common/states.ts';
import type { PlaceholderValues } from './template.ts';

/** The salary units (OFFER_SALARY_UNIT): the SalaryUnit dropdown's 1 a month, 2 an hour, 3 a day, and 4 a year. */
export type SalaryUnit = 1 | 2 | 3 | 4;

/** One offer as its letter shows it: names already resolved (position, department, place), dates as YYYY-MM-DD. */
export interface OfferLetter {
  companyName: string;
  /** The company's logo as PNG or JPEG bytes; other formats are left out of the letter. */
  companyLogo?: Uint8Array | null | undefined;
  candidateName: string;
  position: string;
  department: string;
  /** Salary in yuan, at most two decimals. */
  salary: number;
  /** 1 (default) a month, 2 an hour, 3 a day, 4 a year. */
  salaryUnit?: SalaryUnit | undefined;
  entryDate: string;
  place: string;
  /** Last day the offer may be accepted. A timestamp is read as its calendar day (its first ten characters). */
  validUntil: string;
  /** Day the letter is dated (under the signature) and the PDF's creation date. */
  issuedOn: string;
}

const t = (zhCN: string, zhTW: string, en: string): Readonly<Record<Lang, string>> => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

// biome-ignore format: a table, one label per line
export const LETTER_LABELS = {
  name:       t('姓名', '姓名', 'Name'),
  position:   t('职位', '職位', 'Position'),
  department: t('部门', '部門', 'Department'),
  salary:     t('薪资', '薪資', 'Salary'),
  entryDate:  t('入职日期', '到職日期', 'Entry date'),
  place:      t('工作地点', '工作地點', 'Place of work'),
  validUntil: t('有效期至', '有效期限至', 'Valid until'),
  page:       t('第 {page} 页，共 {pages} 页', '第 {page} 頁，共 {pages} 頁', 'Page {page} of {pages}'),
} as const;

// biome-ignore format: a table, one unit per line
const SALARY_FORMS: Record<SalaryUnit, Readonly<Record<Lang, string>>> = {
  1: t('月薪 {amount} 元', '月薪 {amount} 元', 'CNY {amount} a month'),
  2: t('时薪 {amount} 元', '時薪 {amount} 元', 'CNY {amount} an hour'),
  3: t('日薪 {amount} 元', '日薪 {amount} 元', 'CNY {amount} a day'),
  4: t('年薪 {amount} 元', '年薪 {amount} 元', 'CNY {amount} a year'),
};

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 月薪 12000 元 / CNY 12,000 a month: Chinese letters write the amount without grouping, as pay slips do. */
export function formatSalary(amount: number, unit: SalaryUnit | undefined, lang: Lang): string {
  const fixed = Number.isInteger(amount) ? String(amount) : amount.toFixed(2).replace(/0$/, '');
  const shown = lang === 'en' ? fixed.replace(/^(\d+)/, (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ',')) : fixed;
  return SALARY_FORMS[unit ?? 1][lang].replace('{amount}', shown);
}

/** 2026年12月1日 / 1 December 2026; a value that is no YYYY-MM-DD day is shown as given. */
export function formatDate(value: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12) return value;
  return lang === 'en' ? `${day} ${EN_MONTHS[month - 1]} ${year}` : `${year}年${month}月${day}日`;
}

export function placeholderValues(offer: OfferLetter, lang: Lang): PlaceholderValues {
  return {
    name: offer.candidateName,
    position: offer.position,
    department: offer.department,
    salary: formatSalary(offer.salary, offer.salaryUnit, lang),
    entryDate: formatDate(offer.entryDate, lang),
    place: offer.place,
    validUntil: formatDate(offer.validUntil, lang),
    company: offer.companyName,
  };
}
