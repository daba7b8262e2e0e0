/**
 * HR's edits of its copy (ResumeLib/Edit*): one section at a time, logged before and after (the ID
 * number never in clear). The seeker's online resume is never written. A controlled field masked for
 * the member (phone, ID number, expected salary) may not be changed by them: sending a value other than
 * the stored one is refused as a field error.
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { talentScope, type TalentScope } from './access.ts';
import { visibleEntry } from './detail-repository.ts';
import { changeLogs, rowOf } from './library.ts';
import * as repo from './repository.ts';
import { forLog, type HrBasic, type HrResume } from './resume.ts';

export type SectionPatch =
  | { section: 'basic'; value: HrBasic }
  | { section: 'jobStatus'; value: Pick<HrResume, 'jobStatus' | 'selfEvaluation' | 'skills'> }
  | { section: 'expect'; value: NonNullable<HrResume['expect']> }
  | { section: 'jobs'; value: NonNullable<HrResume['jobs']> }
  | { section: 'projects'; value: NonNullable<HrResume['projects']> }
  | { section: 'educations'; value: NonNullable<HrResume['educations']> };

function refuseMaskedChange(s: TalentScope, field: string, column: string, given: unknown, stored: unknown) {
  if (given !== undefined && s.masked.has(column) && (given ?? null) !== (stored ?? null)) throw fieldError(field, { rule: 'masked' });
}

function applied(copy: HrResume, p: SectionPatch, s: TalentScope): HrResume {
  switch (p.section) {
    case 'basic': {
      const old = copy.basic ?? {};
      refuseMaskedChange(s, 'phone', 'phone', p.value.phone, old.phone);
      refuseMaskedChange(s, 'idNumber', 'idNumber', p.value.idNumber, old.idNumber);
      const given = Object.fromEntries(Object.entries(p.value).filter(([, v]) => v !== undefined));
      return { ...copy, basic: { ...old, ...given } };
    }
    case 'jobStatus':
      return { ...copy, ...p.value };
    case 'expect': {
      if (p.value.salaryMax < p.value.salaryMin) throw fieldError('salaryMax', { rule: 'salaryMaxBelowMin' });
      refuseMaskedChange(s, 'salaryMin', 'expectedSalary', p.value.salaryMin, copy.expect?.salaryMin);
      refuseMaskedChange(s, 'salaryMax', 'expectedSalary', p.value.salaryMax, copy.expect?.salaryMax);
      return { ...copy, expect: p.value };
    }
    default:
      return { ...copy, [p.section]: p.value };
  }
}

/** End dates not before start dates, in every dated section given. */
function checkPeriods(p: SectionPatch) {
  if (p.section !== 'jobs' && p.section !== 'projects' && p.section !== 'educations') return;
  p.value.forEach((item, i) => {
    if (item.endDate && item.endDate < item.startDate) throw fieldError(`${p.section}.${i}.endDate`, { rule: 'dateOrder' });
  });
}

/** The entry, visible to the member and locked for the rest of the transaction. */
async function lockedEntry(tx: Parameters<typeof repo.entryForUpdate>[0], id: number, s: TalentScope) {
  if (!(await visibleEntry(tx, id, s))) throw new AppError('NOT_FOUND');
  const entry = await repo.entryForUpdate(tx, id);
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}

export async function editSection(deps: Deps, caller: Manager, id: number, patch: SectionPatch): Promise<null> {
  checkPeriods(patch);
  const s = await talentScope(deps, caller);
  await inTransaction(deps.db, async (tx) => {
    const entry = await lockedEntry(tx, id, s);
    const before = entry.resume as HrResume;
    const after = applied(before, patch, s);
    const logs = changeLogs(before, after, { tenementId: entry.tenementId, entryId: id, kind: 'edit', actorId: caller.userId });
    if (!logs.length) return;
    await repo.updateEntry(tx, id, { ...rowOf(after, entry.name, entry.tags), hrEditedAt: new Date() });
    await repo.insertLogs(tx, logs);
  });
  return null;
}

export async function editTags(deps: Deps, caller: Manager, id: number, tags: string[]): Promise<null> {
  const s = await talentScope(deps, caller);
  const clean = [...new Set(tags.map((t) => t.trim()).filter(Boolean))];
  await inTransaction(deps.db, async (tx) => {
    const entry = await lockedEntry(tx, id, s);
    if (JSON.stringify(entry.tags) === JSON.stringify(clean)) return;
    await repo.updateEntry(tx, id, rowOf(entry.resume as HrResume, entry.name, clean));
    await repo.insertLogs(tx, [
      {
        tenementId: entry.tenementId,
        entryId: id,
        kind: 'edit',
        section: 'tags',
        before: forLog('tags', entry.tags),
        after: clean,
        actorId: caller.userId,
      },
    ]);
  });
  return null;
}
