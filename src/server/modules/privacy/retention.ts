/**
 * The retention job (README → Security → Personal data): removes or blanks, through every holder's
 * `expire`, the recruitment data of people past their time (RECRUIT_RETENTION_YEARS after their last
 * activity with no hire still retained; EMPLOYEE_RETENTION_YEARS after a former employee left), runs
 * erasure requests no company answered within REQUEST_DEADLINE_DAYS, unlinks the files' bytes, and
 * writes one audit row of counts (no person, no value). One service for `recruit retention` and the
 * daily in-process run; the clock is the caller's, so tests move it.
 */
import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { EMPLOYEE_RETENTION_YEARS, RECRUIT_RETENTION_YEARS, REQUEST_DEADLINE_DAYS } from '../../../common/privacy.ts';
import { HOLDERS } from './holders.ts';
import { removeFileBytes } from './file-bytes.ts';
import { answerRequest } from './erasure.ts';
import * as requests from './repositories/requests.ts';
import { expiredPeople } from './repositories/subjects.ts';

const BATCH = 200;
/** A run stops after this many batches; the next day's run goes on where it stopped. */
const MAX_BATCHES = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionOptions {
  now: Date;
  /** Count what would go, remove nothing (everything runs in a transaction that is rolled back). */
  dryRun?: boolean;
  /** cli or schedule: kept in the audit row. */
  trigger: string;
}

export interface RetentionReport {
  dryRun: boolean;
  /** People whose recruitment data expired. */
  people: number;
  /** Overdue erasure requests run (erased or refused). */
  requests: number;
  /** Rows removed or blanked per holder. */
  rows: Record<string, number>;
  /** Files whose bytes were removed from disk (database bytes go with their rows). */
  fileBytes: number;
}

const yearsBefore = (now: Date, years: number) => {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
};

class DryRun extends Error {}

function add(into: Record<string, number>, name: string, n: number) {
  into[name] = (into[name] ?? 0) + n;
}

async function expireBatch(tx: Tx, now: Date, userIds: number[], report: RetentionReport, files: string[]) {
  for (const holder of HOLDERS) {
    if (!holder.expire) continue;
    const done = await holder.expire(tx, { now, userIds });
    add(report.rows, holder.name, done.rows);
    files.push(...(done.files ?? []));
  }
  report.people += userIds.length;
}

/** Overdue requests, answered by the job (answeredBy null): erased, or refused with the reason. */
async function overdueRequests(tx: Tx, now: Date, report: RetentionReport, files: string[]) {
  for (const r of await requests.overdue(tx, new Date(now.getTime() - REQUEST_DEADLINE_DAYS * DAY_MS))) {
    const done = await answerRequest(tx, r.id, null, 'job', now);
    for (const [name, n] of Object.entries(done.erased ?? {})) add(report.rows, name, n);
    files.push(...done.files);
    report.requests++;
  }
}

async function work(tx: Tx, opts: RetentionOptions, report: RetentionReport, files: string[], first: boolean) {
  const recruitCut = yearsBefore(opts.now, RECRUIT_RETENTION_YEARS);
  const employeeCut = yearsBefore(opts.now, EMPLOYEE_RETENTION_YEARS);
  if (first) await overdueRequests(tx, opts.now, report, files);
  const people = await expiredPeople(tx, recruitCut, employeeCut, BATCH);
  if (people.length) await expireBatch(tx, opts.now, people, report, files);
  return people.length === BATCH;
}

export async function runRetention(deps: Pick<Deps, 'db' | 'config'>, opts: RetentionOptions): Promise<RetentionReport> {
  const report: RetentionReport = { dryRun: Boolean(opts.dryRun), people: 0, requests: 0, rows: {}, fileBytes: 0 };
  const files: string[] = [];
  if (opts.dryRun) {
    // The same statements, undone: the counts are what a real run would do now.
    await deps.db
      .transaction(async (tx) => {
        for (let i = 0; i < MAX_BATCHES && (await work(tx, opts, report, files, i === 0)); i++);
        throw new DryRun();
      })
      .catch((e: unknown) => {
        if (!(e instanceof DryRun)) throw e;
      });
    report.fileBytes = files.length;
  } else {
    // A transaction per batch: a long run holds no lock for long and keeps what it finished.
    for (let i = 0; i < MAX_BATCHES && (await inTransaction(deps.db, (tx) => work(tx, opts, report, files, i === 0))); i++);
    report.fileBytes = await removeFileBytes(deps.config, files);
  }
  await requests.insertAudit(deps.db, {
    kind: 'retention',
    trigger: opts.trigger,
    dryRun: report.dryRun,
    counts: { people: report.people, requests: report.requests, fileBytes: report.fileBytes, ...report.rows },
    createdAt: opts.now,
  });
  return report;
}
