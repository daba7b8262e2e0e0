/** Join requests: the company's review queue, the applicant's own list, one request, and the decision. */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import type { Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { grantsOf } from '../access/service.ts';
import { logOperation } from '../oplog/service.ts';
import { addMembership, assertRefs } from '../people/member-writes.ts';
import { ApplyType, ReviewStatus, TEAM_CODE_MENU } from './constants.ts';
import { noticeJoinReviewed } from './notices.ts';
import { contentOf, presentForm, presentJoinRequest, presentOwnForm } from './presenter.ts';
import * as repo from './repository.ts';

export async function joinRequests(deps: Deps, caller: Manager, q: PageQuery & { reviewStatus?: number | undefined }) {
  const { page, perPage } = q;
  const { rows, total } = await repo.joinFormPage(
    deps.db,
    caller.tenementId,
    ApplyType.JOIN,
    q.reviewStatus,
    (page - 1) * perPage,
    perPage,
  );
  return { list: rows.map(presentJoinRequest), totalCount: total, page, perPage };
}

export async function ownForms(deps: Deps, caller: Caller, q: PageQuery) {
  const { page, perPage } = q;
  const { rows, total } = await repo.ownFormPage(deps.db, caller.userId, (page - 1) * perPage, perPage);
  return { list: rows.map((r) => presentOwnForm(r.form, r.tenementName)), totalCount: total, page, perPage };
}

/** The applicant, or someone who reviews that company's requests (its screen open to them); others get 1102. */
export async function formDetail(deps: Deps, caller: Caller, id: number) {
  const form = await repo.formById(deps.db, id);
  if (!form) throw new AppError('NOT_FOUND');
  const reviewer =
    caller.identity === 'manage' &&
    caller.tenementId === form.tenementId &&
    (await grantsOf(deps.db, caller)).menus.some((m) => m.id === TEAM_CODE_MENU);
  if (form.applicantUserId !== caller.userId && !reviewer) throw new AppError('NOT_FOUND');
  const company = await repo.tenementOf(deps.db, form.tenementId);
  return presentForm(form, company?.name ?? '');
}

/**
 * Approve or reject a pending request. Approving a join makes the membership in the chosen
 * department (an applicant who became a member meanwhile keeps the membership they have).
 */
export async function reviewForm(
  deps: Deps,
  caller: Manager,
  input: { id: number; approve: boolean; remark?: string | undefined; deptId?: number | undefined },
) {
  const tenementId = caller.tenementId;
  const form = await repo.formById(deps.db, input.id);
  if (!form || form.tenementId !== tenementId) throw new AppError('NOT_FOUND');
  if (form.reviewStatus !== ReviewStatus.PENDING) throw new AppError('FORM_REVIEWED');
  const joining = input.approve && form.applyType === ApplyType.JOIN;
  if (joining && input.deptId === undefined) throw fieldError('deptId', { rule: 'required' });
  if (joining) await assertRefs(deps.db, tenementId, { deptId: input.deptId });
  const content = contentOf(form);
  const company = (await repo.tenementOf(deps.db, tenementId))!;
  const reviewStatus = input.approve ? ReviewStatus.APPROVED : ReviewStatus.REJECTED;
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const decided = await repo.decideForm(tx, form.id, { reviewStatus, reviewerUserId: caller.userId, reviewRemark: input.remark ?? null });
    if (!decided) throw new AppError('FORM_REVIEWED');
    if (joining && !(await repo.isMember(tx, tenementId, form.applicantUserId))) {
      await addMembership(tx, { tenementId, userId: form.applicantUserId, name: content.name ?? '', deptId: input.deptId! });
    }
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'form',
      recordId: form.id,
      summary: {
        before: { reviewStatus: form.reviewStatus },
        after: { reviewStatus, reviewRemark: input.remark ?? null, deptId: input.deptId ?? null },
      },
    });
    const notice = {
      tenementId,
      tenementName: company.name,
      applicantUserId: form.applicantUserId,
      applicantName: content.name ?? '',
      approved: input.approve,
    };
    afterCommit(() => noticeJoinReviewed(deps, notice, { formId: form.id, reviewStatus }));
  });
  return null;
}
