/**
 * The generic delete refuses records others use (states 1230/1231), for every reference the
 * definitions declare: the table-driven part walks REFERENCES, so a new dropdown field is covered
 * without touching this file (a new holder table needs its row maker below, which a test demands).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, getTableColumns, getTableName, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { definitions, type ResourceName } from '../../../generated/definitions.ts';
import { genericRoutes } from '../../../generated/server/routes.ts';
import { resourceTables, sysParamLineTable } from '../../../generated/server/tables.ts';
import {
  deliveryRecords,
  deliveryStageHistory,
  interviewInvitations,
  positions,
  talentPool,
  userExamDetails,
} from '../../../src/server/db/schema/index.ts';
import {
  HISTORY_TABLES,
  REFERENCES,
  REFERENCE_PROBLEMS,
  deriveReferences,
  historyServedGenerically,
  type Reference,
} from '../../../src/server/modules/resources/reference-repository.ts';
import { canDisable, recordName } from '../../../src/server/modules/resources/in-use.ts';
import type { ResourceDefinition } from '../../../src/server/modules/resources/definitions.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, insertPosition } from '../../support/resume-fixtures.ts';
import { applications } from '../pipeline/fixture.ts';
import { insertInvitation } from '../../support/interview-fixtures.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
  company = await companyOfAccount(app.database.db, 'admin');
});
afterAll(async () => app.close());

type Used = { canDisable: boolean; usedBy: Array<{ id: number; name: string; count: number; uses: string }> };
const defOf = (name: ResourceName) => definitions[name] as ResourceDefinition;
const route = (name: ResourceName, action: 'delete' | 'enable') => genericRoutes.find((r) => r.resource === name && r.action === action)!;

async function remove(token: string, name: ResourceName, ids: number[], lang = 'zh-CN') {
  const r = route(name, 'delete');
  const query = ids.map((id) => `ids=${id}`).join('&');
  const res =
    r.method === 'DELETE'
      ? await app.inject({ method: 'DELETE', url: api(`${r.url}?${query}`), headers: { ...auth(token), 'accept-language': lang } })
      : await app.inject({ method: r.method, url: api(r.url), headers: { ...auth(token), 'accept-language': lang }, payload: { ids } });
  return body<Used & { deleted: number }>(res);
}

async function exists(name: ResourceName, id: number) {
  const t = resourceTables[name as keyof typeof resourceTables];
  const cols = getTableColumns(t) as Record<string, PgColumn>;
  return (await app.database.db.select({ id: cols.id! }).from(t).where(eq(cols.id!, id))).length === 1;
}

/** The holder column a derived reference stores into (undefined for a declared SQL value). */
function propOf(ref: Reference): string | undefined {
  return Object.entries(getTableColumns(ref.table) as Record<string, PgColumn>).find(([, c]) => c === ref.value)?.[0];
}

type Maker = (ref: Reference, key: string | number) => Promise<() => Promise<void>>;

/** Per holder table: write one row that uses `key` the way the reference reads it; answers its undo. */
const MAKERS: Record<string, Maker> = {
  positions: async (ref, key) => {
    const prop = propOf(ref)!;
    const id = await insertPosition(app.database.db, company, { state: 0, [prop]: ref.many ? [key] : key });
    return async () => void (await app.database.db.delete(positions).where(eq(positions.id, id)));
  },
  sys_param_lines: async (_ref, key) => {
    const [r] = await app.database.db
      .insert(sysParamLineTable)
      .values({ tenementId: company, headKey: String(key), name: '占用', value: 'USED' })
      .returning();
    return async () => void (await app.database.db.delete(sysParamLineTable).where(eq(sysParamLineTable.id, r!.id)));
  },
  user_exam_details: async (_ref, key) => {
    const { ids } = await applications(app, company, 1);
    await app.database.db.insert(userExamDetails).values({ tenementId: company, deliveryRecordId: ids[0]!, examId: Number(key) });
    return async () => void (await app.database.db.delete(userExamDetails).where(eq(userExamDetails.deliveryRecordId, ids[0]!)));
  },
  delivery_records: async (_ref, key) => {
    const { ids } = await applications(app, company, 1, { stage: 7 });
    await app.database.db
      .update(deliveryRecords)
      .set({ personnelType: String(key), employeeNo: `T${ids[0]}` })
      .where(eq(deliveryRecords.id, ids[0]!));
    return async () =>
      void (await app.database.db.update(deliveryRecords).set({ employeeNo: null }).where(eq(deliveryRecords.id, ids[0]!)));
  },
  interview_invitations: async (_ref, key) => {
    const { ids } = await applications(app, company, 1, { stage: 3 });
    const id = await insertInvitation(app.database.db, { tenementId: company, recordId: ids[0]! });
    await app.database.db
      .update(interviewInvitations)
      .set({ contactId: Number(key) })
      .where(eq(interviewInvitations.id, id));
    // Invitations are history: the test's undo is the one place a row leaves it.
    return async () => void (await app.database.db.delete(interviewInvitations).where(eq(interviewInvitations.id, id)));
  },
  delivery_stage_history: async (_ref, key) => {
    const { ids } = await applications(app, company, 1, { stage: 11 });
    await app.database.db.insert(deliveryStageHistory).values({
      tenementId: company,
      deliveryRecordId: ids[0]!,
      call: 'Inappropriate',
      fromStage: 1,
      toStage: 11,
      data: { tag: key, personnelType: 'formal' },
    });
    // History is never deleted: the test's undo is the one place a row leaves it.
    return async () => void (await app.database.db.delete(deliveryStageHistory).where(eq(deliveryStageHistory.deliveryRecordId, ids[0]!)));
  },
};

