/**
 * What the seeker reads of an offer and the hire steps after it, in the language they applied in:
 * the NoticeMessage of each row, and the offer's e-mail (the letter attached as a PDF) and SMS.
 */
import type { Lang } from '../../../../common/states.ts';
import type { OutgoingMessage } from '../../code/senders.ts';
import { formatDate, formatSalary } from '../../offers/letter-values.ts';
import type { ResolvedOffer } from './letter.ts';

export interface OfferText {
  companyName: string;
  offer: ResolvedOffer;
}

const LINES: Readonly<Record<Lang, (i: OfferText) => string[]>> = {
  'zh-CN': ({ companyName, offer: o }) => [
    `${companyName}向您发出了“${o.positionName}”的录用通知（Offer）。`,
    `部门：${o.deptName}；薪资：${formatSalary(o.salary, o.salaryUnit, 'zh-CN')}`,
    `入职日期：${formatDate(o.entryDate, 'zh-CN')}${o.place ? `；工作地点：${o.place}` : ''}`,
    `请在${formatDate(o.validUntil, 'zh-CN')}前在“我的求职”中查看并接受或拒绝。`,
  ],
  'zh-TW': ({ companyName, offer: o }) => [
    `${companyName}向您發出了「${o.positionName}」的錄用通知（Offer）。`,
    `部門：${o.deptName}；薪資：${formatSalary(o.salary, o.salaryUnit, 'zh-TW')}`,
    `到職日期：${formatDate(o.entryDate, 'zh-TW')}${o.place ? `；工作地點：${o.place}` : ''}`,
    `請在${formatDate(o.validUntil, 'zh-TW')}前於「我的求職」中查看並接受或拒絕。`,
  ],
  en: ({ companyName, offer: o }) => [
    `${companyName} offers you the position “${o.positionName}”.`,
    `Department: ${o.deptName}; salary: ${formatSalary(o.salary, o.salaryUnit, 'en')}`,
    `Entry date: ${formatDate(o.entryDate, 'en')}${o.place ? `; place of work: ${o.place}` : ''}`,
    `Read it and accept or decline under “My applications” by ${formatDate(o.validUntil, 'en')}.`,
  ],
};

const SUBJECT: Readonly<Record<Lang, (i: OfferText) => string>> = {
  'zh-CN': (i) => `录用通知：${i.companyName} · ${i.offer.positionName}`,
  'zh-TW': (i) => `錄用通知：${i.companyName} · ${i.offer.positionName}`,
  en: (i) => `Offer of employment: ${i.companyName} · ${i.offer.positionName}`,
};

/** The push notice: the offer in one line. */
export function offerNotice(i: OfferText, lang: Lang): string {
  const [first, facts, entry] = LINES[lang](i);
  return `${first} ${facts} ${entry}`;
}

const FILE_NAME: Readonly<Record<Lang, string>> = { 'zh-CN': '录用通知书.pdf', 'zh-TW': '錄用通知書.pdf', en: 'offer-letter.pdf' };

/** The e-mail (the letter attached) and the SMS, to whichever of the two the seeker has. */
export function offerMessages(
  i: OfferText,
  lang: Lang,
  to: { email: string | null; phone: string | null },
  pdf: Buffer,
): OutgoingMessage[] {
  const body = LINES[lang](i).join('\n');
  const out: OutgoingMessage[] = [];
  const subject = SUBJECT[lang](i);
  if (to.email)
    out.push({
      channel: 'mail',
      target: to.email,
      subject,
      body,
      attachments: [{ filename: FILE_NAME[lang], content: pdf, contentType: 'application/pdf' }],
    });
  if (to.phone) out.push({ channel: 'sms', target: to.phone, subject, body: [LINES[lang](i)[0], LINES[lang](i)[3]].join(' ') });
  return out;
}

type Say = Readonly<Record<Lang, (position: string, detail: string) => string>>;

// biome-ignore format: a table, one step per entry
const STEPS = {
  acceptRecorded: {
    'zh-CN': (p) => `您投递的“${p}”：招聘方已记录您接受Offer。`,
    'zh-TW': (p) => `您投遞的「${p}」：招聘方已記錄您接受Offer。`,
    en: (p) => `Your application for “${p}”: the employer recorded that you accepted the offer.`,
  },
  toBeEmployed: {
    'zh-CN': (p) => `您投递的“${p}”：您已进入待入职，招聘方会尽快与您确定入职日期。`,
    'zh-TW': (p) => `您投遞的「${p}」：您已進入待入職，招聘方會盡快與您確定到職日期。`,
    en: (p) => `Your application for “${p}”: you are to be employed; the employer will set your induction date shortly.`,
  },
  induction: {
    'zh-CN': (p, d) => `您投递的“${p}”：入职日期已确定为${d}，请按时报到。`,
    'zh-TW': (p, d) => `您投遞的「${p}」：到職日期已確定為${d}，請準時報到。`,
    en: (p, d) => `Your application for “${p}”: your induction date is ${d}. Please report on time.`,
  },
  inductionChanged: {
    'zh-CN': (p, d) => `您投递的“${p}”：入职日期已变更，${d}。`,
    'zh-TW': (p, d) => `您投遞的「${p}」：到職日期已變更，${d}。`,
    en: (p, d) => `Your application for “${p}”: your induction date changed, ${d}.`,
  },
  back: {
    'zh-CN': (p, d) => `您投递的“${p}”有新进展：${d}`,
    'zh-TW': (p, d) => `您投遞的「${p}」有新進展：${d}`,
    en: (p, d) => `Your application for “${p}”: ${d}`,
  },
} satisfies Record<string, Say>;

export const stepNotice = (step: keyof typeof STEPS, lang: Lang, position: string, detail = '') => STEPS[step][lang](position, detail);

/** `2026年12月1日 改为 2026年12月8日` / `from 1 December 2026 to 8 December 2026` */
export function dateChange(before: string | null, after: string, lang: Lang): string {
  const to = formatDate(after, lang);
  if (!before) return to;
  const from = formatDate(before, lang);
  if (lang === 'en') return `from ${from} to ${to}`;
  return lang === 'zh-TW' ? `由${from}改為${to}` : `由${from}改为${to}`;
}
