/**
 * Log entries keep before/after images of the records they change; a reader sees them masked as the
 * record's own screen would show them to that reader. Data permissions are the access module's, above
 * this one: it passes its masker in at start-up (modules/index.ts: access/log-masking.ts).
 */
import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../identity/sessions.ts';

/** One entry's summary as this reader may see it. */
export type SummaryMask = (resource: string, summary: unknown) => unknown;
export type SummaryMasker = (db: Queryable, reader: Caller) => Promise<SummaryMask>;

let masker: SummaryMasker | undefined;

export function maskSummariesWith(fn: SummaryMasker) {
  masker = fn;
}

/** A function that masks one entry's summary for this reader (the reader's scopes are read once per page). */
export function summaryMasker(db: Queryable, reader: Caller): Promise<SummaryMask> {
  if (!masker) throw new Error('no summary masker: modules/index.ts connectModules() passes it in at start-up');
  return masker(db, reader);
}
