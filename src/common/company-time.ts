/**
 * The companies' local time: China Standard Time, UTC+8 without daylight saving. What a person reads
 * outside the browser (messages, letters, calendar texts, exported sheets) speaks it; the browser shows
 * its own zone.
 */
export const COMPANY_UTC_OFFSET_MINUTES = 8 * 60;

/** A Date whose UTC fields read the company's wall clock (for Excel, which keeps no zone). */
export function companyWallClock(d: Date): Date {
  return new Date(d.getTime() + COMPANY_UTC_OFFSET_MINUTES * 60_000);
}

/** `2026-12-01 14:30` (with `seconds`, `2026-12-01 14:30:05`) on the company's clock. */
export function companyTimeText(d: Date, seconds = false): string {
  const iso = companyWallClock(d).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, seconds ? 19 : 16)}`;
}
