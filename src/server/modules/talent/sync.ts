/**
 * The library gathers the company's applications before it is read: every application newer than the
 * company's watermark (talent_sync) makes or refreshes its person's entry, so no other module has to
 * call in when an application is made (the job-seeker site, imports, the demo data alike). An entry HR
 * never edited takes the newest application's resume as its copy; one HR edited keeps HR's copy. A
 * seeker whose phone or e-mail matches a parsed entry (no account) takes that entry over.
 */
import type { Db, Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { copyOfSnapshot } from './resume.ts';
import { rowOf } from './library.ts';
import * as repo from './repository.ts';
import * as syncRepo from './sync-repository.ts';

const BATCH = 500;
/** The site's source line (delivery/deliver.ts SITE_SOURCE) for applications that name none. */
const DEFAULT_SOURCE = '招聘网站';

async function gatherOne(tx: Tx, tenementId: number, a: syncRepo.NewApplication) {
  const copy = copyOfSnapshot(a.snapshot);
  const fallback = a.accountName ?? a.account;
  copy.basic = { ...copy.basic, phone: copy.basic?.phone ?? a.phone, email: copy.basic?.email ?? a.email };
  const existing =
    (await repo.entryOfPerson(tx, tenementId, a.userId)) ?? (await syncRepo.unlinkedEntryOf(tx, tenementId, a.phone, a.email));
  if (!existing) {
    await repo.insertEntry(tx, { tenementId, userId: a.userId, ...rowOf(copy, fallback, []), source: a.source ?? DEFAULT_SOURCE });
    return;
  }
  if (existing.userId === null) await repo.linkPerson(tx, existing.id, a.userId);
  // HR's own copy wins over the seeker's newer resume once HR has edited it (or merged a parsed one).
  await repo.updateEntry(tx, existing.id, existing.hrEditedAt ? {} : rowOf(copy, fallback, existing.tags));
}

/** One batch inside the caller's transaction; true when more may follow. */
async function gatherBatch(tx: Tx, tenementId: number): Promise<boolean> {
  await syncRepo.lockCompany(tx, tenementId);
  const after = await syncRepo.watermarkOf(tx, tenementId);
  const apps = await syncRepo.applicationsAfter(tx, tenementId, after, BATCH);
  if (!apps.length) return false;
  for (const a of apps) await gatherOne(tx, tenementId, a);
  await syncRepo.setWatermark(tx, tenementId, apps.at(-1)!.id);
  return apps.length === BATCH;
}

/** The same inside a transaction the caller holds (the demo data's). */
export async function syncCompanyIn(tx: Tx, tenementId: number): Promise<void> {
  while (await gatherBatch(tx, tenementId)) {
    // next batch
  }
}

/** Brings the company's library up to date with its applications (cheap when nothing is new). */
export async function syncCompany(db: Db, tenementId: number): Promise<void> {
  if (!(await syncRepo.hasNewer(db, tenementId, await syncRepo.watermarkOf(db, tenementId)))) return;
  for (let more = true; more; ) {
    more = await inTransaction(db, (tx) => gatherBatch(tx, tenementId));
  }
}
