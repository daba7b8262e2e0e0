/**
 * The transition calls beyond PassInitialScreening and Inappropriate, one case each: where a record
 * starts, what the call takes, where it lands and which columns it sets. The move and refusal tests
 * run over the same cases, so a new row of the table is one more line here.
 */
import type { FastifyInstance } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { PIPELINE_STAGE as S, RECRUITMENT_TYPE } from '../../../src/common/recruiting.ts';
import { TRANSITIONS, STAGE_NAMES, type TransitionName } from '../../../src/common/pipeline.ts';
import type { Lang } from '../../../src/common/states.ts';
import { deliveryRecords, functions, positions, talentPool } from '../../../src/server/db/schema/index.ts';
import { loginAs } from '../../support/test-app.ts';
import { positionRole } from '../positions/helpers.ts';
import { staff, STAFF_PASSWORD } from '../people/fixture.ts';

export interface Case {
  name: TransitionName;
  start: number;
  /** The call's own fields on the happy path. */
  input: Record<string, unknown>;
  recruitmentType?: number;
  /** Columns a record at `start` already has (what came before in a real pipeline). */
  before?: Partial<typeof deliveryRecords.$inferInsert>;
  /** A stage the row does not start from. */
  wrong: number;
  /** Columns after the move, beside stage, step and active. */
  after: { entryDate: string | null; dimissionDate: string | null };
  /** Another stage's key the row also takes: the route admits the holder, the record's own stage refuses (1203). */
  otherStageKey?: string;
  /** Required fields and dates of the row (beside ids and remark). */
  badInput?: Array<Record<string, unknown>>;
}

const none = { entryDate: null, dimissionDate: null };
/** What 录用 and 设置工号 leave on a record (the number itself is by record id, see numberOf). */
const hired = { employeeNo: 'set', personnelType: 'formal' };

export const CASES: Case[] = [
  { name: 'ExpectedInvitation', start: S.initialScreening, input: { remark: '约周三面试' }, wrong: S.newDelivery, after: none },
  {
    name: 'ThrowHcp',
    start: S.newDelivery,
    input: { remark: '下一批再看' },
    wrong: S.waitingReported,
    after: none,
    otherStageKey: 'inappropriate:throwHcp',
  },
  { name: 'BackFromHcp', start: S.talentPool, input: { remark: '岗位重开' }, wrong: S.inappropriate, after: none },
  { name: 'HasHired', start: S.interview, input: { remark: '面试通过' }, wrong: S.initialScreening, after: none },
  { name: 'WaitingReported', start: S.hire, input: { remark: 'offer 已接受' }, wrong: S.interview, after: none },
  {
    name: 'GeneralWorkerWaitingReported',
    start: S.newDelivery,
    recruitmentType: RECRUITMENT_TYPE.shortTerm,
    input: {},
    wrong: S.interview,
    after: none,
    otherStageKey: 'initialScreening:waitingReported',
  },
  {
    name: 'Entry',
    start: S.waitingReported,
    before: hired,
    input: { entryDate: '2026-12-01', remark: '按时报到' },
    wrong: S.hire,
    after: { ...none, entryDate: '2026-12-01' },
    badInput: [{}, { entryDate: '2026-02-30' }, { entryDate: 'soon' }, { entryDate: '2026/12/01' }],
  },
  {
    name: 'BackWaitingReported',
    start: S.reported,
    before: { ...hired, entryDate: '2026-12-01' },
    input: { remark: '报到信息有误' },
    wrong: S.trial,
    after: none,
  },
  {
    name: 'HasEntryed',
    start: S.reported,
    before: { ...hired, entryDate: '2026-12-01' },
    input: {},
    wrong: S.waitingReported,
    after: { ...none, entryDate: '2026-12-01' },
  },
  {
    name: 'HasTrialOver',
    start: S.trial,
    before: { ...hired, entryDate: '2026-12-01' },
    input: { remark: '转正' },
    wrong: S.reported,
    after: { ...none, entryDate: '2026-12-01' },
  },
  {
    name: 'Dimission',
    start: S.trial,
    before: { ...hired, entryDate: '2026-12-01' },
    input: { dimissionDate: '2027-03-31', remark: '个人原因' },
    wrong: S.reported,
    after: { entryDate: '2026-12-01', dimissionDate: '2027-03-31' },
    otherStageKey: 'trialOver:dimission',
    badInput: [{}, { dimissionDate: '2027-02-29' }, { dimissionDate: '' }],
  },
  {
    name: 'HasFinishRecruit',
    start: S.trialOver,
    before: { ...hired, entryDate: '2026-12-01' },
    input: {},
    wrong: S.trial,
    after: { ...none, entryDate: '2026-12-01' },
    otherStageKey: 'dimission:finish',
  },
];

