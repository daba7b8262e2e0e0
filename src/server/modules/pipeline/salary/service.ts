/**
 * Salary approval (SalaryInfo/*, ResumeLib/EditResumeSalary). HR proposes the offered salary of an
 * application at the hire stage's offer steps and starts an approval; one of the company's approvers
 * approves or rejects it. Every write takes the application's row lock first (SendOffer takes it too),
 * so a start, an edit and an offer of one application queue; ending is one conditional update, so of
 * two approvers exactly one wins (1443 for the other). Processes are kept; each write is logged.
 *
 * Who approves: the members the company's settings name; with none named, whoever holds the key
 * salaryApproval:end. The one who started a process cannot end it while another approver is named;
 * a company naming only them (or none) lets them, as a one-person company must.
 */
import type { Deps } from '../../../deps.ts';
import type { Queryable } from '../../../db/client.ts';
import { inTransaction } from '../../../db/tx.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import type { Lang } from '../../../../common/states.ts';
import { HIRE_STEP, PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { SALARY_PROCESS_STATE, SALARY_STATE_NAMES, sameSalary, salaryText, type SalaryProcessState } from '../../../../common/salary.ts';
import { assertApplicationInScope, positionInScope } from '../../access/application-scope.ts';
import { logOperation } from '../../oplog/service.ts';
import { recordForOffer, type OfferRecord } from '../offers/repository.ts';
import * as repo from './repository.ts';

/** The hire steps an offer is sent from (SendOffer's fromSteps): a salary is proposed there. */
export const OFFER_STEPS: readonly number[] = [HIRE_STEP.offerPending, HIRE_STEP.offerSent];

const ACTION = {
  start: { 'zh-CN': '发起薪资审批', 'zh-TW': '發起薪資審批', en: 'starting an approval' },
  edit: { 'zh-CN': '修改薪资', 'zh-TW': '修改薪資', en: 'changing the salary' },
  offer: { 'zh-CN': '发送Offer', 'zh-TW': '發送Offer', en: 'sending the offer' },
} as const;
export type SalaryAction = keyof typeof ACTION;
export const actionText = (a: SalaryAction, lang: Lang) => ACTION[a][lang];

/** An application of the caller's company; `write`: its position in the caller's data scope, else 1102. */
async function application(db: Queryable, caller: Manager, id: number, write: boolean): Promise<OfferRecord> {
  const record = await recordForOffer(db, id);
  if (!record || record.tenementId !== caller.tenementId) throw new AppError('NOT_FOUND');
  if (write) {
    if (!(await positionInScope(db, caller, record.positionId))) throw new AppError('NOT_FOUND');
  } else await assertApplicationInScope(db, caller, record);
  return record;
}

const amount = (v: string | number) => Number(v);

export interface SalaryBody {
  id: number;
  salary: number;
  salaryUnit: number;
  note?: string;
}

/** StartSalaryProcess: the proposal written and an approval opened. */
export async function startProcess(deps: Deps, caller: Manager, body: SalaryBody, lang: Lang) {
  return inTransaction(deps.db, async (tx) => {
    const settings = await repo.settingsOf(tx, caller.tenementId);
    if (settings.globalflowUrl) throw new AppError('SALARY_EXTERNAL');
    const record = await application(tx, caller, body.id, true);
    await repo.lockRecord(tx, record.id);
    const fresh = (await recordForOffer(tx, record.id))!;
    if (fresh.stage !== PIPELINE_STAGE.hire || !OFFER_STEPS.includes(fresh.step))
      throw new AppError('SALARY_WRONG_STEP', { name: record.name, action: actionText('start', lang) });
    if (await repo.openProcess(tx, record.id))
      throw new AppError('SALARY_APPROVAL_OPEN', { name: record.name, action: actionText('start', lang) });
    const note = body.note?.trim() || null;
    await repo.saveProposal(tx, {
      recordId: record.id,
      tenementId: caller.tenementId,
      salary: body.salary,
      salaryUnit: body.salaryUnit,
      note,
      by: caller.userId,
    });
    const id = await repo.insertProcess(tx, {
      tenementId: caller.tenementId,
      deliveryRecordId: record.id,
      salary: String(body.salary),
      salaryUnit: body.salaryUnit,
      note,
      state: SALARY_PROCESS_STATE.open,
      startedBy: caller.userId,
      startedAt: deps.clock.now(),
    });
    await logOperation(tx, caller, {
      action: 'add',
      resource: 'salaryApproval',
      recordId: id,
      summary: { application: record.id, name: record.name, salary: body.salary, salaryUnit: body.salaryUnit },
    });
    return { id };
  });
}

/** Whether the caller may end a process the settings govern (1444, 1445). */
function assertApprover(settings: repo.Settings, caller: Manager, startedBy: number) {
  const named = settings.approverIds;
  if (named.length > 0 && !named.includes(caller.userId)) throw new AppError('SALARY_NOT_APPROVER');
  const others = named.filter((u) => u !== caller.userId);
  if (startedBy === caller.userId && others.length > 0) throw new AppError('SALARY_OWN_APPROVAL');
}

/** EndSalaryProcess: approve or reject an open process, once. */
export async function endProcess(deps: Deps, caller: Manager, body: { id: number; approved: boolean; comment?: string }, lang: Lang) {
  return inTransaction(deps.db, async (tx) => {
    const process = await repo.processById(tx, body.id);
    if (!process || process.tenementId !== caller.tenementId) throw new AppError('NOT_FOUND');
    const record = await application(tx, caller, process.deliveryRecordId, true);
    const settings = await repo.settingsOf(tx, caller.tenementId);
    assertApprover(settings, caller, process.startedBy);
    const state = body.approved ? SALARY_PROCESS_STATE.approved : SALARY_PROCESS_STATE.rejected;
    const comment = body.comment?.trim() || null;
    const done = await repo.endProcess(tx, process.id, { state, by: caller.userId, comment, now: deps.clock.now() });
    if (!done) {
      const ended = (await repo.processById(tx, process.id))!;
      throw new AppError('SALARY_PROCESS_ENDED', {
        who: ended.endedBy ? await repo.memberName(tx, caller.tenementId, ended.endedBy) : '',
        result: SALARY_STATE_NAMES[ended.state as SalaryProcessState][lang],
      });
    }
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'salaryApproval',
      recordId: process.id,
      summary: { application: record.id, name: record.name, result: body.approved ? 'approved' : 'rejected', comment },
    });
    return { id: process.id, state };
  });
}

