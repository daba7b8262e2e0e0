/**
 * The candidate drawer's calls: the stage timeline in the caller's language, HR's notes, the hire
 * side with the entry papers, and the inappropriate dialog's choices. Each reached by an application
 * id is held to the application scope; the others to the caller's company.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { deliveryNotes, deliveryRecords, depts, users } from '../../../src/server/db/schema/index.ts';
import { commonMessageTable, sysParamLineTable } from '../../../generated/server/tables.ts';
import { api, auth, body, loginAs, testApp, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { buildPdf, companyOfAccount, demoCompanyId, insertPosition, uploadFrom } from '../../support/resume-fixtures.ts';
import { staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { positionRole } from '../positions/helpers.ts';
import { applications, move } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
let adminName: string;
let serial = 0;

interface HistoryItem {
  call: string;
  action: string;
  fromStage: number;
  fromStageName: string;
  toStage: number;
  toStageName: string;
  actorName: string | null;
  remark: string | null;
  details: Array<{ label: string; value: string }>;
}
interface Note {
  id: number;
  content: string;
  authorName: string | null;
  createdAt: string;
}

async function get<T>(token: string, url: string, lang?: string): Promise<Envelope<T>> {
  return body<T>(
    await app.inject({ method: 'GET', url: api(url), headers: { ...auth(token), ...(lang ? { 'accept-language': lang } : {}) } }),
  );
}
async function post<T>(token: string, url: string, payload: object): Promise<Envelope<T>> {
  return body<T>(await app.inject({ method: 'POST', url: api(url), headers: auth(token), payload }));
}

/** A member of the demo company holding `menus`, whose data scope is the positions they created (5) or all (1). */
async function member(menus: number[], valueType: 1 | 5 = 1) {
  serial += 1;
  const account = `cand_hr${serial}`;
  const roleId = await positionRole(app, company, { name: `候选人抽屉${serial}`, menus, scope: { valueType } });
  const { userId } = await staff(app, company, {
    account,
    name: `抽屉${serial}`,
    phone: `1370002${String(1000 + serial)}`,
    deptId: null,
    roleIds: [roleId],
  });
  return { token: await loginAs(app, account, STAFF_PASSWORD), userId };
}

const drawerCalls = (id: number): Array<['GET' | 'POST', string, object?]> => [
  ['GET', `/ResumeDeliveryRecord/GetStageHistory?id=${id}`],
  ['GET', `/ResumeDeliveryRecord/Note/GetList?id=${id}`],
  ['GET', `/ResumeDeliveryRecord/GetEntryData?id=${id}`],
  ['POST', '/ResumeDeliveryRecord/Note/Add', { id, content: '看过了' }],
];

async function statesOf(token: string, id: number): Promise<number[]> {
  const out: number[] = [];
  for (const [method, url, payload] of drawerCalls(id))
    out.push((method === 'GET' ? await get(token, url) : await post(token, url, payload!)).state);
  return out;
}

const noteCount = async (id: number) =>
  (await app.database.db.select().from(deliveryNotes).where(eq(deliveryNotes.deliveryRecordId, id))).length;

beforeAll(async () => {
  app = await testApp();
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  const [u] = await app.database.db.select({ name: users.name, account: users.account }).from(users).where(eq(users.account, 'admin'));
  adminName = u!.name || u!.account;
});
afterAll(async () => app.close());

