/** Library rows and entries on the wire: a whitelist, the caller's language, then the caller's masks. */
import { stageName } from '../../../common/pipeline.ts';
import type { Lang } from '../../../common/states.ts';
import { ageOn } from '../pipeline/lists/presenter.ts';
import type { DataScope } from '../access/data-scope.ts';
import type { ApplicationRow } from './detail-repository.ts';
import type { EntryRow } from './repository.ts';
import type { HrResume } from './resume.ts';
import type { SearchRow } from './search-repository.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const salaryText = (min: number | null | undefined, max: number | null | undefined) =>
  min && max ? `${min}-${max}` : min || max ? String(min ?? max) : null;

/**
 * The controlled fields as the pipeline masks them (phone, idNumber, expectedSalary: the rules on
 * applications); the e-mail goes with the phone (masked whenever the phone is).
 */
export function maskContacts<
  T extends { phone: string | null; email: string | null; expectedSalary: string | null; idNumber?: string | null },
>(row: T, s: Pick<DataScope, 'mask' | 'masked'>): T {
  const masked = s.mask(row);
  if (s.masked.has('phone') && row.email) masked.email = s.mask({ phone: row.email }).phone ?? null;
  return { ...row, ...masked, email: masked.email ?? null, phone: masked.phone ?? null, expectedSalary: masked.expectedSalary ?? null };
}

export function presentRow(r: SearchRow, lang: Lang, s: Pick<DataScope, 'mask' | 'masked'>, today: Date) {
  return maskContacts(
    {
      id: r.id,
      name: r.name,
      phone: r.phone,
      email: r.email,
      sex: r.sex,
      age: ageOn(r.birthday, today),
      education: r.education,
      workYears: r.workYears,
      city: r.city,
      expectedSalary: salaryText(r.salaryMin, r.salaryMax),
      tags: r.tags,
      source: r.source,
      lastStage: r.lastStage ?? null,
      lastStageName: r.lastStage ? stageName(r.lastStage, lang) : null,
      lastPositionName: r.lastPositionName ?? null,
      lastAppliedAt: iso(r.lastAppliedAt),
      hasAccount: r.userId !== null,
      updatedAt: r.updatedAt.toISOString(),
    },
    s,
  );
}

/** HR's copy with every key present; the controlled fields masked (an expected salary masked hides the numbers). */
export function presentResume(copy: HrResume, s: Pick<DataScope, 'mask' | 'masked'>) {
  const b = copy.basic ?? {};
  const basic = {
    name: b.name ?? null,
    sex: b.sex ?? null,
    birthday: b.birthday ?? null,
    phone: b.phone ?? null,
    email: b.email ?? null,
    education: b.education ?? null,
    workYears: b.workYears ?? null,
    city: b.city ?? null,
    idNumber: b.idNumber ?? null,
    marriage: b.marriage ?? null,
    politics: b.politics ?? null,
  };
  const shown = maskContacts({ ...basic, expectedSalary: salaryText(copy.expect?.salaryMin, copy.expect?.salaryMax) }, s);
  const { expectedSalary: _salary, ...maskedBasic } = shown;
  const salaryHidden = s.masked.has('expectedSalary');
  const expect = copy.expect
    ? {
        positionTypes: copy.expect.positionTypes ?? [],
        cities: copy.expect.cities ?? [],
        salaryMin: salaryHidden ? null : (copy.expect.salaryMin ?? null),
        salaryMax: salaryHidden ? null : (copy.expect.salaryMax ?? null),
        jobNature: copy.expect.jobNature ?? null,
      }
    : null;
  return {
    basic: maskedBasic,
    jobStatus: copy.jobStatus ?? null,
    selfEvaluation: copy.selfEvaluation ?? null,
    skills: copy.skills ?? [],
    expect,
    jobs: (copy.jobs ?? []).map((j) => ({ ...j, endDate: j.endDate ?? null })),
    projects: (copy.projects ?? []).map((p) => ({ ...p, endDate: p.endDate ?? null, url: p.url ?? null })),
    educations: (copy.educations ?? []).map((e) => ({ ...e, endDate: e.endDate ?? null })),
  };
}

export function presentApplication(a: ApplicationRow, lang: Lang, attachmentUrl: string | undefined) {
  return {
    id: a.id,
    positionId: a.positionId,
    positionName: a.positionName,
    stage: a.stage,
    stageName: stageName(a.stage, lang),
    active: a.active,
    source: a.source,
    createdAt: a.createdAt.toISOString(),
    stageChangedAt: a.stageChangedAt.toISOString(),
    attachment: a.attachmentName && attachmentUrl ? { name: a.attachmentName, fullPath: attachmentUrl } : null,
  };
}

export function presentEntryHead(e: EntryRow, s: Pick<DataScope, 'mask' | 'masked'>, today: Date) {
  const copy = e.resume as HrResume;
  const contacts = maskContacts({ phone: e.phone, email: e.email, expectedSalary: salaryText(e.salaryMin, e.salaryMax) }, s);
  return {
    id: e.id,
    name: e.name,
    hasAccount: e.userId !== null,
    source: e.source,
    tags: e.tags,
    ...contacts,
    age: ageOn(copy.basic?.birthday ?? e.birthday, today),
    hrEditedAt: iso(e.hrEditedAt),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}