let serial = 0;

/**
 * A new row of the target in the admin's company that the reference can use and nothing uses: a
 * copy of one of its rows the reference applies to, with fresh unique values and a fresh key.
 */
async function freeTarget(ref: Reference) {
  const t: PgTable = resourceTables[ref.target as keyof typeof resourceTables];
  const cols = getTableColumns(t) as Record<string, PgColumn>;
  const rows = (await app.database.db.select().from(t).where(eq(cols.tenementId!, company))) as Array<Record<string, unknown>>;
  const model = rows.find((r) => (ref.appliesTo ? ref.appliesTo(r) : true));
  if (!model) throw new Error(`the demo data has no ${ref.target} row for ${ref.origin}`);
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = model;
  const fresh = (v: unknown) => `Z${++serial}${String(v)}`.slice(0, 20);
  // A short unique field (a contact's 11-digit phone) keeps its length: its tail becomes the serial.
  const short = (v: unknown, max: number) => {
    const tail = `7${String(++serial).padStart(3, '0')}`;
    return `${String(v).slice(0, max - tail.length)}${tail}`;
  };
  for (const [prop, f] of Object.entries(defOf(ref.target).fields))
    if (f.unique)
      copy[prop] =
        'maxLength' in f && typeof f.maxLength === 'number' && f.maxLength < 20 ? short(copy[prop], f.maxLength) : fresh(copy[prop]);
  if (ref.key !== 'id') copy[ref.key] = fresh(copy[ref.key]);
  const [row] = (await app.database.db
    .insert(t)
    .values(copy as never)
    .returning()) as Array<Record<string, unknown> & { id: number }>;
  return row!;
}

describe('references derived from the definitions', () => {
  it('places every dropdown reference to a generic resource in a table', () => {
    expect(REFERENCE_PROBLEMS).toEqual([]);
    const found = REFERENCES.map((r) => `${r.origin}>${r.target}`);
    // The ones this issue is about, among the rest.
    expect(found).toEqual(
      expect.arrayContaining([
        'PositionInfo.positionTypeId>PositionType',
        'PositionInfo.tagIds>PositionTags',
        'PositionInfo.factoryId>Factory',
        'PositionInfo.examId>PositionExam',
        'exam results>PositionExam',
        'issued employee numbers>EmployeeNumberSetting',
        'parameter lines>SysParamHead',
        'inappropriate tags in the pipeline history>SysParamLine',
        'interview invitations>InterviewContacts',
      ]),
    );
    // ShortPosition stores in the same columns: one reference each, not two.
    expect(found.filter((f) => f.endsWith('>PositionType'))).toEqual(['PositionInfo.positionTypeId>PositionType']);
    expect(REFERENCES.find((r) => r.origin === 'PositionInfo.tagIds')!.many).toBe(true);
  });

  it('names a definition whose reference has no table, and a field its table lacks', () => {
    const defs = { ...definitions, Stray: { ...defOf('PositionInfo'), name: 'Stray' } } as Record<string, ResourceDefinition>;
    expect(deriveReferences(defs, resourceTables).problems).toEqual(
      expect.arrayContaining([expect.stringContaining('Stray.positionTypeId uses PositionType, but Stray is not served generically')]),
    );
    const odd = { ...definitions, Odd: { ...defOf('PositionInfo'), name: 'Odd' } } as Record<string, ResourceDefinition>;
    expect(deriveReferences(odd, resourceTables, { Odd: talentPool }).problems).toEqual(
      expect.arrayContaining([expect.stringContaining('talent_pool has no column for positionTypeId')]),
    );
  });

  it('has a row maker for every holder table', () => {
    expect(REFERENCES.map((r) => getTableName(r.table)).filter((t) => !MAKERS[t])).toEqual([]);
  });
});

