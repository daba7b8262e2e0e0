import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { depts } from '../../../src/server/db/schema/index.ts';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { STAGE_LISTS } from '../../../src/server/modules/pipeline/lists/catalog.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { apply, deptTree, idsOf, list, member } from './lists-fixture.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
let tree: { division: number; workshop: number };
let second: { division: number; workshop: number };

const NEW = 'ResumeDeliveryRecord/NewDelivery/GetResumeList';
const day = (iso: string) => new Date(`${iso}T08:00:00Z`);

beforeAll(async () => {
  app = await testApp();
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  const [root] = await app.database.db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.tenementId, company), isNull(depts.parentId)));
  tree = await deptTree(app, company, root!.id, '1');
  second = await deptTree(app, company, root!.id, '2');
});
afterAll(async () => app.close());

describe('stage lists', () => {
  it('shows each list its stages only, and every stage some list', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const byStage = new Map<number, number>();
    for (const stage of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]) byStage.set(stage, (await apply(app, company, positionId, { stage })).id);
    const left = new Map<number, number>();
    for (const from of [1, 2, 3, 4]) left.set(from, (await apply(app, company, positionId, { left: { from, tag: 'SKILLS' } })).id);
    for (const l of STAGE_LISTS) {
      const res = await list(app, admin, l.path, { positionId, perPage: 100, sort: 'createdAt' });
      expect(res.state).toBe(200);
      const expected = l.stages.includes(S.inappropriate)
        ? [...left].filter(([from]) => l.leftStage === undefined || from === l.leftStage).map(([, id]) => id)
        : l.stages.map((s) => byStage.get(s)!);
      expect(
        [...idsOf(res)].sort((a, b) => a - b),
        l.path,
      ).toEqual([...expected].sort((a, b) => a - b));
      expect(res.data.totalCount).toBe(expected.length);
    }
  });

  it('answers the row every stage screen shows, in the caller’s language', async () => {
    const positionId = await insertPosition(app.database.db, company, { name: '数控车工（名单）', deptId: tree.workshop });
    const { id, userId } = await apply(app, company, positionId, {
      stage: S.trial,
      basic: { name: '郑伟', phone: '13912345678', sex: 1, birthday: '1990-01-15', education: 5, idNumber: '110105199001151234' },
      expect: { salaryMin: 8000, salaryMax: 12000 },
      source: '内部推荐',
      createdAt: day('2026-03-01'),
      stageChangedAt: day('2026-04-02'),
      personnelType: 'formal',
      employeeNo: 'E0001',
    });
    const res = await list(app, admin, 'ResumeDeliveryRecord/Reported/GetResumeList', { positionId }, 'en');
    const age = new Date().getUTCFullYear() - 1990 - (new Date().getUTCMonth() === 0 && new Date().getUTCDate() < 15 ? 1 : 0);
    expect(res.data).toEqual({
      page: 1,
      perPage: 10,
      totalCount: 1,
      list: [
        {
          id,
          userId,
          name: '郑伟',
          phone: '13912345678',
          gender: 1,
          age,
          education: 5,
          idNumber: '110105199001151234',
          expectedSalary: '8000-12000',
          positionId,
          positionName: '数控车工（名单）',
          recruitmentType: 1,
          deptId: tree.workshop,
          deptName: '车间1',
          source: '内部推荐',
          stage: S.trial,
          step: 0,
          stageName: 'On trial',
          createdAt: '2026-03-01T08:00:00.000Z',
          stageChangedAt: '2026-04-02T08:00:00.000Z',
          viewedAt: null,
          employeeNo: 'E0001',
          entryDeptName: null,
          entryDate: null,
          dimissionDate: null,
          personnelType: 'formal',
        },
      ],
    });
  });

  it('shows 不合适 rows with the stage they left, the tag, remark and message', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const { id } = await apply(app, company, positionId, {
      left: { from: S.interview, tag: 'EXPERIENCE', remark: '经验不足', message: '感谢关注' },
      stageChangedAt: day('2026-05-05'),
    });
    const res = await list(app, admin, 'ResumeInappropriate/Interview/GetResumeList', { positionId }, 'zh-TW');
    expect(res.data.list).toEqual([
      expect.objectContaining({
        id,
        stage: S.inappropriate,
        stageName: '不合適',
        fromStage: S.interview,
        fromStageName: '面試',
        tag: 'EXPERIENCE',
        remark: '经验不足',
        message: '感谢关注',
        movedAt: '2026-05-05T08:00:00.000Z',
      }),
    ]);
    const all = await list(app, admin, 'ResumeInappropriate/GetResumeList', { positionId, fromStage: S.interview });
    expect(idsOf(all)).toEqual([id]);
    expect((await list(app, admin, 'ResumeInappropriate/GetResumeList', { positionId, fromStage: S.hire })).data.totalCount).toBe(0);
  });
});

