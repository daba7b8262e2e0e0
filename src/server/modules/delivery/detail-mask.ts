/**
 * The resume's controlled fields where an application's detail carries them: the snapshot's phone and
 * ID number, its expected salary, and the applicant account's phone. The same data scope masks the
 * stage lists' `phone`, `idNumber` and `expectedSalary` columns, so a field reads alike everywhere.
 */
import type { DataScope } from '../access/data-scope.ts';
import type { PresentedResume } from '../resumes/presenter.ts';

type Snapshot = Partial<PresentedResume>;

export function maskResumeFields<A extends { phone: string | null }>(
  scope: Pick<DataScope, 'mask' | 'masked'>,
  resume: Snapshot,
  applicant: A,
): { resume: Snapshot; applicant: A } {
  if (!scope.masked.size) return { resume, applicant };
  const expect = resume.expect ?? null;
  const salary =
    expect && (expect.salaryMin !== undefined || expect.salaryMax !== undefined)
      ? `${expect.salaryMin ?? ''}-${expect.salaryMax ?? ''}`
      : null;
  const basic = resume.basic ?? null;
  const seen = scope.mask({ phone: basic?.phone ?? null, idNumber: basic?.idNumber ?? null, expectedSalary: salary });
  const out: Snapshot = { ...resume };
  if (basic) out.basic = { ...basic, phone: seen.phone ?? null, idNumber: seen.idNumber ?? null };
  // The salary is two numbers: a masked or hidden one leaves both out (a number cannot carry stars).
  if (expect && seen.expectedSalary !== salary) {
    const { salaryMin: _min, salaryMax: _max, ...rest } = expect;
    out.expect = rest as typeof expect;
  }
  return { resume: out, applicant: { ...applicant, phone: scope.mask({ phone: applicant.phone }).phone ?? null } };
}
