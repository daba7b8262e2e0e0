/**
 * The candidate drawer's reads and its one write, each reached by an application id and held to the
 * application scope (the caller's company, the position in their data scope; else 1102): the stage
 * timeline, HR's notes (added, never edited away), the hire side with the entry papers, and the
 * inappropriate dialog's choices.
 */
import type { Deps } from '../../../deps.ts';
import type { Queryable } from '../../../db/client.ts';
import { inTransaction } from '../../../db/tx.ts';
import type { Lang } from '../../../../common/states.ts';
import type { Manager } from '../../../http/manager.ts';
import type { PageQuery } from '../../../http/envelope.ts';
import { fileUrl } from '../../files/service.ts';
import { logOperation } from '../../oplog/service.ts';
import { companyRecord } from '../../delivery/hr-detail.ts';
import { entryPapers } from '../../resumes/entry.ts';
import { ENTRY_FILE_KEYS } from '../../../../common/entry-papers.ts';
import { historyOf } from '../repository.ts';
import { personnelTypeName, presentHistory } from './presenter.ts';
import * as repo from './repository.ts';

export async function stageHistory(deps: Deps, caller: Manager, lang: Lang, id: number) {
  const record = await companyRecord(deps.db, caller, id);
  const [rows, tags] = await Promise.all([historyOf(deps.db, record.id), repo.inappropriateTags(deps.db, record.tenementId, false)]);
  const names = new Map(tags.map((t) => [t.value, t.display]));
  return rows.map((r) => presentHistory(r, names, lang));
}

const presentNote = (n: repo.NoteRow, names: ReadonlyMap<number, string>) => ({
  id: n.id,
  content: n.content,
  authorName: n.authorId === null ? null : (names.get(n.authorId) ?? null),
  createdAt: n.createdAt.toISOString(),
});

export async function notes(deps: Deps, caller: Manager, q: PageQuery & { id: number }) {
  const record = await companyRecord(deps.db, caller, q.id);
  const { page, perPage } = q;
  const { rows, total } = await repo.notesOf(deps.db, record.id, (page - 1) * perPage, perPage);
  const names = await repo.userNames(
    deps.db,
    rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])),
  );
  return { list: rows.map((r) => presentNote(r, names)), totalCount: total, page, perPage };
}

export async function addNote(deps: Deps, caller: Manager, body: { id: number; content: string }) {
  const record = await companyRecord(deps.db, caller, body.id);
  const content = body.content.trim();
  const note = await inTransaction(deps.db, async (tx) => {
    const row = await repo.insertNote(tx, { tenementId: record.tenementId, deliveryRecordId: record.id, authorId: caller.userId, content });
    // That a note was added, not its text: erasure blanks the text (privacy) and the log is kept whole.
    await logOperation(tx, caller, { action: 'add', resource: 'deliveryRecord', recordId: record.id, summary: { note: 'added' } });
    return row;
  });
  return presentNote(note, await repo.userNames(deps.db, [caller.userId]));
}

/** The papers the seeker gave for onboarding, named by what they are (the client words the kind). */
async function papersOf(db: Queryable, recordId: number) {
  const { data, files: found } = await entryPapers(db, recordId);
  const wanted = [
    ...ENTRY_FILE_KEYS.flatMap((kind) =>
      typeof data[kind] === 'number' ? [{ kind: kind.replace(/Id$/, ''), id: data[kind] as number }] : [],
    ),
    ...(data.photoIds ?? []).map((id) => ({ kind: 'photo', id })),
  ];
  const stored = new Map(found.map((f) => [f.id, f]));
  const files = wanted.flatMap((w) => {
    const f = stored.get(w.id);
    return f ? [{ kind: w.kind, name: f.name, fullPath: fileUrl(f.key) }] : [];
  });
  return { files, remark: data.remark ?? null };
}

export async function entryData(deps: Deps, caller: Manager, lang: Lang, id: number) {
  const r = await companyRecord(deps.db, caller, id);
  const [dept, papers] = await Promise.all([repo.deptName(deps.db, r.tenementId, r.entryDeptId), papersOf(deps.db, r.id)]);
  return {
    employeeNo: r.employeeNo,
    entryDeptName: dept,
    personnelType: r.personnelType,
    personnelTypeName: personnelTypeName(r.personnelType, lang),
    entryDate: r.entryDate,
    dimissionDate: r.dimissionDate,
    arrivalTime: r.arrivalTime?.toISOString() ?? null,
    papersRemark: papers.remark,
    files: papers.files,
  };
}

export async function inappropriateTags(deps: Deps, caller: Manager) {
  return repo.inappropriateTags(deps.db, caller.tenementId, true);
}

export async function inappropriateMessages(deps: Deps, caller: Manager) {
  return repo.inappropriateMessages(deps.db, caller.tenementId);
}