describe('the generic delete refuses what others use', () => {
  it('refuses each referenced record with what uses it and how many, and deletes it once unused', async () => {
    for (const ref of REFERENCES) {
      const target = await freeTarget(ref);
      const key = target[ref.key] as string | number;
      const undo = [await MAKERS[getTableName(ref.table)]!(ref, key), await MAKERS[getTableName(ref.table)]!(ref, key)];
      const refused = await remove(admin, ref.target, [target.id]);
      const def = defOf(ref.target);
      expect({ origin: ref.origin, state: refused.state }).toEqual({ origin: ref.origin, state: canDisable(def) ? 1230 : 1231 });
      expect(refused.message).toContain(`“${recordName(def, target)}”正被2个`);
      expect(refused.data).toEqual({
        canDisable: canDisable(def),
        usedBy: [{ id: target.id, name: recordName(def, target), count: 2, uses: expect.stringMatching(/^2个/) }],
      });
      expect(await exists(ref.target, target.id)).toBe(true);
      for (const u of undo) await u();
      expect({ origin: ref.origin, ...(await remove(admin, ref.target, [target.id])) }).toMatchObject({
        origin: ref.origin,
        state: 200,
        data: { deleted: 1 },
      });
    }
  });

  it('says it for a position type in every language and offers to disable it', async () => {
    const type = body<{ id: number }>(
      await app.inject({ method: 'POST', url: api('/PositionType/Add'), headers: auth(admin), payload: { name: '焊接' } }),
    ).data.id;
    for (let i = 0; i < 3; i++) await insertPosition(app.database.db, company, { positionTypeId: type });
    expect((await remove(admin, 'PositionType', [type])).message).toBe('职位类型“焊接”正被3个职位使用，不能删除，可以停用');
    expect((await remove(admin, 'PositionType', [type], 'zh-TW')).message).toBe('職位類型「焊接」正被3個職位使用，不能刪除，可以停用');
    expect((await remove(admin, 'PositionType', [type], 'en')).message).toBe(
      '“焊接” is used by 3 positions: it cannot be deleted; disable it instead',
    );
    // What the refusal offers works: the type is disabled, and still there.
    const r = route('PositionType', 'enable');
    expect(
      body(await app.inject({ method: r.method, url: api(r.url), headers: auth(admin), payload: { ids: [type], enabled: false } })).data,
    ).toEqual({ updated: 1 });
    expect(await exists('PositionType', type)).toBe(true);
  });

  it('counts a tag on every position carrying it among others, and refuses the whole batch', async () => {
    const add = async (name: string) =>
      body<{ id: number }>(await app.inject({ method: 'POST', url: api('/PositionTags/Add'), headers: auth(admin), payload: { name } }))
        .data.id;
    const [used, free] = [await add('包吃住'), await add('无人用')];
    await insertPosition(app.database.db, company, { tagIds: [free + 1000, used] });
    const refused = await remove(admin, 'PositionTags', [free, used], 'en');
    expect(refused).toMatchObject({ state: 1230, message: '“包吃住” is used by 1 position: it cannot be deleted; disable it instead' });
    expect(refused.data.usedBy.map((u) => u.id)).toEqual([used]);
    // Nothing of the batch went, the unused tag neither.
    expect([await exists('PositionTags', free), await exists('PositionTags', used)]).toEqual([true, true]);
  });

  it('counts only the company’s own uses', async () => {
    const type = body<{ id: number }>(
      await app.inject({ method: 'POST', url: api('/PositionType/Add'), headers: auth(other), payload: { name: '他司类型' } }),
    ).data.id;
    // A position of the demo company naming another company's type id does not hold that company's type.
    await insertPosition(app.database.db, company, { positionTypeId: type });
    expect((await remove(other, 'PositionType', [type])).state).toBe(200);
  });

  it('says an employee-number rule with issued numbers cannot go, with nothing to disable instead', async () => {
    const ref = REFERENCES.find((r) => r.target === 'EmployeeNumberSetting')!;
    const rule = await freeTarget(ref);
    const undo = await MAKERS.delivery_records!(ref, rule.personnelType as string);
    const refused = await remove(admin, 'EmployeeNumberSetting', [rule.id]);
    expect(refused).toMatchObject({
      state: 1231,
      message: `工号设置“${rule.name}”正被1个已分配的工号使用，不能删除`,
      data: { canDisable: false },
    });
    await undo();
  });
});

describe('history is never deletable', () => {
  it('serves no pipeline table generically, and would not start if a definition did', () => {
    expect(HISTORY_TABLES).toEqual(expect.arrayContaining(['delivery_records', 'delivery_stage_history', 'talent_pool']));
    expect(historyServedGenerically()).toEqual([]);
    expect(historyServedGenerically({ ...resourceTables, Applications: deliveryRecords, Pool: talentPool })).toEqual([
      'Applications',
      'Pool',
    ]);
    const served = Object.values(resourceTables).map((t) => getTableName(t));
    expect(served.filter((t) => HISTORY_TABLES.includes(t))).toEqual([]);
  });

  it('keeps a position with applications undeletable (1144)', async () => {
    const { positionId, ids } = await applications(app, company, 2);
    await app.database.db.update(positions).set({ state: 3 }).where(eq(positions.id, positionId));
    const res = body(await app.inject({ method: 'DELETE', url: api(`/PositionInfo/Delete?ids=${positionId}`), headers: auth(admin) }));
    expect(res).toMatchObject({ state: 1144, message: '该职位已有2份投递，不能删除，可以下线' });
    expect(
      await app.database.db.select({ id: deliveryRecords.id }).from(deliveryRecords).where(inArray(deliveryRecords.id, ids)),
    ).toHaveLength(2);
  });
});
