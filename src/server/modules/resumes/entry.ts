/**
 * Onboarding: the seeker's personal details (ResumeUserInfo, one document per account) and the
 * papers of each hired application (entry data), which the seeker fills while the application is
 * at hire or waiting to report and HR of the company reads.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { PIPELINE_STAGE, seekerStage } from '../../../common/recruiting.ts';
import { isIdNumber } from '../../../common/validators.ts';
import type { Caller } from '../identity/sessions.ts';
import { ENTRY_DOCUMENT_FROM, RESUME_PHOTO_FROM, fileUrl } from '../files/service.ts';
import * as repo from './repository.ts';
import * as entries from './entry-repository.ts';
import { ownOrCompanyRecord, ownRecord } from './records.ts';
import { ENTRY_FILE_KEYS } from '../../../common/entry-papers.ts';
import type { EntryData, UserInfoData } from './entry-schemas.ts';

const ENTRY_STAGES: readonly number[] = [PIPELINE_STAGE.hire, PIPELINE_STAGE.waitingReported];

export async function myUserInfo(deps: Deps, caller: Caller) {
  return { data: ((await entries.userInfoOf(deps.db, caller.userId)) ?? {}) as UserInfoData };
}

export async function editMyUserInfo(deps: Deps, caller: Caller, data: UserInfoData) {
  if (data.idNumber && !isIdNumber(data.idNumber)) throw fieldError('data.idNumber', { rule: 'format' });
  await inTransaction(deps.db, (tx) => entries.saveUserInfo(tx, caller.userId, data));
  return { data };
}

const fileIdsOf = (d: EntryData) => [
  ...ENTRY_FILE_KEYS.map((k) => d[k]).filter((v): v is number => typeof v === 'number'),
  ...(d.photoIds ?? []),
];

function presentEntry(r: repo.RecordRow, stored: unknown, named: Map<number, { name: string; key: string }>, caller: Caller) {
  const d = (stored ?? {}) as EntryData;
  const papers = Object.fromEntries(ENTRY_FILE_KEYS.map((k) => [k, d[k] ?? null])) as Record<
    (typeof ENTRY_FILE_KEYS)[number],
    number | null
  >;
  const data = { ...papers, photoIds: d.photoIds ?? [], remark: d.remark ?? null };
  return {
    deliveryRecordId: r.id,
    stage: r.stage,
    seekerStage: seekerStage(r.stage, r.viewedAt !== null),
    editable: r.userId === caller.userId && ENTRY_STAGES.includes(r.stage),
    arrivalTime: r.arrivalTime?.toISOString() ?? null,
    data,
    files: fileIdsOf(d).flatMap((id) => {
      const f = named.get(id);
      return f ? [{ id, name: f.name, fullPath: fileUrl(f.key) }] : [];
    }),
  };
}

async function entryAnswer(deps: Deps, caller: Caller, r: repo.RecordRow, stored: unknown) {
  const ids = fileIdsOf((stored ?? {}) as EntryData);
  const named = new Map((await repo.filesByIds(deps.db, ids)).map((f) => [f.id, { name: f.name, key: f.key }]));
  return presentEntry(r, stored, named, caller);
}

/** An application's entry data and its files (names and keys), for a caller who has checked access to the application. */
export async function entryPapers(db: Queryable, recordId: number) {
  const data = ((await entries.entryOf(db, recordId)) ?? {}) as EntryData;
  return { data, files: await repo.filesByIds(db, fileIdsOf(data)) };
}

export async function entryDetails(deps: Deps, caller: Caller, recordId: number) {
  const r = await ownOrCompanyRecord(deps.db, caller, recordId);
  return entryAnswer(deps, caller, r, await entries.entryOf(deps.db, r.id));
}

export async function editEntry(deps: Deps, caller: Caller, recordId: number, data: EntryData) {
  const r = await ownRecord(deps.db, caller, recordId);
  if (!ENTRY_STAGES.includes(r.stage)) throw new AppError('RECORD_STAGE');
  const ids = fileIdsOf(data);
  await inTransaction(deps.db, async (tx) => {
    // Only the seeker's own private papers: a file id of anyone else's reads as not found.
    const own = await repo.ownFileIds(tx, caller.userId, ids, [ENTRY_DOCUMENT_FROM, RESUME_PHOTO_FROM]);
    if (own.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
    await entries.saveEntry(tx, r.id, data);
  });
  return entryAnswer(deps, caller, r, data);
}

/** Where and when the seeker starts: the position's department, factory and office place. */
export async function jobByRecord(deps: Deps, caller: Caller, recordId: number) {
  const r = await ownRecord(deps.db, caller, recordId);
  return {
    deliveryRecordId: r.id,
    positionName: r.positionName,
    tenementName: r.tenementName,
    deptName: r.deptName,
    factoryName: r.factoryName,
    officePlaceName: r.officePlaceName,
    officePlaceAddress: r.officePlaceAddress,
    arrivalTime: r.arrivalTime?.toISOString() ?? null,
    stage: r.stage,
    seekerStage: seekerStage(r.stage, r.viewedAt !== null),
  };
}