describe('GetStageHistory', () => {
  it('tells each move oldest first: who, from, to, the remark, and the step’s own fields made readable', async () => {
    const { ids } = await applications(app, company, 1);
    const id = ids[0]!;
    expect((await move(app, admin, 'PassInitialScreening', { ids, remark: '基本符合' })).state).toBe(200);
    expect(
      (
        await move(app, admin, 'Inappropriate', {
          ids,
          tag: 'SKILLS',
          personnelType: 'formal',
          remark: '焊工证缺失',
          message: '感谢关注，暂不匹配。',
        })
      ).state,
    ).toBe(200);
    const zh = await get<HistoryItem[]>(admin, `/ResumeDeliveryRecord/GetStageHistory?id=${id}`);
    expect(zh.state).toBe(200);
    expect(
      zh.data.map(({ call, action, fromStage, fromStageName, toStage, toStageName, actorName, remark, details }) => ({
        call,
        action,
        fromStage,
        fromStageName,
        toStage,
        toStageName,
        actorName,
        remark,
        details,
      })),
    ).toEqual([
      {
        call: 'PassInitialScreening',
        action: '通过初筛',
        fromStage: S.newDelivery,
        fromStageName: '新投递',
        toStage: S.initialScreening,
        toStageName: '初筛通过',
        actorName: adminName,
        remark: '基本符合',
        details: [],
      },
      {
        call: 'Inappropriate',
        action: '不合适',
        fromStage: S.initialScreening,
        fromStageName: '初筛通过',
        toStage: S.inappropriate,
        toStageName: '不合适',
        actorName: adminName,
        remark: '焊工证缺失',
        details: [
          { label: '不合适标签', value: '技能不匹配' },
          { label: '人员类型', value: '正式工' },
          { label: '回复求职者', value: '感谢关注，暂不匹配。' },
        ],
      },
    ]);
    const en = await get<HistoryItem[]>(admin, `/ResumeDeliveryRecord/GetStageHistory?id=${id}`, 'en');
    expect(en.data[1]).toMatchObject({
      action: 'Not suitable',
      fromStageName: 'Screened',
      toStageName: 'Not suitable',
      details: [
        { label: 'Reason tag', value: '技能不匹配' },
        { label: 'Personnel type', value: 'Regular' },
        { label: 'Reply sent', value: '感谢关注，暂不匹配。' },
      ],
    });
    expect(Object.keys(en.data[0]!).sort()).toEqual([
      'action',
      'actorName',
      'call',
      'createdAt',
      'details',
      'fromStage',
      'fromStageName',
      'id',
      'remark',
      'toStage',
      'toStageName',
    ]);
  });

  it('keeps naming a tag after the company switches it off, and says dates as given', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.waitingReported });
    expect((await move(app, admin, 'Entry', { ids, entryDate: '2026-03-02' })).state).toBe(200);
    const entry = await get<HistoryItem[]>(admin, `/ResumeDeliveryRecord/GetStageHistory?id=${ids[0]}`);
    expect(entry.data.map((h) => [h.action, h.details])).toEqual([['报到', [{ label: '报到日期', value: '2026-03-02' }]]]);
    const refused = await applications(app, company, 1);
    expect((await move(app, admin, 'Inappropriate', { ids: refused.ids, tag: 'OTHER', personnelType: 'intern' })).state).toBe(200);
    const db = app.database.db;
    const line = and(
      eq(sysParamLineTable.tenementId, company),
      eq(sysParamLineTable.headKey, 'InappropriateTag'),
      eq(sysParamLineTable.value, 'OTHER'),
    );
    await db.update(sysParamLineTable).set({ enabled: false }).where(line);
    const after = await get<HistoryItem[]>(admin, `/ResumeDeliveryRecord/GetStageHistory?id=${refused.ids[0]}`);
    expect(after.data[0]!.details).toEqual([
      { label: '不合适标签', value: '其他' },
      { label: '人员类型', value: '实习生' },
    ]);
    await db.update(sysParamLineTable).set({ enabled: true }).where(line);
  });
});

