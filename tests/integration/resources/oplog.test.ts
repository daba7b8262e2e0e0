import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { and, eq } from 'drizzle-orm';
import { functions, positions, taskRecruitInfos, taskRecruitLines, tenementUsers, users } from '../../../src/server/db/schema/index.ts';
import { controlledFieldTable } from '../../../generated/server/tables.ts';
import { positionBody, publishable } from '../positions/helpers.ts';
import { upload } from '../parsing/fixture.ts';
import { samplePerson } from '../../fixtures/resumes/people.ts';
import { resumeFile } from '../../fixtures/resumes/files.ts';
import { role as roleWith, STAFF_PASSWORD, staff } from '../people/fixture.ts';
import { OperationLog } from '../../../generated/definitions/OperationLog.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let other: string;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, other } = await actors(app));
});
afterAll(async () => app.close());

type Entry = {
  account: string;
  action: string;
  resource: string;
  recordId: string | null;
  recordName: string | null;
  summary: string;
  summaryText: string;
  ip: string | null;
};
const logs = async (token: string, query = '', lang = 'zh-CN') =>
  body<{ list: Entry[]; totalCount: number }>(
    await app.inject({
      method: 'GET',
      url: api(`/OperationLog/GetList${query}`),
      headers: { ...auth(token), 'accept-language': lang },
    }),
  );
const call = (token: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: api(url), headers: auth(token), remoteAddress: '10.9.8.7', ...(payload ? { payload } : {}) });

describe('operation log', () => {
  it('records each write with who, what, which record and a before/after summary', async () => {
    const id = (await call(admin, 'POST', '/PositionType/Add', { name: '喷涂工', code: 'PAINT' })).json().data.id as number;
    await call(admin, 'PUT', '/PositionType/Edit', { id, code: 'SPRAY' });
    await call(admin, 'POST', '/PositionType/EnableOrDisable', { ids: [id], enabled: false });
    await call(admin, 'DELETE', `/PositionType/Delete?ids=${id}`);
    // The demo company's log already holds its own position-type entries: this record's are the subject.
    const list = (await logs(admin, '?resource=positionType&perPage=100')).data.list.filter((e) => e.recordId === String(id));
    expect(list.map((e) => e.action)).toEqual(['delete', 'enable', 'edit', 'add']);
    expect(list.every((e) => e.account === 'admin' && e.ip === '10.9.8.7' && e.recordId === String(id))).toBe(true);
    // Gone now, the record reads by the name an entry kept, else by its screen and id.
    expect(list.map((e) => e.recordName)).toEqual(['喷涂工', `职位类型 #${id}`, `职位类型 #${id}`, '喷涂工']);
    expect(JSON.parse(list[2]!.summary)).toEqual({ before: { code: 'PAINT' }, after: { code: 'SPRAY' } });
    expect(JSON.parse(list[0]!.summary).before[0]).toMatchObject({ name: '喷涂工', code: 'SPRAY' });
  });

  it('records nothing for a refused write', async () => {
    const before = (await logs(admin)).data.totalCount;
    await call(admin, 'PUT', '/PositionType/Edit', { id: 999999, code: 'X' });
    await call(recruiter, 'DELETE', '/PositionType/Delete?ids=1');
    expect((await logs(admin)).data.totalCount).toBe(before);
  });

  it('filters by action and account, keeps companies apart, and is closed to roles without the menu', async () => {
    expect((await logs(admin, '?action=edit')).data.list.every((e) => e.action === 'edit')).toBe(true);
    expect((await logs(admin, '?account_like=adm')).data.totalCount).toBeGreaterThan(0);
    expect((await logs(admin, '?account_like=nobody')).data.totalCount).toBe(0);
    expect((await logs(other)).data.totalCount).toBe(0);
    expect(body(await app.inject({ method: 'GET', url: api('/OperationLog/GetList'), headers: auth(recruiter) })).state).toBe(1100);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(admin, `?beginDate=${today}&endDate=${today}`)).data.totalCount).toBeGreaterThan(0);
    expect((await logs(admin, '?beginDate=2000-01-01&endDate=2000-01-02')).data.totalCount).toBe(0);
  });

  it('reads a position added and published, and a role granted, in names and labels in both languages', async () => {
    const refs = await publishable(app);
    const added = await call(admin, 'POST', '/PositionInfo/Insert', positionBody({ ...refs, name: '日志测试职位', education: 4 }));
    const id = added.json().data.id as number;
    await call(admin, 'POST', '/PositionInfo/ApplyForPublish', { ids: [id] });
    await call(admin, 'POST', '/PositionInfo/Publish', { ids: [id] });
    const view = body<{ deptName: string; positionTypeName: string }>(
      await app.inject({ method: 'GET', url: api(`/PositionInfo/GetDetail?id=${id}`), headers: auth(admin) }),
    ).data;
    const mine = async (lang: string) =>
      (await logs(admin, '?resource=positionInfo&perPage=100', lang)).data.list.filter((e) => e.recordId === String(id));
    const zh = await mine('zh-CN');
    expect(zh.map((e) => e.recordName)).toEqual(['日志测试职位', '日志测试职位', '日志测试职位']);
    expect(zh[0]!.summaryText).toBe('状态：待发布 → 已发布');
    const zhAdd = zh[2]!.summaryText;
    for (const part of [
      '状态：草稿',
      `用人部门：${view.deptName}`,
      `职位类型：${view.positionTypeName}`,
      '学历要求：大专',
      '招聘类型：社会招聘',
    ])
      expect(zhAdd).toContain(part);
    const en = await mine('en');
    expect(en[0]!.summaryText).toBe('State: Pending → Published');
    for (const part of ['State: Draft', `: ${view.deptName}`, `: ${view.positionTypeName}`, ': College', ': Experienced hire'])
      expect(en[2]!.summaryText).toContain(part);
    // Codes and ids never show: only the counts and amounts are numbers.
    const numbers = (text: string) => [...text.matchAll(/([^:：;；]+)[:：] ?(\d+)(?=；|; |$)/g)].map((m) => m[1]!.trim());
    expect(numbers(zhAdd)).toEqual(['招聘人数', '最低薪资', '最高薪资']);
    expect(numbers(en[2]!.summaryText)).toEqual(['Openings', 'Minimum salary', 'Maximum salary']);

    const role = body<{ id: number }>(await call(admin, 'POST', '/Role/TenementAdd', { name: '日志测试角色' })).data.id;
    const [publish] = await app.database.db.select().from(functions).where(eq(functions.functionKey, 'positionInfo:publish'));
    const granted = await call(admin, 'POST', '/SysGrant/TenementGrantRoleMenuFunc', {
      roleId: role,
      menuIds: [1, 201],
      functionIds: [publish!.id],
    });
    expect(granted.json().state).toBe(200);
    const grant = async (lang: string) =>
      (await logs(admin, '?resource=role&action=grant&perPage=100', lang)).data.list.find((e) => e.recordId === String(role))!;
    const zhGrant = await grant('zh-CN');
    expect(zhGrant.recordName).toBe('日志测试角色');
    expect(zhGrant.summaryText).toMatch(/^菜单：— → .+、职位信息；功能：— → 职位信息·发布$/);
    const enGrant = await grant('en');
    expect(enGrant.summaryText).toMatch(/^Menus: — → .+, Job postings; Functions: — → Job postings·Publish$/);
  });
});

