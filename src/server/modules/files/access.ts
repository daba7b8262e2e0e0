/**
 * Who reads a stored file. A job seeker's papers (resume photos, attachment resumes, entry documents)
 * belong to no company: they reach a company only through an application that carries them.
 *
 * A deleted attachment is served to no one, its uploader included, with one exception: the HR of an
 * application already made with it. An application is what the company received, like a CV posted
 * to it; files are never rewritten, so the application's reference is its copy, and the seeker's
 * delete takes the paper off their list, out of later applications and out of every other company's
 * reach, not back from a company that already has it.
 *
 * A company's own files go to the members of the screen that owns them (ownerMenus), besides their
 * uploader and the company's administrators; an import error report (the failed rows, names and
 * phones included) only to the member who ran the import, and only for a day.
 */
import type { Queryable } from '../../db/client.ts';
import type { Caller } from '../identity/sessions.ts';
import { positionDataScope } from '../access/application-scope.ts';
import { grantsOf } from '../access/service.ts';
import * as repo from './repository.ts';
import { AppError } from '../../http/app-error.ts';
import { asManager, type Manager } from '../../http/manager.ts';

/** Files of these origins are readable by anyone (they end up on public pages); others only inside. */
export const PUBLIC_FROM: ReadonlySet<string> = new Set(['image']);
/** What Files/UploadFiles may ask to make public: the pictures public pages show. */
export const PUBLIC_PURPOSES = ['logo', 'richText', 'poster'] as const;

/** 文件管理's own files, added by its 上传 button (key uploadFile:upload): the company's, listed and read by the screen's members. */
export const COMPANY_UPLOAD_FROM = 'upload';
/**
 * A back-office upload with no public purpose (a form's file field, an exam scan): the company's,
 * read by its uploader, the administrators and whoever the record it is bound to lets read; not
 * one of 文件管理's files, so a member without the 上传 key cannot put a file on that screen.
 */
export const ATTACHMENT_FROM = 'attachment';

export const EXAM_PAPER_FROM = 'examPaper';
export const IMPORT_ERROR_FROM = 'importError';
/**
 * An import report is read in the import dialog right after the import; a day leaves time to fix the
 * sheet and import again, and then the failed rows' names and phones stop being served.
 */
export const IMPORT_REPORT_TTL_MS = 24 * 60 * 60 * 1000;
/** 文件管理 (resources/upload-file.json). */
export const UPLOAD_FILE_MENU = 907;
/** The function key of 文件管理's 上传 button (its toolbar's `upload`): adding a file the screen lists. */
export const UPLOAD_FILE_KEY = 'uploadFile:upload';

/** A file tagged as 文件管理's (`upload`) by its origin is added only by a member holding the screen's 上传 key. */
export async function assertMayUploadCompanyFile(db: Queryable, caller: Caller): Promise<void> {
  if (!(await grantsOf(db, asManager(caller))).functionKeys.has(UPLOAD_FILE_KEY)) throw new AppError('FORBIDDEN');
}

/**
 * The origins 文件管理 lists to a member besides their own uploads, so that it lists what they may
 * open: to an administrator every origin but import reports (null: all but those); to another
 * member the screen's own files and public pictures.
 */
export async function listedOrigins(db: Queryable, caller: Manager): Promise<readonly string[] | null> {
  return (await grantsOf(db, caller)).isAdmin ? null : [COMPANY_UPLOAD_FROM, ...PUBLIC_FROM];
}

/**
 * The domain's screens this rule names, passed in at start-up by modules/index.ts (connectModules): the
 * positions screens own exam papers (positions/constants.ts POSITION_MENUS), and the positions and
 * pipeline screens open applications (delivery/menus.ts APPLICATION_MENUS). Files sit below those
 * modules and do not import them.
 */
export interface FileScreens {
  examPaperOwners: readonly number[];
  applications: readonly number[];
}
let screens: FileScreens | undefined;

export function readFilesThrough(s: FileScreens) {
  screens = s;
}

function screensOf(): FileScreens {
  if (!screens) throw new Error('files/access.ts: modules/index.ts connectModules() passes the screens in at start-up');
  return screens;
}

/** The screens that own a company file of each origin; an origin not listed: uploader and administrators only. */
function ownerMenus(fromType: string): readonly number[] {
  if (fromType === COMPANY_UPLOAD_FROM) return [UPLOAD_FILE_MENU];
  return fromType === EXAM_PAPER_FROM ? screensOf().examPaperOwners : [];
}

export const RESUME_PHOTO_FROM = 'resumePhoto';
export const RESUME_ATTACHMENT_FROM = 'resumeAttachment';
/** Onboarding papers (ID card, diploma, health certificate, bank card) of entry data. */
export const ENTRY_DOCUMENT_FROM = 'entryDocument';
const SEEKER_PAPERS: ReadonlySet<string> = new Set([RESUME_PHOTO_FROM, RESUME_ATTACHMENT_FROM, ENTRY_DOCUMENT_FROM]);

/**
 * HR reads a seeker's paper when an application of the seeker to the caller's company carries it,
 * the caller may open such an application (a positions or pipeline screen's menu: `applications`) and its position is in the
 * caller's data scope on positions.
 */
async function hrMayRead(db: Queryable, caller: Caller, row: repo.FileRow): Promise<boolean> {
  if (caller.identity !== 'manage' || caller.tenementId === null) return false;
  const grants = await grantsOf(db, caller);
  if (!grants.menus.some((m) => screensOf().applications.includes(m.id))) return false;
  const scope = await positionDataScope(db, caller);
  return repo.carriedByApplication(db, {
    fileId: row.id,
    uploaderId: row.userId,
    tenementId: caller.tenementId,
    positionScope: scope.where,
  });
}

async function seekerPaperReadable(db: Queryable, caller: Caller, row: repo.FileRow): Promise<boolean> {
  if (await hrMayRead(db, caller, row)) return true;
  return caller.userId === row.userId && !(await repo.isDeletedAttachment(db, row.id));
}

/** Exam papers are bound to applications: the positions screens' holders with the position in scope read them. */
async function boundPaperReadable(db: Queryable, caller: Caller, row: repo.FileRow, menuIds: readonly number[]): Promise<boolean> {
  if (!menuIds.some((m) => screensOf().applications.includes(m))) return false;
  const scope = await positionDataScope(db, caller);
  return repo.boundToExamResult(db, { fileId: row.id, tenementId: row.tenementId!, positionScope: scope.where });
}

async function companyFileReadable(db: Queryable, caller: Caller, row: repo.FileRow): Promise<boolean> {
  if (row.fromType === IMPORT_ERROR_FROM)
    return caller.userId === row.userId && Date.now() - row.createdAt.getTime() < IMPORT_REPORT_TTL_MS;
  if (caller.userId === row.userId) return true;
  if (row.tenementId === null || caller.identity !== 'manage' || caller.tenementId !== row.tenementId) return false;
  const grants = await grantsOf(db, caller);
  if (grants.isAdmin) return true;
  const menuIds = grants.menus.map((m) => m.id);
  const owners = ownerMenus(row.fromType);
  return menuIds.some((m) => owners.includes(m)) || boundPaperReadable(db, caller, row, menuIds);
}

/** Public images to anyone; seekers' papers and company files as above. */
export async function mayRead(db: Queryable, caller: Caller | null, row: repo.FileRow): Promise<boolean> {
  if (PUBLIC_FROM.has(row.fromType)) return true;
  if (!caller) return false;
  if (SEEKER_PAPERS.has(row.fromType)) return seekerPaperReadable(db, caller, row);
  return companyFileReadable(db, caller, row);
}