describe('filters', () => {
  it('filters by position, department (and those below it), source, education and personnel type', async () => {
    const inWorkshop = await insertPosition(app.database.db, company, { deptId: tree.workshop });
    const inDivision = await insertPosition(app.database.db, company, { deptId: tree.division });
    const elsewhere = await insertPosition(app.database.db, company, { deptId: second.workshop });
    const a = await apply(app, company, inWorkshop, { source: '内部推荐', basic: { education: 4 }, personnelType: 'intern' });
    const b = await apply(app, company, inDivision, { basic: { education: 5 }, personnelType: 'formal' });
    const c = await apply(app, company, elsewhere, { source: '内部推荐', basic: { education: 4 } });
    const ids = async (q: Record<string, string | number>) =>
      [...idsOf(await list(app, admin, NEW, { perPage: 100, ...q }))].sort((x, y) => x - y);
    expect(await ids({ positionId: inWorkshop })).toEqual([a.id]);
    expect(await ids({ deptId: tree.division })).toEqual([a.id, b.id]);
    expect(await ids({ deptId: tree.workshop })).toEqual([a.id]);
    expect(await ids({ deptId: second.division })).toEqual([c.id]);
    expect(await ids({ deptId: tree.division, source: '内部推荐' })).toEqual([a.id]);
    expect(await ids({ deptId: tree.division, education: 5 })).toEqual([b.id]);
    expect(await ids({ deptId: tree.division, personnelType: 'intern' })).toEqual([a.id]);
  });

  it('filters by the applied and the stage-changed dates, a day’s end included, with beginDate/endDate or the engine’s _gte/_lte', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const march = await apply(app, company, positionId, { createdAt: day('2026-03-10'), stageChangedAt: day('2026-06-01') });
    const april = await apply(app, company, positionId, { createdAt: new Date('2026-04-10T23:59:00Z'), stageChangedAt: day('2026-04-11') });
    const ids = async (q: Record<string, string | number>) =>
      [...idsOf(await list(app, admin, NEW, { positionId, ...q }))].sort((x, y) => x - y);
    expect(await ids({ beginDate: '2026-03-10', endDate: '2026-03-10' })).toEqual([march.id]);
    expect(await ids({ beginDate: '2026-03-11', endDate: '2026-04-10' })).toEqual([april.id]);
    expect(await ids({ endDate: '2026-04-09' })).toEqual([march.id]);
    expect(await ids({ dateField: 'stageChangedAt', beginDate: '2026-05-01' })).toEqual([march.id]);
    expect(await ids({ createdAt_gte: '2026-04-01', createdAt_lte: '2026-04-30' })).toEqual([april.id]);
    expect(await ids({ createdAt_lte: '2026-04-10T23:58:00Z' })).toEqual([march.id]);
    expect(await ids({ stageChangedAt_lte: '2026-04-11' })).toEqual([april.id]);
  });

  it('finds by keyword on the resume’s name or phone, or the account', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const a = await apply(app, company, positionId, { basic: { name: '欧阳明', phone: '13800001111' } });
    const b = await apply(app, company, positionId, { basic: { name: '李%华', phone: '13900002222' } });
    const ids = async (keyword: string) => idsOf(await list(app, admin, NEW, { positionId, keyword }));
    expect(await ids('欧阳')).toEqual([a.id]);
    expect(await ids('0002222')).toEqual([b.id]);
    expect(await ids(b.account)).toEqual([b.id]);
    // Wildcards are text: % matches only a name holding it.
    expect(await ids('%')).toEqual([b.id]);
    expect(await ids('无此人')).toEqual([]);
  });

  it('narrows 已报到/试用期 by stage', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const reported = await apply(app, company, positionId, { stage: S.reported });
    const trial = await apply(app, company, positionId, { stage: S.trial });
    const path = 'ResumeDeliveryRecord/Reported/GetResumeList';
    expect(idsOf(await list(app, admin, path, { positionId, stage: S.reported }))).toEqual([reported.id]);
    expect(idsOf(await list(app, admin, path, { positionId, stage: S.trial }))).toEqual([trial.id]);
    expect((await list(app, admin, path, { positionId, stage: S.hire })).state).toBe(1000);
  });
});