/** The employee number a record of the case carries (unique per company, so by record id). */
export const numberOf = (c: Case, id: number) => (c.before?.employeeNo ? `P${id}` : null);

/** The call's path after /ResumeDeliveryRecord/. */
export const pathOf = (name: TransitionName) => TRANSITIONS[name].call.replace('ResumeDeliveryRecord/', '');

/** Puts records where a real pipeline would have left them at their start stage. */
export async function prepare(app: FastifyInstance, c: Case, ids: number[], tenementId: number, addedBy: number) {
  const db = app.database.db;
  if (c.before)
    for (const id of ids)
      await db
        .update(deliveryRecords)
        .set({ ...c.before, employeeNo: numberOf(c, id) })
        .where(eq(deliveryRecords.id, id));
  if (c.start === S.talentPool) {
    const rows = await db
      .update(deliveryRecords)
      .set({ active: false })
      .where(inArray(deliveryRecords.id, ids))
      .returning({ id: deliveryRecords.id, userId: deliveryRecords.userId });
    await db.insert(talentPool).values(rows.map((r) => ({ tenementId, deliveryRecordId: r.id, userId: r.userId, addedBy })));
  }
}

let members = 0;

/** A member holding exactly `keys` (and the screens they hang on), seeing positions as `scope` says (all by default). */
export async function memberWith(
  app: FastifyInstance,
  tenementId: number,
  keys: string[],
  scope: { valueType: number; deptIds?: number[] } = { valueType: 1 },
  deptId: number | null = null,
) {
  const db = app.database.db;
  const fns = keys.length
    ? await db.select({ key: functions.functionKey, menuId: functions.menuId }).from(functions).where(inArray(functions.functionKey, keys))
    : [];
  const absent = keys.filter((k) => !fns.some((f) => f.key === k));
  if (absent.length) throw new Error(`no stage screen declares ${absent.join(', ')} (yet)`);
  members += 1;
  const roleId = await positionRole(app, tenementId, {
    name: `流程${members}`,
    menus: [...new Set(fns.map((f) => f.menuId))],
    keys,
    scope,
  });
  const account = `pipe_m${members}`;
  await staff(app, tenementId, {
    account,
    name: `流程成员${members}`,
    phone: `1370000${String(1000 + members)}`,
    deptId,
    roleIds: [roleId],
  });
  return loginAs(app, account, STAFF_PASSWORD);
}

export async function positionName(app: FastifyInstance, positionId: number) {
  const [p] = await app.database.db.select({ name: positions.name }).from(positions).where(eq(positions.id, positionId));
  return p!.name;
}

/** The seeker's NoticeMessage text for a move to `stage`, as the seeker's language words it. */
export function noticeText(lang: Lang, position: string, stage: number): string {
  const what = STAGE_NAMES[stage as keyof typeof STAGE_NAMES][lang];
  if (lang === 'en') return `Your application for “${position}”: ${what}`;
  return lang === 'zh-TW' ? `您投遞的「${position}」有新進展：${what}` : `您投递的“${position}”有新进展：${what}`;
}