describe('operation log names what the reader’s company keeps', () => {
  /** The entries about one record, newest first, in a language. */
  const about = async (resource: string, recordId: number | string, lang: string, action = '') =>
    (await logs(admin, `?resource=${resource}&perPage=100${action && `&action=${action}`}`, lang)).data.list.filter(
      (e) => e.recordId === String(recordId),
    );
  /** The demo recruiter (李娜): their account's id and the name the company gives them. */
  const recruiterMember = async () => {
    const [row] = await app.database.db
      .select({ userId: users.id, name: tenementUsers.name })
      .from(users)
      .innerJoin(tenementUsers, eq(tenementUsers.userId, users.id))
      .where(and(eq(users.account, 'recruiter'), eq(tenementUsers.tenementId, await demoCompanyId(app.database.db))));
    return row!;
  };

  it('reads a resume source by its parameter line’s name, and one since deleted by its code', async () => {
    const added = await call(admin, 'POST', '/SysParam/AddSysLineParam', { headKey: 'ResumeSource', name: '秋季招聘会', value: 'FAIR' });
    const lineId = added.json().data.id as number;
    const batch = await upload(app, admin, [{ name: '张三简历.pdf', data: await resumeFile(samplePerson(101, 'zh'), 'pdf', 0) }], {
      source: 'FAIR',
    });
    expect(batch.data.landed).toBe(1);
    const text = async (lang: string) => (await about('resumeParsing', batch.data.batchNo, lang, 'import'))[0]!.summaryText;
    expect(await text('zh-CN')).toBe('简历来源：秋季招聘会；文件数：1；已入库：1；疑似重复：0；已拒绝：0');
    expect(await text('en')).toBe('Source: 秋季招聘会; Files: 1; Added: 1; Possible duplicates: 0; Refused: 0');
    expect((await call(admin, 'PUT', '/SysParam/DelSysLineParam', { ids: [lineId] })).json().state).toBe(200);
    expect(await text('zh-CN')).toBe('简历来源：FAIR（已删除）；文件数：1；已入库：1；疑似重复：0；已拒绝：0');
    expect(await text('en')).toBe('Source: FAIR (deleted); Files: 1; Added: 1; Possible duplicates: 0; Refused: 0');
  });

  it('reads a recruitment task, its line and its owner by their names, and the task since deleted by its id', async () => {
    const owner = await recruiterMember();
    const [position] = await app.database.db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.tenementId, await demoCompanyId(app.database.db)), eq(positions.name, '工艺工程师')));
    const dates = { beginDate: '2030-01-01', endDate: '2030-03-31', deadline: '2030-03-01' };
    const task = (await call(admin, 'POST', '/TaskRecruitInfo/Add', { title: '日志测试任务', ...dates, ownerId: owner.userId })).json().data
      .id as number;
    const line = (await call(admin, 'POST', '/TaskRecruitInfo/Line/Add', { taskId: task, positionId: position!.id, planned: 2 })).json()
      .data.id as number;
    expect((await call(admin, 'PUT', '/TaskRecruitInfo/CancelTask', { ids: [task] })).json().state).toBe(200);

    const zhTask = await about('taskRecruit', task, 'zh-CN');
    expect(zhTask.map((e) => [e.recordName, e.summaryText])).toEqual([
      ['日志测试任务', '任务状态：已取消'],
      [
        '日志测试任务',
        `任务名称：日志测试任务；开始日期：2030-01-01；结束日期：2030-03-31；截止日期：2030-03-01；负责人：${owner.name}；备注：—`,
      ],
    ]);
    const enTask = await about('taskRecruit', task, 'en');
    expect(enTask.map((e) => e.summaryText)).toEqual([
      'Status: Cancelled',
      `Task: 日志测试任务; Start date: 2030-01-01; End date: 2030-03-31; Deadline: 2030-03-01; Owner: ${owner.name}; Remarks: —`,
    ]);
    const lineEntry = async (lang: string) => (await about('taskRecruitLine', line, lang))[0]!;
    expect(await lineEntry('zh-CN')).toMatchObject({
      recordName: '日志测试任务 · 工艺工程师',
      summaryText: '招聘任务：日志测试任务；职位：工艺工程师；计划人数：2；备注：—',
    });
    expect((await lineEntry('en')).summaryText).toBe('Task: 日志测试任务; Position: 工艺工程师; Planned: 2; Remarks: —');

    // No call deletes a task (a cancelled one stays as history): gone from the database, it reads as deleted.
    await app.database.db.delete(taskRecruitLines).where(eq(taskRecruitLines.id, line));
    await app.database.db.delete(taskRecruitInfos).where(eq(taskRecruitInfos.id, task));
    expect(await lineEntry('zh-CN')).toMatchObject({
      recordName: `任务明细 #${line}`,
      summaryText: `招聘任务：#${task}（已删除）；职位：工艺工程师；计划人数：2；备注：—`,
    });
    expect((await lineEntry('en')).summaryText).toBe(`Task: #${task} (deleted); Position: 工艺工程师; Planned: 2; Remarks: —`);
    expect((await about('taskRecruit', task, 'en')).map((e) => e.recordName)).toEqual([`Recruitment tasks #${task}`, '日志测试任务']);
  });

  it('reads a role given to people and taken from them by names, a controlled name masked for its reader', async () => {
    const person = await recruiterMember();
    const role = (await call(admin, 'POST', '/Role/TenementAdd', { name: '日志授予角色' })).json().data.id as number;
    for (const url of ['/SysGrant/GrantTenementUserRole', '/SysGrant/CancelGrantTenementUserRole'])
      expect((await call(admin, 'POST', url, { roleId: role, userIds: [person.userId] })).json().state).toBe(200);
    const texts = async (token: string, lang: string) =>
      (await logs(token, '?resource=role&action=grant&perPage=100', lang)).data.list
        .filter((e) => e.recordId === String(role))
        .map((e) => e.summaryText);
    expect(await texts(admin, 'zh-CN')).toEqual([
      `角色：日志授予角色；取消授予：${person.name}`,
      `角色：日志授予角色；授予：${person.name}`,
    ]);
    expect(await texts(admin, 'en')).toEqual([
      `Role: 日志授予角色; Revoked from: ${person.name}`,
      `Role: 日志授予角色; Granted to: ${person.name}`,
    ]);

    // A reader whose data permission masks people's names reads them masked, as 人员管理 shows them.
    const company = await demoCompanyId(app.database.db);
    await app.database.db
      .insert(controlledFieldTable)
      .values({ tenementId: company, tableName: 'tenement_users', fieldName: 'name', fieldLabel: '姓名', controlType: 'mask' });
    const readers = await roleWith(app, company, { name: '日志读者', menus: [OperationLog.menu.id], scope: { valueType: 1 } });
    await staff(app, company, { account: 'logreader', name: '日志读者', phone: '13600009901', deptId: null, roleIds: [readers] });
    const reader = await loginAs(app, 'logreader', STAFF_PASSWORD);
    // 李娜: a name of two characters is starred whole.
    expect(person.name).toBe('李娜');
    expect(await texts(reader, 'zh-CN')).toEqual(['角色：日志授予角色；取消授予：**', '角色：日志授予角色；授予：**']);
  });
});
