/**
 * Checks of the entry-data forms, as the server's schema states them (ResumeUserInfo): the ID number
 * through the project's validator, phone and bank-card formats, lengths. Keys of the `resume` namespace.
 */
import { isIdNumber, isPhone } from '../../../common/validators.ts';
import type { UserInfoData } from '../../resume-api/types.ts';
import type { Issues } from '../CompleteData/rules.ts';

export const USER_INFO_FIELDS = [
  'idNumber',
  'nation',
  'nativePlace',
  'address',
  'emergencyContact',
  'emergencyRelation',
  'emergencyPhone',
  'bankName',
  'bankCard',
] as const;
export type UserInfoField = (typeof USER_INFO_FIELDS)[number];
export type UserInfoDraft = Record<UserInfoField, string>;

/** Longest answer of each field (the server's limits). */
export const USER_INFO_MAX: Readonly<Record<UserInfoField, number>> = {
  idNumber: 18,
  nation: 20,
  nativePlace: 50,
  address: 200,
  emergencyContact: 20,
  emergencyRelation: 20,
  emergencyPhone: 11,
  bankName: 50,
  bankCard: 19,
};

/** What onboarding cannot do without; the rest may come later. */
export const USER_INFO_REQUIRED: readonly UserInfoField[] = ['idNumber', 'address', 'emergencyContact', 'emergencyPhone'];

const BANK_CARD = /^\d{12,19}$/;

export const userInfoDraft = (d: UserInfoData | null | undefined): UserInfoDraft =>
  Object.fromEntries(USER_INFO_FIELDS.map((f) => [f, d?.[f] ?? ''])) as UserInfoDraft;

/** Empty answers are left out (the server takes only filled ones); the ID's x is upper case. */
export function userInfoInput(d: UserInfoDraft): UserInfoData {
  const out: UserInfoData = {};
  for (const f of USER_INFO_FIELDS) {
    const v = d[f].trim();
    if (v) out[f] = f === 'idNumber' ? v.toUpperCase() : v;
  }
  return out;
}

export function userInfoIssues(d: UserInfoDraft): Issues {
  const issues: Issues = {};
  for (const f of USER_INFO_FIELDS) {
    const v = d[f].trim();
    if (!v) {
      if (USER_INFO_REQUIRED.includes(f)) issues[f] = { key: 'rules.required' };
    } else if (v.length > USER_INFO_MAX[f]) {
      issues[f] = { key: 'rules.maxLength', params: { n: USER_INFO_MAX[f] } };
    }
  }
  const id = d.idNumber.trim().toUpperCase();
  if (id && !isIdNumber(id)) issues.idNumber = { key: 'rules.idNumber' };
  const phone = d.emergencyPhone.trim();
  if (phone && !isPhone(phone)) issues.emergencyPhone = { key: 'rules.phone' };
  const card = d.bankCard.trim();
  if (card && !BANK_CARD.test(card)) issues.bankCard = { key: 'rules.bankCard' };
  return issues;
}

/** Arrival: a real day, not before today. */
export function arrivalIssue(v: string, today: string): string | null {
  if (!v) return 'rules.required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return 'rules.date';
  return v < today ? 'rules.arrivalPast' : null;
}

/** The local day of an instant the server sent (arrivalTime), for a date input. */
export function localDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** A chosen day as the instant of its local midnight (the server keeps an instant). */
export function localMidnightIso(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).toISOString();
}