describe('notes', () => {
  it('adds notes and lists them newest first with their author, paged', async () => {
    const { ids } = await applications(app, company, 1);
    const id = ids[0]!;
    const first = await post<Note>(admin, '/ResumeDeliveryRecord/Note/Add', { id, content: '  电话沟通过，周一可到岗  ' });
    expect(first.state).toBe(200);
    expect(first.data).toMatchObject({ content: '电话沟通过，周一可到岗', authorName: adminName });
    await post(admin, '/ResumeDeliveryRecord/Note/Add', { id, content: '要求住宿' });
    const page = await get<{ list: Note[]; totalCount: number; page: number; perPage: number }>(
      admin,
      `/ResumeDeliveryRecord/Note/GetList?id=${id}&perPage=1`,
    );
    expect(page.data).toMatchObject({ totalCount: 2, page: 1, perPage: 1 });
    expect(page.data.list.map((n) => n.content)).toEqual(['要求住宿']);
    const all = await get<{ list: Note[] }>(admin, `/ResumeDeliveryRecord/Note/GetList?id=${id}`);
    expect(all.data.list.map((n) => [n.content, n.authorName])).toEqual([
      ['要求住宿', adminName],
      ['电话沟通过，周一可到岗', adminName],
    ]);
  });

  it('refuses bad input and keeps nothing of it', async () => {
    const { ids } = await applications(app, company, 1);
    const id = ids[0]!;
    for (const payload of [
      { id, content: '' },
      { id, content: '   ' },
      { id, content: '字'.repeat(501) },
      { content: '没有投递' },
      { id: 2147483648, content: 'x' },
    ]) {
      expect((await post(admin, '/ResumeDeliveryRecord/Note/Add', payload)).state, JSON.stringify(payload).slice(0, 60)).toBe(1000);
    }
    expect((await post(admin, '/ResumeDeliveryRecord/Note/Add', { id, content: '字'.repeat(500) })).state).toBe(200);
    expect(await noteCount(id)).toBe(1);
    expect((await get(admin, `/ResumeDeliveryRecord/Note/GetList?id=${id}&perPage=101`)).state).toBe(1000);
    expect((await get(admin, '/ResumeDeliveryRecord/GetStageHistory?id=abc')).state).toBe(1000);
    expect((await get(admin, '/ResumeDeliveryRecord/GetStageHistory')).state).toBe(1000);
    expect((await get(admin, '/ResumeDeliveryRecord/GetEntryData?id=0')).state).toBe(1000);
    expect((await get(admin, '/ResumeDeliveryRecord/GetStageHistory?id=2147483000')).state).toBe(1102);
  });
});

describe('GetEntryData', () => {
  it('answers the hire side and the entry papers the seeker gave', async () => {
    const { ids, tokens } = await applications(app, company, 1, { stage: S.hire });
    const id = ids[0]!;
    const doc = (await uploadFrom(app, tokens[0]!, 'entryDocument', buildPdf(), 'diploma.pdf')).data[0]!;
    expect(
      (await post(tokens[0]!, '/ResumeUserInfo/EditResumeEnrtyUserInfo', { id, data: { diplomaId: doc.id, remark: '原件报到时带' } }))
        .state,
    ).toBe(200);
    const [dept] = await app.database.db
      .select({ id: depts.id, name: depts.name })
      .from(depts)
      .where(eq(depts.tenementId, company))
      .limit(1);
    await app.database.db
      .update(deliveryRecords)
      .set({ employeeNo: 'CAND0001', entryDeptId: dept!.id, personnelType: 'formal' })
      .where(eq(deliveryRecords.id, id));
    const res = await get<Record<string, unknown>>(admin, `/ResumeDeliveryRecord/GetEntryData?id=${id}`, 'en');
    expect(res.state).toBe(200);
    expect(res.data).toEqual({
      employeeNo: 'CAND0001',
      entryDeptName: dept!.name,
      personnelType: 'formal',
      personnelTypeName: 'Regular',
      entryDate: null,
      dimissionDate: null,
      arrivalTime: null,
      papersRemark: '原件报到时带',
      files: [{ kind: 'diploma', name: 'diploma.pdf', fullPath: doc.fullPath }],
    });
  });

  it('answers empty papers for an application nobody hired yet', async () => {
    const { ids } = await applications(app, company, 1);
    expect((await get<Record<string, unknown>>(admin, `/ResumeDeliveryRecord/GetEntryData?id=${ids[0]}`)).data).toEqual({
      employeeNo: null,
      entryDeptName: null,
      personnelType: null,
      personnelTypeName: null,
      entryDate: null,
      dimissionDate: null,
      arrivalTime: null,
      papersRemark: null,
      files: [],
    });
  });
});

