/**
 * The authorization matrix's entries for every row of the transition table and for GetHcpResult
 * (authorization-matrix.test.ts through pipelineEntries, scope-matrix.test.ts through scopeEntries).
 * Each request names a new application of the demo seeker at the row's first start stage, written
 * straight into the table with what that stage implies (a number before 已入职, a card to give, a
 * number rule): only a long chain of calls could reach the late stages otherwise. A batch call names
 * the id it could not find: another company's administrator, or a member whose scope leaves the
 * position out, gets 1201 and the record stays as it was.
 */
import { and, eq } from 'drizzle-orm';
import { TRANSITIONS, type TransitionName } from '../../../src/common/pipeline.ts';
import { RECRUITMENT_TYPE } from '../../../src/common/recruiting.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { deliveryRecords, depts, positions, temporaryCards, users } from '../../../src/server/db/schema/index.ts';
import { employeeNumberSettingTable as numberRules } from '../../../generated/server/tables.ts';
import { demoCompanyId, insertPosition, insertRecord } from '../../support/resume-fixtures.ts';
import { inviteInput, topAdminOf } from '../../support/interview-fixtures.ts';
import { insertOffer, offerInput } from '../../support/offer-fixtures.ts';
import { addDays, offerToday } from '../../../src/common/offers.ts';
import { examInput, invitedWith, passedExam } from '../../support/assessment-fixtures.ts';
import type { Entries, Entry, MatrixCtx, Req } from '../platform/matrix/types.ts';

type Input = Record<string, unknown>;

const RULE_TYPE = 'dispatch';

interface Setup {
  recruitmentType?: number;
  /** The sub-step the record is put at (default: the row's first `fromSteps`, else 0). */
  step?: number;
  /** Work that makes the step's precondition true for the record (an invitation, a sent offer ...). */
  prepare?: (db: Db, recordId: number, tenementId: number) => Promise<void>;
  /** The record carries an employee number already. */
  numbered?: boolean;
  /** The call's own fields; may write what they name (a rule, a card) for the record's company. */
  input?: (db: Db, tenementId: number) => Promise<Input> | Input;
}

/**
 * The company's 工号设置 rule for agency workers (made once): the generic entries add one for
 * regular staff, and a company has one rule per personnel type.
 */
async function numberRule(db: Db, tenementId: number) {
  const [rule] = await db
    .select({ id: numberRules.id })
    .from(numberRules)
    .where(and(eq(numberRules.tenementId, tenementId), eq(numberRules.personnelType, RULE_TYPE)));
  if (!rule)
    await db
      .insert(numberRules)
      .values({ tenementId, name: '矩阵派遣工', personnelType: RULE_TYPE, prefix: 'MT', numberLength: 8, currentValue: 0 });
}

async function someDept(db: Db, tenementId: number) {
  const [d] = await db.select({ id: depts.id }).from(depts).where(eq(depts.tenementId, tenementId)).orderBy(depts.id).limit(1);
  return d!.id;
}

let cards = 0;
async function freeCard(db: Db, tenementId: number) {
  cards += 1;
  const [card] = await db
    .insert(temporaryCards)
    .values({ tenementId, cardNo: `MX${cards}-${Date.now() % 1_000_000}` })
    .returning({ id: temporaryCards.id });
  return card!.id;
}

const SETUP: Partial<Record<TransitionName, Setup>> = {
  Inappropriate: { input: () => ({ tag: 'SKILLS', personnelType: 'formal' }) },
  GeneralWorkerWaitingReported: { recruitmentType: RECRUITMENT_TYPE.shortTerm },
  Entry: { input: () => ({ entryDate: '2026-12-01' }) },
  InviteDelivery: { input: (db, t) => inviteInput(db, t) },
  PublishExamination: { input: (db, t) => examInput(db, t) },
  ExamineUserInfo: { prepare: (db, recordId, t) => passedExam(db, recordId, t) },
  EntryInterview: { prepare: async (db, recordId, t) => void (await invitedWith(db, recordId, t)) },
  Retest: { prepare: async (db, recordId, t) => void (await invitedWith(db, recordId, t)), input: (db, t) => inviteInput(db, t) },
  EditInterviewManager: { input: async (db, t) => ({ managerId: await topAdminOf(db, t) }) },
  SendOffer: { input: (db, t) => offerInput(db, t) },
  AcceptOffer: { prepare: async (db, recordId, tenementId) => void (await insertOffer(db, { tenementId, recordId })) },
  Induction: { input: () => ({ inductionDate: addDays(offerToday(new Date()), 3) }) },
  UpdateInductionTime: {
    prepare: async (db, recordId) => {
      await db
        .update(deliveryRecords)
        .set({ entryDate: addDays(offerToday(new Date()), 3) })
        .where(eq(deliveryRecords.id, recordId));
    },
    input: () => ({ inductionDate: addDays(offerToday(new Date()), 5) }),
  },
  HasEntryed: { numbered: true },
  Dimission: { input: () => ({ dimissionDate: '2027-01-31' }) },
  SetEmployeeNo: {
    input: async (db, t) => {
      await numberRule(db, t);
      return { deptId: await someDept(db, t), personnelType: RULE_TYPE };
    },
  },
  ReallocateEmployeeNo: {
    numbered: true,
    input: async (db, t) => {
      await numberRule(db, t);
      return { personnelType: RULE_TYPE };
    },
  },
  SetTemporyEmployeeNo: { numbered: true, input: async (db, t) => ({ cardId: await freeCard(db, t) }) },
};