describe('sort and pages', () => {
  it('sorts by applied time, stage time and name, either way, ties by id', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const a = await apply(app, company, positionId, {
      basic: { name: '丙' },
      createdAt: day('2026-01-02'),
      stageChangedAt: day('2026-02-03'),
    });
    const b = await apply(app, company, positionId, {
      basic: { name: '甲' },
      createdAt: day('2026-01-03'),
      stageChangedAt: day('2026-02-01'),
    });
    const c = await apply(app, company, positionId, {
      basic: { name: '乙' },
      createdAt: day('2026-01-03'),
      stageChangedAt: day('2026-02-02'),
    });
    const order = async (sort?: string) => idsOf(await list(app, admin, NEW, { positionId, ...(sort ? { sort } : {}) }));
    expect(await order()).toEqual([c.id, b.id, a.id]);
    expect(await order('createdAt')).toEqual([a.id, b.id, c.id]);
    expect(await order('-stageChangedAt')).toEqual([a.id, c.id, b.id]);
    expect(await order('stageChangedAt')).toEqual([b.id, c.id, a.id]);
    const byName = await order('name');
    expect(byName).toHaveLength(3);
    expect(await order('-name')).toEqual([...byName].reverse());
  });

  it('pages within bounds: default 10, at most 100, past the end an empty page with the count', async () => {
    const positionId = await insertPosition(app.database.db, company);
    const made: number[] = [];
    for (let i = 0; i < 12; i++) made.push((await apply(app, company, positionId, { createdAt: new Date(Date.UTC(2026, 0, 1 + i)) })).id);
    const first = await list(app, admin, NEW, { positionId, sort: 'createdAt' });
    expect(first.data).toMatchObject({ page: 1, perPage: 10, totalCount: 12 });
    expect(idsOf(first)).toEqual(made.slice(0, 10));
    expect(idsOf(await list(app, admin, NEW, { positionId, sort: 'createdAt', page: 2 }))).toEqual(made.slice(10));
    expect(idsOf(await list(app, admin, NEW, { positionId, sort: 'createdAt', page: 3, perPage: 5 }))).toEqual(made.slice(10));
    const past = await list(app, admin, NEW, { positionId, page: 2147483647, perPage: 100 });
    expect(past.data).toMatchObject({ list: [], totalCount: 12, page: 2147483647, perPage: 100 });
  });

  it('refuses bad input with the field named (1000)', async () => {
    const bad: Array<[Record<string, string | number>, string]> = [
      [{ page: 0 }, 'page'],
      [{ page: 2147483648 }, 'page'],
      [{ perPage: 101 }, 'perPage'],
      [{ perPage: 0 }, 'perPage'],
      [{ positionId: 0 }, 'positionId'],
      [{ positionId: 2147483648 }, 'positionId'],
      [{ deptId: 'x' }, 'deptId'],
      [{ sort: 'phone' }, 'sort'],
      [{ sort: 'id;drop' }, 'sort'],
      [{ beginDate: '2026-13-01' }, 'beginDate'],
      [{ createdAt_gte: 'yesterday' }, 'createdAt_gte'],
      [{ beginDate: '2026-05-02', endDate: '2026-05-01' }, 'endDate'],
      [{ createdAt_gte: '2026-05-02', createdAt_lte: '2026-05-01' }, 'createdAt_lte'],
      [{ keyword: 'x'.repeat(51) }, 'keyword'],
      [{ dateField: 'updatedAt' }, 'dateField'],
      [{ education: -1 }, 'education'],
    ];
    for (const [query, field] of bad) {
      const res = await list(app, admin, NEW, query);
      expect(res.state, JSON.stringify(query)).toBe(1000);
      expect(Object.keys(res.errors ?? {}), JSON.stringify(query)).toContain(field);
    }
    expect((await list(app, admin, 'ResumeInappropriate/GetResumeList', { fromStage: 13 })).state).toBe(1000);
  });
});

