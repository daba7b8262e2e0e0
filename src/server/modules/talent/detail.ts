/** GetResumeLibInfo: one entry as the member sees it (HR's copy, applications in scope, the parsed file). */
import type { Deps } from '../../deps.ts';
import type { Lang } from '../../../common/states.ts';
import type { Manager } from '../../http/manager.ts';
import { fileLinks } from '../files/service.ts';
import { entryInScope, syncedScope } from './access.ts';
import { applicationsOf, fileOf, inPool } from './detail-repository.ts';
import { presentApplication, presentEntryHead, presentResume } from './presenter.ts';
import type { HrResume } from './resume.ts';

export async function entryDetail(deps: Deps, caller: Manager, id: number, lang: Lang) {
  const s = await syncedScope(deps, caller);
  const e = await entryInScope(deps, s, id);
  const apps = e.userId === null ? [] : await applicationsOf(deps.db, e.tenementId, e.userId, s);
  const file = e.fileId === null ? undefined : await fileOf(deps.db, e.fileId);
  const links = await fileLinks(deps.db, [
    ...apps.flatMap((a) => (a.attachmentFileId === null ? [] : [a.attachmentFileId])),
    ...(file ? [file.id] : []),
  ]);
  const fileUrl = file ? links.get(file.id) : undefined;
  return {
    ...presentEntryHead(e, s, deps.clock.now()),
    inPool: e.userId === null ? false : await inPool(deps.db, e.tenementId, e.userId),
    resume: presentResume(e.resume as HrResume, s),
    applications: apps.map((a) => presentApplication(a, lang, a.attachmentFileId === null ? undefined : links.get(a.attachmentFileId))),
    file: file && fileUrl ? { name: file.name, fullPath: fileUrl } : null,
  };
}
