/**
 * Field checks of the organisation forms as pure functions returning the message to show (or
 * undefined): the seeds' `{label}不能为空`, the server's lengths, and the shared format rules.
 * react-admin validators and plain forms both call these.
 */
import { isContactPhone, isEmail, isPhone, isTeamCode, isUrl } from '../../../common/validators.ts';
import type { OrgT } from './i18n.ts';

export type Check = (value: unknown) => string | undefined;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));

export function required(t: OrgT, label: string): Check {
  return (v) => (text(v) === '' ? t('common.required', { label }) : undefined);
}

export function maxLength(t: OrgT, label: string, max: number): Check {
  return (v) => (text(v).length > max ? t('common.maxLength', { label, max }) : undefined);
}

/** A whole number from 0 to `max` (sort orders: the server takes up to 99999); empty passes. */
export function nonNegativeInt(t: OrgT, label: string, max = 99999): Check {
  return (v) => {
    const s = text(v);
    if (s === '') return undefined;
    return /^\d{1,9}$/.test(s) && Number(s) <= max ? undefined : t('common.integer', { label, max });
  };
}

/** A pattern the server checks too, with its own message; empty passes. */
export function matches(pattern: string, message: string): Check {
  const re = new RegExp(pattern, 'u');
  return (v) => {
    const s = text(v);
    return s === '' || re.test(s) ? undefined : message;
  };
}

const FORMATS = { phone: isPhone, contactPhone: isContactPhone, email: isEmail, url: isUrl, teamCode: isTeamCode } as const;

/** A shared format rule (src/common/validators.ts); empty passes. */
export function format(t: OrgT, label: string, kind: keyof typeof FORMATS): Check {
  return (v) => {
    const s = text(v);
    return s === '' || FORMATS[kind](s) ? undefined : t('common.pattern', { label });
  };
}

/** The first message of several checks. */
export function firstError(checks: readonly Check[], value: unknown): string | undefined {
  for (const c of checks) {
    const m = c(value);
    if (m) return m;
  }
  return undefined;
}

/** Phones or e-mails typed in one box: split on commas, semicolons, spaces and new lines. */
export function splitList(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(/[\s,，;；、]+/u)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The server's limits (varchar lengths of the org tables). */
/** Department numbers: letters, digits and . _ - (as the server's DEPT_NO_PATTERN). */
export const DEPT_NO_PATTERN = '^[A-Za-z0-9._-]+$';

export const LEN = {
  deptNo: 32,
  sortMax: 99999,
  deptName: 100,
  remark: 200,
  companyName: 100,
  shortName: 50,
  industry: 50,
  address: 200,
  website: 200,
  phone: 20,
  email: 254,
  placeName: 50,
  placeAddress: 200,
  personName: 50,
  account: 16,
} as const;
