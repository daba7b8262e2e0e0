/**
 * Offers as both ends read them: the state codes, the salary units, the validity bounds and the
 * state an offer stands at (a sent offer past its last day reads as expired; expiry is read on the
 * clock, never written), the hire stage's step names, and the letter's days in China's time zone.
 */
import type { Lang } from './states.ts';
import { HIRE_STEP, type HireStep } from './recruiting.ts';

/** offers.state */
export const OFFER_STATE = { sent: 0, accepted: 1, declined: 2, withdrawn: 3, expired: 4 } as const;
export type OfferStateCode = (typeof OFFER_STATE)[keyof typeof OFFER_STATE];
export type OfferState = keyof typeof OFFER_STATE;

/** offers.answered_via: the seeker on 我的求职, or HR recording an answer given by phone. */
export const OFFER_ANSWERED_VIA = { seeker: 1, hr: 2 } as const;

/** offers.salary_unit: the SalaryUnit dropdown's 1 a month, 2 an hour, 3 a day, and 4 a year. */
export const OFFER_SALARY_UNIT = { month: 1, hour: 2, day: 3, year: 4 } as const;
export type OfferSalaryUnit = (typeof OFFER_SALARY_UNIT)[keyof typeof OFFER_SALARY_UNIT];

/** An offer may be answered for at most this many days (its last day included). */
export const OFFER_VALID_DAYS_MAX = 30;

/** The product's market: offer days (entry, validity, "today") are calendar days in UTC+8. */
const ZONE_HOURS = 8;

/** Today as YYYY-MM-DD in UTC+8. */
export const offerToday = (now: Date): string => new Date(now.getTime() + ZONE_HOURS * 3_600_000).toISOString().slice(0, 10);

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The moment an offer valid until `day` ends: the end of that day in UTC+8 (what valid_until stores). */
export const validUntilEnd = (day: string): Date => new Date(Date.parse(`${day}T23:59:59.999Z`) - ZONE_HOURS * 3_600_000);

/** The day (UTC+8) a stored valid_until ends. */
export const validUntilDay = (end: Date): string => offerToday(end);

/** What an offer stands at `now`: a sent one past its last day is expired. */
export function offerState(state: number, validUntil: Date, now: Date): OfferState {
  if (state === OFFER_STATE.sent) return validUntil.getTime() < now.getTime() ? 'expired' : 'sent';
  const name = (Object.keys(OFFER_STATE) as OfferState[]).find((k) => OFFER_STATE[k] === state);
  return name ?? 'sent';
}

type Text = Readonly<Record<Lang, string>>;
const t = (zhCN: string, zhTW: string, en: string): Text => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/** The hire stage's steps as HR reads them (the hire list's step column, BackTone's answer). */
export const HIRE_STEP_NAMES: Readonly<Record<HireStep, Text>> = {
  [HIRE_STEP.offerPending]: t('待发Offer', '待發Offer', 'Offer to send'),
  [HIRE_STEP.offerSent]: t('Offer已发送', 'Offer已發送', 'Offer sent'),
  [HIRE_STEP.offerAccepted]: t('已接受Offer', '已接受Offer', 'Offer accepted'),
  [HIRE_STEP.toBeEmployed]: t('待入职', '待入職', 'To be employed'),
  [HIRE_STEP.inducted]: t('已定入职日期', '已定入職日期', 'Induction date set'),
};

export const hireStepName = (step: number, lang: Lang): string => HIRE_STEP_NAMES[step as HireStep]?.[lang] ?? String(step);

/** Offer states as both ends read them. */
export const OFFER_STATE_NAMES: Readonly<Record<OfferState, Text>> = {
  sent: t('待答复', '待答覆', 'Awaiting answer'),
  accepted: t('已接受', '已接受', 'Accepted'),
  declined: t('已拒绝', '已拒絕', 'Declined'),
  withdrawn: t('已撤回', '已撤回', 'Withdrawn'),
  expired: t('已过期', '已過期', 'Expired'),
};
