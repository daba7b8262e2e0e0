/**
 * Who reads a stored file. A job seeker's papers (resume photos, attachment resumes, entry documents)
 * belong to no company: they reach a company only through an application that carries them.
 *
 * A deleted attachment is served to no one, its uploader included, with one exception: the HR of an
 * application already made with it. An application is what the company received, like a CV posted
 * to it; files are never rewritten, so the application's reference is its copy, and the seeker's
 * delete takes the paper off their list, out of later applications and out of every other company's
 * reach, not back from a company that already has it.
 */
import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../identity/sessions.ts';
import { positionDataScope } from '../access/application-scope.ts';
import { grantsOf } from '../access/service.ts';
import { POSITION_MENUS } from '../positions/constants.ts';
import * as repo from './repository.ts';

/** Files of these origins are readable by anyone (they end up on public pages); others only inside. */
export const PUBLIC_FROM: ReadonlySet<string> = new Set(['image']);

export const RESUME_PHOTO_FROM = 'resumePhoto';
export const RESUME_ATTACHMENT_FROM = 'resumeAttachment';
/** Onboarding papers (ID card, diploma, health certificate, bank card) of entry data. */
export const ENTRY_DOCUMENT_FROM = 'entryDocument';
const SEEKER_PAPERS: ReadonlySet<string> = new Set([RESUME_PHOTO_FROM, RESUME_ATTACHMENT_FROM, ENTRY_DOCUMENT_FROM]);

/** The screens that show applications (ResumeDeliveryRecord/GetDetail's menus): the positions screens. */
const APPLICATION_MENUS: readonly number[] = POSITION_MENUS;

/**
 * HR reads a seeker's paper when an application of the seeker to the caller's company carries it,
 * the caller may open such an application (a positions screen's menu) and its position is in the
 * caller's data scope on positions.
 */
async function hrMayRead(db: Queryable, caller: Caller, row: repo.FileRow): Promise<boolean> {
  if (caller.identity !== 'manage' || caller.tenementId === null) return false;
  const grants = await grantsOf(db, caller);
  if (!grants.menus.some((m) => APPLICATION_MENUS.includes(m.id))) return false;
  const scope = await positionDataScope(db, caller);
  return repo.carriedByApplication(db, { fileId: row.id, uploaderId: row.userId, tenementId: caller.tenementId, positionScope: scope.where });
}

async function seekerPaperReadable(db: Queryable, caller: Caller, row: repo.FileRow): Promise<boolean> {
  if (await hrMayRead(db, caller, row)) return true;
  return caller.userId === row.userId && !(await repo.isDeletedAttachment(db, row.id));
}

/** Public images to anyone; seekers' papers as above; other files to their uploader and the uploader's company. */
export async function mayRead(db: Queryable, caller: Caller | null, row: repo.FileRow): Promise<boolean> {
  if (PUBLIC_FROM.has(row.fromType)) return true;
  if (!caller) return false;
  if (SEEKER_PAPERS.has(row.fromType)) return seekerPaperReadable(db, caller, row);
  return caller.userId === row.userId || (row.tenementId !== null && caller.tenementId === row.tenementId);
}