describe('who sees what', () => {
  it('never shows another company’s rows, and shows that company only its own', async () => {
    const otherCompany = await companyOfAccount(app.database.db, 'other_admin');
    const theirs = await apply(app, otherCompany, await insertPosition(app.database.db, otherCompany), { basic: { name: '外司候选人甲' } });
    const mine = await apply(app, company, await insertPosition(app.database.db, company), { basic: { name: '外司候选人乙' } });
    expect(idsOf(await list(app, admin, NEW, { keyword: '外司候选人' }))).toEqual([mine.id]);
    expect(idsOf(await list(app, other, NEW, { keyword: '外司候选人' }))).toEqual([theirs.id]);
  });

  it('shows a scoped member only the applications of their department and below, by the rule on applications or else on positions', async () => {
    const inside = await apply(app, company, await insertPosition(app.database.db, company, { deptId: tree.workshop }), {
      basic: { name: '范围内候选人' },
    });
    await apply(app, company, await insertPosition(app.database.db, company, { deptId: second.workshop }), {
      basic: { name: '范围外候选人' },
    });
    const byApplications = await member(app, company, { menus: [301], deptId: tree.division, applications: { valueType: 4 } });
    expect(idsOf(await list(app, byApplications.token, NEW, { keyword: '范围' }))).toEqual([inside.id]);
    // No rule on applications: the role's rule on positions decides (own department and below).
    const byPositions = await member(app, company, { menus: [301], deptId: tree.division, positions: { valueType: 4 } });
    expect(idsOf(await list(app, byPositions.token, NEW, { keyword: '范围' }))).toEqual([inside.id]);
    // The rule on applications wins over the one on positions: everything.
    const both = await member(app, company, {
      menus: [301],
      deptId: tree.division,
      applications: { valueType: 1 },
      positions: { valueType: 5 },
    });
    expect((await list(app, both.token, NEW, { keyword: '范围' })).data.totalCount).toBe(2);
    // No rule at all: only applications to positions they created.
    const none = await member(app, company, { menus: [301], deptId: tree.division });
    expect((await list(app, none.token, NEW, { keyword: '范围' })).data.totalCount).toBe(0);
    const own = await apply(
      app,
      company,
      await insertPosition(app.database.db, company, { deptId: second.workshop, createdBy: none.userId }),
      { basic: { name: '范围自建' } },
    );
    expect(idsOf(await list(app, none.token, NEW, { keyword: '范围' }))).toEqual([own.id]);
  });

  it('refuses a job seeker (1101), a member without the screen (1100) and no token (401)', async () => {
    const newOnly = await member(app, company, { menus: [301], deptId: null, applications: { valueType: 1 } });
    for (const l of STAGE_LISTS) {
      expect((await list(app, seeker, l.path)).state, l.path).toBe(1101);
      expect((await list(app, newOnly.token, l.path)).state, l.path).toBe(l.menuId === 301 ? 200 : 1100);
      expect((await app.inject({ method: 'GET', url: `/recruit/api/${l.path}` })).statusCode).toBe(401);
    }
  });
});