/** ResumeLib/EditResumeSalary: the proposal changed while no approval is open (an approved one then lapses). */
export async function editSalary(deps: Deps, caller: Manager, body: SalaryBody, lang: Lang) {
  return inTransaction(deps.db, async (tx) => {
    const record = await application(tx, caller, body.id, true);
    await repo.lockRecord(tx, record.id);
    if (await repo.openProcess(tx, record.id))
      throw new AppError('SALARY_APPROVAL_OPEN', { name: record.name, action: actionText('edit', lang) });
    const before = (await repo.proposals(tx, [record.id])).get(record.id);
    await repo.saveProposal(tx, {
      recordId: record.id,
      tenementId: caller.tenementId,
      salary: body.salary,
      salaryUnit: body.salaryUnit,
      note: body.note?.trim() || null,
      by: caller.userId,
    });
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'salaryApproval',
      recordId: record.id,
      summary: {
        application: record.id,
        name: record.name,
        before: before ? { salary: amount(before.salary), salaryUnit: before.salaryUnit } : null,
        after: { salary: body.salary, salaryUnit: body.salaryUnit },
      },
    });
    return salaryStates(tx, caller.tenementId, [record.id], await repo.settingsOf(tx, caller.tenementId)).then((m) => m[0]!);
  });
}

/** Where each application's salary stands: the proposal, the newest process, and whether an offer may carry it. */
async function salaryStates(db: Queryable, _tenementId: number, ids: readonly number[], settings: repo.Settings) {
  const [latest, props] = await Promise.all([repo.latestProcesses(db, ids), repo.proposals(db, ids)]);
  return ids.map((id) => {
    const p = latest.get(id);
    const prop = props.get(id);
    const proposal = prop ? { salary: amount(prop.salary), salaryUnit: prop.salaryUnit } : null;
    const approvedOne = p && p.state === SALARY_PROCESS_STATE.approved ? { salary: amount(p.salary), salaryUnit: p.salaryUnit } : null;
    // An approval stands while the proposal still says what was approved.
    const approved = approvedOne !== null && (proposal === null || sameSalary(proposal, approvedOne));
    return {
      id,
      open: p?.state === SALARY_PROCESS_STATE.open,
      processId: p?.id ?? null,
      state: p ? (p.state as SalaryProcessState) : null,
      approved,
      salary: proposal?.salary ?? (p ? amount(p.salary) : null),
      salaryUnit: proposal?.salaryUnit ?? p?.salaryUnit ?? null,
      approvedSalary: approved ? approvedOne.salary : null,
      approvedSalaryUnit: approved ? approvedOne.salaryUnit : null,
      comment: p?.comment ?? null,
      requireApproval: settings.requireApproval && !settings.globalflowUrl,
    };
  });
}

/** HasSalaryProcess / HasSalaryFinish: each application of the batch in the caller's company and scope (else 1102). */
export async function salaryStatesOf(deps: Deps, caller: Manager, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  for (const id of unique) await application(deps.db, caller, id, false);
  return salaryStates(deps.db, caller.tenementId, unique, await repo.settingsOf(deps.db, caller.tenementId));
}

/**
 * SendOffer's check, in its transaction and under the application's row lock: refused while an
 * approval is open (1440); where the company requires approval, refused unless the offered salary is
 * the approved one (1441, 1442).
 */
export async function assertOfferSalary(
  tx: Queryable,
  tenementId: number,
  record: { id: number; name: string },
  offer: { salary: number; salaryUnit: number },
  lang: Lang,
) {
  await repo.lockRecord(tx, record.id);
  if (await repo.openProcess(tx, record.id))
    throw new AppError('SALARY_APPROVAL_OPEN', { name: record.name, action: actionText('offer', lang) });
  const settings = await repo.settingsOf(tx, tenementId);
  if (!settings.requireApproval || settings.globalflowUrl) return;
  const [state] = await salaryStates(tx, tenementId, [record.id], settings);
  if (!state!.approved) throw new AppError('SALARY_NOT_APPROVED', { name: record.name });
  const approved = { salary: state!.approvedSalary!, salaryUnit: state!.approvedSalaryUnit! };
  if (!sameSalary(offer, approved))
    throw new AppError('SALARY_DIFFERS', {
      offered: salaryText(offer.salary, offer.salaryUnit, lang),
      approved: salaryText(approved.salary, approved.salaryUnit, lang),
    });
}
