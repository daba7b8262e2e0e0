/**
 * Format rules of the seeds, shared by server schemas and client forms.
 * Patterns are plain strings so they can go into JSON Schema `pattern` as they are.
 */
export const PATTERNS = {
  phone: '^1[3-9]\\d{9}$',
  /** A company's contact number: mobile or landline with area code, extension, spaces, dashes. */
  contactPhone: '^[0-9+() -]{5,20}$',
  account: '^[A-Za-z][A-Za-z0-9_]{3,15}$',
  code6: '^\\d{6}$',
  teamCode: '^[A-Za-z0-9]{15}$',
  digits: '^\\d+$',
  positiveInt: '^[1-9]\\d*$',
  cjkAlnum: '^[\\u4e00-\\u9fa5A-Za-z0-9]+$',
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
} as const;

export const LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  accountMin: 4,
  accountMax: 16,
  remarkMax: 200,
  workDescriptionMax: 1000,
  officePlacesMax: 10,
} as const;

const re = (p: string) => new RegExp(p, 'u');
export const isPhone = (v: string) => re(PATTERNS.phone).test(v);
export const isContactPhone = (v: string) => re(PATTERNS.contactPhone).test(v);
export const isAccountName = (v: string) => re(PATTERNS.account).test(v);
export const isCode6 = (v: string) => re(PATTERNS.code6).test(v);
export const isEmail = (v: string) => v.length <= 254 && re(PATTERNS.email).test(v);
export const isTeamCode = (v: string) => re(PATTERNS.teamCode).test(v);

export function isUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Why a password breaks the seeds' rules, or null when it is fine. */
export type PasswordProblem = 'length' | 'chinese' | 'space' | 'classes';
export function passwordProblem(v: string): PasswordProblem | null {
  if (v.length < LIMITS.passwordMin || v.length > LIMITS.passwordMax) return 'length';
  if (/[\u4e00-\u9fa5\u3400-\u4dbf]/u.test(v)) return 'chinese';
  if (/\s/u.test(v)) return 'space';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(v)).length;
  return classes >= 3 ? null : 'classes';
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** Mainland 18-digit resident ID with its ISO 7064 checksum. */
export function isMainlandId(v: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(v)) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17]!.toUpperCase();
}

/** Taiwan-style ID: a letter, 1 or 2, eight digits, with its checksum. */
export function isTaiwanId(v: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(v)) return false;
  const letters = 'ABCDEFGHJKLMNPQRSTUVXYWZIO';
  const n = letters.indexOf(v[0]!) + 10;
  const digits = [Math.floor(n / 10), n % 10, ...v.slice(1).split('').map(Number)];
  const weights = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1];
  return digits.reduce((acc, d, i) => acc + d * weights[i]!, 0) % 10 === 0;
}

export const isIdNumber = (v: string) => isMainlandId(v) || isTaiwanId(v);
