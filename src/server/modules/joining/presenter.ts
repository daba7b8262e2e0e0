import type { FormRow } from './repository.ts';

/** What the applicant filled in on a join request. */
export interface JoinContent {
  name?: string;
  remark?: string | null;
}

export const contentOf = (form: FormRow): JoinContent => (form.content ?? {}) as JoinContent;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A company's view of a join request (the review list). */
export function presentJoinRequest(row: { form: FormRow; account: string; phone: string | null; reviewerName: string | null }) {
  const { form } = row;
  const content = contentOf(form);
  return {
    id: form.id,
    applyType: form.applyType,
    applicantUserId: form.applicantUserId,
    account: row.account,
    name: content.name ?? null,
    phone: row.phone,
    remark: content.remark ?? null,
    reviewStatus: form.reviewStatus,
    reviewerName: row.reviewerName,
    reviewRemark: form.reviewRemark,
    reviewedAt: iso(form.reviewedAt),
    createdAt: form.createdAt.toISOString(),
  };
}

/** The applicant's view of one of their requests. */
export function presentOwnForm(form: FormRow, tenementName: string) {
  return {
    id: form.id,
    tenementName,
    applyType: form.applyType,
    reviewStatus: form.reviewStatus,
    reviewRemark: form.reviewRemark,
    createdAt: form.createdAt.toISOString(),
    reviewedAt: iso(form.reviewedAt),
  };
}

export const presentForm = (form: FormRow, tenementName: string) => ({ ...presentOwnForm(form, tenementName), content: contentOf(form) });
