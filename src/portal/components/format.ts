/** Texts built from position and record fields: salary with unit, dates, relative publish time. */
import type { TFunction } from 'i18next';

export function salaryText(t: TFunction, min: number | null, max: number | null, unit: number | null): string {
  if (min === null && max === null) return t('portal:position.salaryTalk');
  const unitText = unit ? t(`portal:options.salaryUnit.${unit}`, { defaultValue: '' }) : '';
  const range = min !== null && max !== null && min !== max ? `${min}-${max}` : String(min ?? max);
  return `${range}${unitText}`;
}

/** YYYY-MM-DD of an ISO time, in the viewer's time zone. */
export function dayText(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso.slice(0, 10);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const DAY_MS = 86_400_000;

/** 今天 / 昨天 / N天前 within a month, the date after that. */
export function publishedText(t: TFunction, iso: string | null | undefined, now = Date.now()): string {
  if (!iso) return '';
  const then = new Date(iso);
  const startOfToday = new Date(now);
  startOfToday.setHours(0, 0, 0, 0);
  const days = Math.ceil((startOfToday.getTime() - then.getTime()) / DAY_MS);
  if (days <= 0) return t('portal:time.today');
  if (days === 1) return t('portal:time.yesterday');
  if (days < 30) return t('portal:time.daysAgo', { n: days });
  return dayText(iso);
}

/** A code's label from portal:options.<list>.<code>, empty for none or "any". */
export function optionText(t: TFunction, list: string, code: number | null | undefined): string {
  if (code === null || code === undefined) return '';
  return t(`portal:options.${list}.${code}`, { defaultValue: '' });
}
