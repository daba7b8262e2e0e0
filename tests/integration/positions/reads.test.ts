/**
 * Reading positions: the demo company's positions, the HR lists (filters, sort, paging, the
 * short-term list), the detail that is public for published positions and whole for the company's
 * HR, the positions dropdown and the factory list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { caller, demoRefs, deptIdByNo, positionBody, publishable, type Call, type Position, type Refs } from './helpers.ts';
import { HISTORY_POSITION_NAMES } from '../../../src/server/db/seed/demo-history.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;
let call: Call;
let refs: Refs;

type Page = { list: Position[]; totalCount: number; page: number; perPage: number };

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
  call = caller(app);
  refs = await demoRefs(app);
});
afterAll(async () => app.close());

const list = async (query = '', token = admin) => (await call<Page>(token, 'GET', `/PositionInfo/GetList${query}`)).data;
const byName = async (name: string) => (await list(`?name=${encodeURIComponent(name)}`)).list[0]!;

describe('the demo positions', () => {
  it('cover the lifecycle: 9 published (2 campus, 2 short term), 1 waiting, 1 draft, 1 offline', async () => {
    // The demo history's six positions (demo-history.ts: the reports' past months) are all offline; the
    // lifecycle below is the twelve positions the demo recruits for.
    const listed = (await list('?perPage=100')).list;
    const history = listed.filter((p) => HISTORY_POSITION_NAMES.includes(p.name as string));
    expect(history.map((p) => p.state)).toEqual([3, 3, 3, 3, 3, 3]);
    const all = listed.filter((p) => !history.includes(p));
    expect(all).toHaveLength(12);
    const count = (f: (p: Position) => boolean) => all.filter(f).length;
    expect(count((p) => p.state === 2)).toBe(9);
    expect(count((p) => p.state === 2 && p.recruitmentType === 2)).toBe(2);
    expect(count((p) => p.state === 2 && p.recruitmentType === 3)).toBe(2);
    expect([count((p) => p.state === 1), count((p) => p.state === 0), count((p) => p.state === 3)]).toEqual([1, 1, 1]);
    for (const p of all) expect((p.salaryMax as number) - (p.salaryMin as number)).toBeLessThanOrEqual(500);
  });

  it('ask general workers the 普工补充信息 form and the CNC operator its practical exam', async () => {
    const formId = refs.form('普工补充信息');
    const withForm = (await list('?perPage=100')).list.filter((p) => p.specialFormId === formId).map((p) => p.positionTypeName);
    expect(withForm.length).toBeGreaterThanOrEqual(2);
    expect(new Set(withForm)).toEqual(new Set(['普工']));
    expect(await byName('CNC操作工')).toMatchObject({ examId: refs.exam('CNC实操考核'), examName: 'CNC实操考核', factoryName: '昆山一厂' });
  });
});

describe('the HR lists', () => {
  it('filter by name, state, recruitment type, type and department (with the ones below it)', async () => {
    expect((await list('?name=普工')).list.map((p) => p.name).sort()).toEqual(['冲压普工', '装配普工']);
    expect((await list('?name_like=工程师&state=2')).list.map((p) => p.name).sort()).toEqual(['设备工程师', '质量工程师（校招）']);
    expect((await list('?recruitmentType=2')).totalCount).toBe(2);
    expect((await list(`?positionTypeId=${refs.type('质检员')}`)).list.map((p) => p.name)).toEqual(['质检员']);
    const production = await list(`?deptId=${await deptIdByNo(app, 'D02')}&perPage=100`);
    expect(production.list.map((p) => p.deptName)).toEqual(expect.arrayContaining(['冲压车间', '装配车间', '生产部']));
    expect(production.list.some((p) => p.deptName === '质量部')).toBe(false);
  });

  it('sort and page', async () => {
    const first = await list('?perPage=5&page=1&sort=-headcount');
    // Twelve demo positions and the demo history's six (demo-history.ts): 18 in four pages of five.
    expect(first).toMatchObject({ totalCount: 18, page: 1, perPage: 5 });
    expect(first.list[0]!.name).toBe('暑期短期工');
    const heads = first.list.map((p) => p.headcount as number);
    expect([...heads].sort((a, b) => b - a)).toEqual(heads);
    expect((await list('?perPage=5&page=4')).list).toHaveLength(3);
    expect((await list('?sort=-publishedAt')).list[0]!.publishedAt).not.toBeNull();
    expect((await call(admin, 'GET', '/PositionInfo/GetList?sort=password')).state).toBe(1000);
  });

  it('list short-term positions alone on the 短期职位 screen, whatever the query asks', async () => {
    const short = (await call<Page>(admin, 'GET', '/PositionInfo/GetShortPositionList?recruitmentType=1')).data;
    expect(short.list.map((p) => p.name).sort()).toEqual(['旺季包装临时工', '暑期短期工']);
    expect(short.list[0]!.workStartDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('are the company’s own and closed to others', async () => {
    expect((await list('', other)).totalCount).toBe(0);
    expect((await call(recruiter, 'GET', '/PositionInfo/GetList')).state).toBe(1100);
    expect((await call(seeker, 'GET', '/PositionInfo/GetList')).state).toBe(1101);
    expect((await app.inject({ method: 'GET', url: '/recruit/api/PositionInfo/GetShortPositionList' })).statusCode).toBe(401);
  });
});

describe('the detail', () => {
  it('is public for published positions, without HR’s application count', async () => {
    const id = (await byName('质检员')).id;
    for (const token of [null, seeker, other, recruiter]) {
      const res = await call<Position>(token, 'GET', `/PositionInfo/GetDetail?id=${id}`);
      expect(res.state).toBe(200);
      expect(res.data).toMatchObject({
        name: '质检员',
        state: 2,
        stateName: '已发布',
        salaryMin: 6500,
        salaryMax: 7000,
        tenementName: '华东精密制造有限公司',
      });
      expect(res.data).not.toHaveProperty('deliveryCount');
    }
    expect((await call<Position>(null, 'GET', `/PositionInfo/GetDetail?id=${id}`, undefined, 'en')).data.stateName).toBe('Published');
  });

  it('reads a position that is not published as missing (1102) unless the caller is its company’s HR', async () => {
    for (const name of ['模具钳工', '工艺工程师', '仓库管理员']) {
      const id = (await byName(name)).id;
      for (const token of [null, seeker, other, recruiter])
        expect((await call(token, 'GET', `/PositionInfo/GetDetail?id=${id}`)).state).toBe(1102);
      const mine = await call<Position>(admin, 'GET', `/PositionInfo/GetDetail?id=${id}`);
      expect(mine.data).toMatchObject({ name, deliveryCount: 0 });
    }
    expect((await call(null, 'GET', '/PositionInfo/GetDetail?id=999999')).state).toBe(1102);
    expect((await call(null, 'GET', '/PositionInfo/GetDetail?id=abc')).state).toBe(1000);
  });

  it('goes missing for the public once the position is offline', async () => {
    const body = positionBody({ ...(await publishable(app)), submit: true });
    const id = (await call<{ id: number }>(admin, 'POST', '/PositionInfo/Insert', body)).data.id;
    await call(admin, 'POST', '/PositionInfo/Publish', { ids: [id] });
    expect((await call(null, 'GET', `/PositionInfo/GetDetail?id=${id}`)).state).toBe(200);
    await call(admin, 'POST', '/PositionInfo/Offline', { ids: [id] });
    expect((await call(null, 'GET', `/PositionInfo/GetDetail?id=${id}`)).state).toBe(1102);
  });
});

describe('dropdowns', () => {
  it('offer the company’s positions, of one state when asked', async () => {
    const all = (await call<Array<{ value: number; display: string }>>(admin, 'GET', '/PositionInfo/GetDropDown')).data;
    expect(all.length).toBeGreaterThanOrEqual(12);
    const published = (
      await call<Array<{ value: number; display: string }>>(admin, 'GET', '/PositionInfo/GetDropDown?state=2&recruitmentType=3')
    ).data;
    expect(published.map((o) => o.display).sort()).toEqual(['旺季包装临时工', '暑期短期工']);
    expect((await call<unknown[]>(other, 'GET', '/PositionInfo/GetDropDown')).data).toEqual([]);
    expect((await call(seeker, 'GET', '/PositionInfo/GetDropDown')).state).toBe(1101);
  });

  it('list a company’s enabled factories: anyone by tenementId, HR their own without it', async () => {
    const own = (await call<Array<{ value: number; display: string; address: string }>>(admin, 'GET', '/PositionInfo/getFactoryList')).data;
    expect(own.map((f) => f.display)).toEqual(['昆山一厂', '昆山二厂', '苏州工业园区厂']);
    expect(own[0]!.address).toBe('江苏省昆山市开发区前进东路88号');
    expect((await call(null, 'GET', `/PositionInfo/getFactoryList?tenementId=${refs.tenementId}`)).data).toEqual(own);
    await call(admin, 'POST', '/Factory/EnableOrDisable', { ids: [refs.factory('昆山二厂')], enabled: false });
    expect(
      (await call<Array<{ display: string }>>(seeker, 'GET', `/PositionInfo/getFactoryList?tenementId=${refs.tenementId}`)).data.map(
        (f) => f.display,
      ),
    ).toEqual(['昆山一厂', '苏州工业园区厂']);
    expect((await app.inject({ method: 'GET', url: '/recruit/api/PositionInfo/getFactoryList' })).statusCode).toBe(401);
    expect((await call(seeker, 'GET', '/PositionInfo/getFactoryList')).state).toBe(1101);
    expect((await call(null, 'GET', '/PositionInfo/getFactoryList?tenementId=999999')).state).toBe(1102);
  });
});