async function seekerId(db: Db) {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
  return u!.id;
}

/** The record as the call leaves it, or as a refusal must leave it. */
async function readRecord(db: Db, id: number) {
  const [r] = await db
    .select({
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
      active: deliveryRecords.active,
      employeeNo: deliveryRecords.employeeNo,
      entryDate: deliveryRecords.entryDate,
    })
    .from(deliveryRecords)
    .where(eq(deliveryRecords.id, id));
  return r;
}

/** Puts an application (new, or the one given) where the row starts, and builds the call naming it. */
async function request(db: Db, name: TransitionName, recordId: number): Promise<Req> {
  const row = TRANSITIONS[name];
  const setup = SETUP[name] ?? {};
  const [r] = await db
    .update(deliveryRecords)
    .set({
      stage: row.from[0],
      step: setup.step ?? row.fromSteps?.[0] ?? 0,
      ...(setup.numbered ? { employeeNo: `MX${recordId}`, personnelType: 'formal' } : {}),
    })
    .where(eq(deliveryRecords.id, recordId))
    .returning({ tenementId: deliveryRecords.tenementId });
  await setup.prepare?.(db, recordId, r!.tenementId);
  return { method: 'POST', url: `/${row.call}`, payload: { ids: [recordId], ...(await setup.input?.(db, r!.tenementId)) } };
}

async function newApplication(db: Db, name: TransitionName) {
  const positionId = await insertPosition(db, await demoCompanyId(db), {
    recruitmentType: SETUP[name]?.recruitmentType ?? RECRUITMENT_TYPE.social,
  });
  return insertRecord(db, { positionId, userId: await seekerId(db), snapshot: { basic: { name: '矩阵候选人' } } });
}

/** A copy of the position (same company, department and creator, so the same scope) of another recruitment type. */
async function likePosition(db: Db, positionId: number, recruitmentType: number) {
  const [p] = await db.select().from(positions).where(eq(positions.id, positionId));
  const { id: _id, ...copy } = p!;
  const [made] = await db
    .insert(positions)
    .values({ ...copy, recruitmentType })
    .returning({ id: positions.id });
  return made!.id;
}

function transitionEntry(name: TransitionName): Entry {
  return {
    ok: async (c: MatrixCtx) => request(c.db, name, await newApplication(c.db, name)),
    cross: {
      record: async (c: MatrixCtx) => {
        const id = await newApplication(c.db, name);
        return { req: await request(c.db, name, id), read: () => readRecord(c.db, id), refused: 1201 };
      },
    },
  };
}

const hcpResult = (id: number): Req => ({ method: 'POST', url: '/ResumeDeliveryRecord/GetHcpResult', payload: { ids: [id] } });

export const transitionEntries: Entries = {
  ...Object.fromEntries(
    (Object.keys(TRANSITIONS) as TransitionName[]).map((name) => [`POST /${TRANSITIONS[name].call}`, transitionEntry(name)]),
  ),
  'POST /ResumeDeliveryRecord/GetHcpResult': {
    ok: async (c) => hcpResult(await newApplication(c.db, 'ThrowHcp')),
    cross: {
      record: async (c) => {
        const id = await newApplication(c.db, 'ThrowHcp');
        return { req: hcpResult(id), read: () => readRecord(c.db, id), refused: 1201 };
      },
    },
  },
};

/** What scope-matrix.test.ts gives a scope entry beside the application maker. */
export interface TransitionScopeCtx {
  application(positionId: number, stage?: number): Promise<number>;
  db: Db;
}

/** Scope entries (scope-matrix.test.ts): the call naming a new application to the position; outside the scope, 1201. */
export const transitionScopeEntries: Record<string, (c: TransitionScopeCtx, positionId: number) => Promise<Req & { outside: number }>> = {
  ...Object.fromEntries(
    (Object.keys(TRANSITIONS) as TransitionName[]).map((name) => [
      `POST /${TRANSITIONS[name].call}`,
      async (c: TransitionScopeCtx, positionId: number) => {
        const type = SETUP[name]?.recruitmentType;
        const id = await c.application(type ? await likePosition(c.db, positionId, type) : positionId);
        return { ...(await request(c.db, name, id)), outside: 1201 };
      },
    ]),
  ),
  'POST /ResumeDeliveryRecord/GetHcpResult': async (c, p) => ({ ...hcpResult(await c.application(p)), outside: 1201 }),
};