describe('who reaches the drawer', () => {
  it('refuses another company’s administrator (1102) and adds no note', async () => {
    const { ids } = await applications(app, company, 1);
    expect(await statesOf(other, ids[0]!)).toEqual([1102, 1102, 1102, 1102]);
    expect(await noteCount(ids[0]!)).toBe(0);
  });

  it('holds a member to their data scope: outside 1102, inside 200', async () => {
    const scoped = await member([301], 5);
    const outside = await applications(app, company, 1);
    expect(await statesOf(scoped.token, outside.ids[0]!)).toEqual([1102, 1102, 1102, 1102]);
    expect(await noteCount(outside.ids[0]!)).toBe(0);
    const inside = await applications(app, company, 1, {
      positionId: await insertPosition(app.database.db, company, { createdBy: scoped.userId }),
    });
    expect(await statesOf(scoped.token, inside.ids[0]!)).toEqual([200, 200, 200, 200]);
  });

  it('refuses a job seeker (1101), even on their own application', async () => {
    const { ids, tokens } = await applications(app, company, 1);
    expect(await statesOf(seeker, ids[0]!)).toEqual([1101, 1101, 1101, 1101]);
    expect(await statesOf(tokens[0]!, ids[0]!)).toEqual([1101, 1101, 1101, 1101]);
  });

  it('refuses a member without a pipeline or positions screen (1100); any one pipeline screen will do', async () => {
    const { ids } = await applications(app, company, 1);
    const none = await member([1]);
    expect(await statesOf(none.token, ids[0]!)).toEqual([1100, 1100, 1100, 1100]);
    expect((await get(none.token, '/SysParam/GetInappropriateTagList')).state).toBe(1100);
    expect((await get(none.token, '/CommonMessage/GetInappropriateList')).state).toBe(1100);
    const pool = await member([311]);
    expect(await statesOf(pool.token, ids[0]!)).toEqual([200, 200, 200, 200]);
    expect((await get(pool.token, '/SysParam/GetInappropriateTagList')).state).toBe(200);
  });
});

describe('the inappropriate dialog’s choices', () => {
  it('lists the company’s enabled 不合适标签 in order and its 不合适 replies, the default first', async () => {
    const tags = await get<Array<{ value: string; display: string }>>(admin, '/SysParam/GetInappropriateTagList');
    expect(tags.data).toEqual([
      { value: 'EDUCATION', display: '学历不符' },
      { value: 'EXPERIENCE', display: '经验不足' },
      { value: 'SKILLS', display: '技能不匹配' },
      { value: 'SALARY', display: '薪资期望过高' },
      { value: 'STABILITY', display: '稳定性不足' },
      { value: 'OTHER', display: '其他' },
    ]);
    const db = app.database.db;
    const [extra] = await db
      .insert(commonMessageTable)
      .values({ tenementId: company, messageType: 'inappropriate', messageContent: '岗位已暂停招聘', isDefault: false })
      .returning({ id: commonMessageTable.id });
    const messages = await get<Array<{ id: number; messageContent: string; isDefault: boolean }>>(
      admin,
      '/CommonMessage/GetInappropriateList',
    );
    const stored = await db
      .select()
      .from(commonMessageTable)
      .where(and(eq(commonMessageTable.tenementId, company), eq(commonMessageTable.messageType, 'inappropriate')));
    expect(messages.data).toHaveLength(stored.length);
    expect(messages.data[0]!.isDefault).toBe(true);
    expect(messages.data.filter((m) => m.isDefault)).toHaveLength(1);
    expect(messages.data.at(-1)).toEqual({ id: extra!.id, messageContent: '岗位已暂停招聘', isDefault: false });
  });

  it('gives another company its own lines and replies only', async () => {
    const otherCompany = await companyOfAccount(app.database.db, 'other_admin');
    await app.database.db
      .insert(sysParamLineTable)
      .values({ tenementId: otherCompany, headKey: 'InappropriateTag', name: '外语不足', value: 'LANG' });
    const tags = await get<Array<{ value: string; display: string }>>(other, '/SysParam/GetInappropriateTagList');
    expect(tags.data).toContainEqual({ value: 'LANG', display: '外语不足' });
    expect((await get<Array<{ value: string }>>(admin, '/SysParam/GetInappropriateTagList')).data.map((t) => t.value)).not.toContain(
      'LANG',
    );
    const mine = new Set((await get<Array<{ id: number }>>(admin, '/CommonMessage/GetInappropriateList')).data.map((m) => m.id));
    const theirs = (await get<Array<{ id: number }>>(other, '/CommonMessage/GetInappropriateList')).data;
    expect(theirs.filter((m) => mine.has(m.id))).toEqual([]);
  });
});
