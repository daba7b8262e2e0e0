/**
 * The seeker's own online resume: one per account, written section by section or whole. Every write
 * runs in a transaction holding the account's row (two tabs saving at once cannot make two resumes)
 * and answers the whole resume.
 */
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { RESUME_PHOTO_FROM } from '../files/service.ts';
import * as repo from './repository.ts';
import { presentResumeLinked } from './presenter.ts';
import * as rules from './sections.ts';
import type { BasicInput, EducationInput, ExpectInput, JobInput, ProjectInput, QuickInput, StatusInput } from './section-schemas.ts';

export const RESUME_KIND = { online: 1, special: 2 } as const;

export interface WholeResume extends Partial<StatusInput> {
  basic: BasicInput;
  expect?: ExpectInput | null;
  jobs?: JobInput[];
  projects?: ProjectInput[];
  educations?: EducationInput[];
  photoIds?: number[];
}

export async function getMyResume(deps: Deps, caller: Caller) {
  const row = await repo.resumeOf(deps.db, caller.userId);
  return row ? presentResumeLinked(deps.db, row) : null;
}

/** Photos must be the caller's own uploads of origin resumePhoto, and images; anything else is not theirs to use. */
async function assertOwnPhotos(db: Queryable, userId: number, ids: readonly number[]) {
  const found = await repo.ownFileIds(db, userId, ids, [RESUME_PHOTO_FROM], true);
  if (found.length !== new Set(ids).size) throw new AppError('NOT_FOUND');
}

/** Insert or update the caller's resume with these columns, inside one transaction. */
async function writeResume(
  deps: Deps,
  caller: Caller,
  values: repo.ResumeValues,
  opts: { kindIfNew?: number; photoIds?: readonly number[] } = {},
) {
  return inTransaction(deps.db, async (tx) => {
    await repo.lockUser(tx, caller.userId);
    if (opts.photoIds) await assertOwnPhotos(tx, caller.userId, opts.photoIds);
    const existing = await repo.resumeOf(tx, caller.userId);
    const row = existing
      ? await repo.updateResume(tx, existing.id, values)
      : await repo.insertResume(tx, caller.userId, { kind: opts.kindIfNew ?? RESUME_KIND.online, ...values });
    return presentResumeLinked(tx, row);
  });
}

/** Resume/Add: the first resume, from its basic info (1150 when one exists: edit it instead). */
export async function addResume(deps: Deps, caller: Caller, basic: BasicInput) {
  rules.assertNoIssues(rules.basicIssues(basic, 'basic.'));
  return inTransaction(deps.db, async (tx) => {
    await repo.lockUser(tx, caller.userId);
    if (await repo.resumeOf(tx, caller.userId)) throw new AppError('RESUME_EXISTS');
    return presentResumeLinked(tx, await repo.insertResume(tx, caller.userId, { kind: RESUME_KIND.online, basic }));
  });
}

/** Resume/EditOnlineResume: sections given are replaced, sections left out stay as they are. */
export async function saveOnlineResume(deps: Deps, caller: Caller, whole: WholeResume) {
  const issues = rules.basicIssues(whole.basic, 'basic.');
  if (whole.expect) rules.expectIssues(whole.expect, 'expect.', issues);
  if (whole.jobs) rules.jobsIssues(whole.jobs, issues);
  if (whole.projects) rules.projectsIssues(whole.projects, issues);
  if (whole.educations) rules.educationsIssues(whole.educations, issues);
  rules.assertNoIssues(issues);
  const values: repo.ResumeValues = { kind: RESUME_KIND.online, basic: whole.basic };
  if (whole.jobStatus !== undefined) values.jobStatus = whole.jobStatus;
  if (whole.selfEvaluation !== undefined) values.selfEvaluation = whole.selfEvaluation;
  if (whole.skills) values.skills = whole.skills;
  if (whole.expect !== undefined) values.expect = whole.expect;
  if (whole.jobs) values.jobs = whole.jobs;
  if (whole.projects) values.projects = whole.projects;
  if (whole.educations) values.educations = whole.educations;
  if (whole.photoIds) values.photoIds = whole.photoIds;
  return writeResume(deps, caller, values, whole.photoIds ? { photoIds: whole.photoIds } : {});
}

/**
 * Resume/AddSpecialResume: the general worker's five facts. A new resume is the short kind (2); an
 * existing one keeps its kind and other basic facts, and takes these.
 */
export async function addSpecialResume(deps: Deps, caller: Caller, quick: QuickInput) {
  rules.assertNoIssues(rules.basicIssues(quick, ''));
  return inTransaction(deps.db, async (tx) => {
    await repo.lockUser(tx, caller.userId);
    const existing = await repo.resumeOf(tx, caller.userId);
    const row = existing
      ? await repo.updateResume(tx, existing.id, { basic: { ...(existing.basic as object), ...quick } })
      : await repo.insertResume(tx, caller.userId, { kind: RESUME_KIND.special, basic: quick });
    return presentResumeLinked(tx, row);
  });
}

export async function editBasic(deps: Deps, caller: Caller, basic: BasicInput) {
  rules.assertNoIssues(rules.basicIssues(basic, 'basic.'));
  return writeResume(deps, caller, { basic });
}

/** Job status, and the self-evaluation and skills when sent (null clears the evaluation). */
export async function editStatus(deps: Deps, caller: Caller, input: StatusInput) {
  const values: repo.ResumeValues = { jobStatus: input.jobStatus };
  if (input.selfEvaluation !== undefined) values.selfEvaluation = input.selfEvaluation;
  if (input.skills) values.skills = input.skills;
  return writeResume(deps, caller, values);
}

export async function editExpect(deps: Deps, caller: Caller, expect: ExpectInput) {
  rules.assertNoIssues(rules.expectIssues(expect));
  return writeResume(deps, caller, { expect });
}

export async function editJobs(deps: Deps, caller: Caller, jobs: JobInput[]) {
  rules.assertNoIssues(rules.jobsIssues(jobs));
  return writeResume(deps, caller, { jobs });
}

export async function editProjects(deps: Deps, caller: Caller, projects: ProjectInput[]) {
  rules.assertNoIssues(rules.projectsIssues(projects));
  return writeResume(deps, caller, { projects });
}

export async function editEducations(deps: Deps, caller: Caller, educations: EducationInput[]) {
  rules.assertNoIssues(rules.educationsIssues(educations));
  return writeResume(deps, caller, { educations });
}

export async function editPhotos(deps: Deps, caller: Caller, photoIds: number[]) {
  return writeResume(deps, caller, { photoIds }, { photoIds });
}
