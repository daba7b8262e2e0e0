import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyInfos, officePlaces, tenements } from '../../../src/server/db/schema/index.ts';

let app: FastifyInstance;
let admin: string;
let recruiter: string;
let seeker: string;
let other: string;
let demoId: number;
let otherId: number;

beforeAll(async () => {
  app = await testApp();
  ({ admin, recruiter, seeker, other } = await actors(app));
  // This file follows a company from an empty profile: the demo one's is taken away first.
  await app.database.db.delete(officePlaces);
  await app.database.db.delete(companyInfos);
  const ids = Object.fromEntries((await app.database.db.select().from(tenements)).map((t) => [t.tenementNo, t.id]));
  demoId = ids.T0001!;
  otherId = ids.T0002!;
});
afterAll(async () => app.close());

type Place = { id: number; name: string; address: string; sort: number };
type Company = Record<string, unknown> & { name: string; intro: string | null; published: boolean; officePlaces: Place[] };
const call = (token: string | null, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: api(url), headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });
const detail = async (token: string | null, query = '') =>
  body<Company>(await call(token, 'GET', `/TenementCompanyInfo/GetCompanyInfoDetail${query}`));
const update = async (token: string, payload: Record<string, unknown>) =>
  body(await call(token, 'PUT', '/TenementCompanyInfo/UpdateCompanyInfoEntity', payload));
const places = async (token: string | null, query = '') =>
  body<Place[]>(await call(token, 'GET', `/SysTenement/GetAllOfficePlace${query}`));
const publicList = async (query = '') =>
  body<{ list: Array<{ tenementId: number; name: string; industry: string | null }>; totalCount: number }>(
    await call(null, 'GET', `/TenementCompanyInfo/GetCompanyInfoList${query}`),
  );

describe('industry dropdown', () => {
  it('lists manufacturing trades in each language', async () => {
    const get = async (lang: string) =>
      body<Array<{ value: string; display: string }>>(
        await app.inject({ method: 'GET', url: api('/DropDown/Public?type=Industry'), headers: { 'accept-language': lang } }),
      ).data;
    const zh = await get('zh-CN');
    expect(zh.length).toBeGreaterThanOrEqual(12);
    expect(zh[0]).toEqual({ value: 'machinery', display: '机械制造' });
    expect((await get('zh-TW')).find((o) => o.value === 'automotive')!.display).toBe('汽車及零組件');
    expect((await get('en')).map((o) => o.value)).toEqual(zh.map((o) => o.value));
  });
});

describe('company info of the caller’s company', () => {
  it('is refused to anonymous callers (401), job seekers (1101) and roles without the screen or key (1100)', async () => {
    expect((await call(null, 'GET', '/TenementCompanyInfo/GetCompanyInfoDetail')).statusCode).toBe(401);
    expect((await detail(seeker)).state).toBe(1101);
    expect((await detail(recruiter)).state).toBe(1100);
    expect((await call(null, 'PUT', '/TenementCompanyInfo/UpdateCompanyInfoEntity', { shortName: 'x' })).statusCode).toBe(401);
    expect((await update(recruiter, { shortName: '改' })).state).toBe(1100);
    expect((await detail(admin)).data.shortName).toBeNull();
  });

  it('starts from the defaults', async () => {
    expect((await detail(admin)).data).toEqual({
      tenementId: demoId,
      tenementNo: 'T0001',
      name: '华东精密制造有限公司',
      shortName: null,
      logo: null,
      industry: null,
      sizeType: null,
      address: null,
      website: null,
      contactPhone: null,
      contactEmail: null,
      intro: null,
      published: true,
      officePlaces: [],
    });
  });

  it('refuses bad values with 1000 and the fields at fault', async () => {
    const res = await update(admin, {
      industry: 'space',
      sizeType: 9,
      website: 'ftp://x.cn',
      contactEmail: 'not-mail',
      logo: 'javascript:alert(1)',
      officePlaces: [{ name: '一厂' }],
    });
    expect(res.state).toBe(1000);
    expect(Object.keys(res.errors!).sort()).toEqual(['contactEmail', 'industry', 'logo', 'officePlaces.0.address', 'sizeType', 'website']);
    expect(
      (
        await update(admin, {
          officePlaces: [
            { name: '一厂', address: 'A' },
            { name: '一厂', address: 'B' },
          ],
        })
      ).errors,
    ).toEqual({ 'officePlaces.1.name': '与第1行重复' });
    expect((await update(admin, { name: '另一家公司' })).errors).toEqual({ name: '已存在' });
    expect((await detail(admin)).data.industry).toBeNull();
  });

  it('saves the fields, keeps only safe rich text, and logs what changed', async () => {
    const intro =
      '<p style="text-align: center" onclick="steal()">我们是<strong>精密制造</strong>企业<script>alert(1)</script></p>' +
      '<img src="/recruit/api/Files/Get?id=1" onerror="alert(2)"><img src="javascript:alert(3)"><a href="javascript:alert(4)">坏链接</a><a href="https://hd.example.cn" target="_blank">官网</a>';
    const res = await update(admin, {
      shortName: '华东精密',
      industry: 'machinery',
      sizeType: 3,
      address: '上海市嘉定区',
      website: 'https://hd.example.cn',
      contactPhone: '021-55550000',
      contactEmail: 'hr@hd.example.cn',
      logo: '/recruit/api/Files/Get?id=1',
      intro,
      officePlaces: [
        { name: '嘉定一厂', address: '嘉定区一号路', sort: 1 },
        { name: '松江二厂', address: '松江区二号路', sort: 2 },
      ],
    });
    expect(res).toMatchObject({ state: 200, data: null });
    const saved = (await detail(admin)).data;
    expect(saved).toMatchObject({
      shortName: '华东精密',
      industry: 'machinery',
      sizeType: 3,
      contactPhone: '021-55550000',
      published: true,
    });
    expect(saved.intro).toBe(
      '<p style="text-align: center">我们是<strong>精密制造</strong>企业</p><img src="/recruit/api/Files/Get?id=1"><a>坏链接</a><a href="https://hd.example.cn" target="_blank" rel="noopener noreferrer">官网</a>',
    );
    expect(saved.officePlaces.map((p) => [p.name, p.sort])).toEqual([
      ['嘉定一厂', 1],
      ['松江二厂', 2],
    ]);
    const log = body<{ list: Array<{ action: string; recordId: string; summary: string }> }>(
      await call(admin, 'GET', '/OperationLog/GetList?resource=companyInfo'),
    ).data.list[0]!;
    expect(log).toMatchObject({ action: 'edit', recordId: String(demoId) });
    const summary = JSON.parse(log.summary);
    expect(summary.before).toMatchObject({ shortName: null, industry: null, officePlaces: [] });
    expect(summary.after).toMatchObject({ shortName: '华东精密', industry: 'machinery' });
    expect(summary.after.officePlaces).toHaveLength(2);
    // A cleared field is stored as null.
    await update(admin, { address: null, contactPhone: '' });
    expect((await detail(admin)).data).toMatchObject({ address: null, contactPhone: null, shortName: '华东精密' });
    await update(admin, { address: '上海市嘉定区', contactPhone: '021-55550000' });
  });

  it('replaces the office places by id: kept ones keep their id, names may swap, others go, new ones come', async () => {
    const [one, two] = (await detail(admin)).data.officePlaces;
    expect(
      (
        await update(admin, {
          officePlaces: [
            { id: one!.id, name: '松江二厂', address: '嘉定区一号路' },
            { id: two!.id, name: '嘉定一厂', address: '松江区二号路', sort: 2 },
          ],
        })
      ).state,
    ).toBe(200);
    expect((await places(admin)).data).toEqual([
      { id: one!.id, name: '松江二厂', address: '嘉定区一号路', sort: 0 },
      { id: two!.id, name: '嘉定一厂', address: '松江区二号路', sort: 2 },
    ]);
    expect(
      (
        await update(admin, {
          officePlaces: [
            { id: two!.id, name: '嘉定一厂', address: '松江区二号路', sort: 2 },
            { name: '昆山三厂', address: '昆山市三号路', sort: 3 },
          ],
        })
      ).state,
    ).toBe(200);
    const now = (await places(admin)).data;
    expect(now.map((p) => p.name)).toEqual(['嘉定一厂', '昆山三厂']);
    expect(now[0]!.id).toBe(two!.id);
    // Leaving officePlaces out keeps them.
    await update(admin, { shortName: '华东精密' });
    expect((await places(admin)).data).toHaveLength(2);
  });

  it('refuses more than 10 office places (1123) and another company’s ones (1102), changing nothing', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `厂${i}`, address: `路${i}` }));
    expect(await update(admin, { officePlaces: eleven })).toMatchObject({ state: 1123, message: '办公地点最多10个' });
    const ten = eleven.slice(0, 10);
    expect((await update(other, { officePlaces: ten })).state).toBe(200);
    const otherPlace = (await places(other)).data[0]!;
    const before = (await places(admin)).data;
    expect((await update(admin, { officePlaces: [{ id: otherPlace.id, name: '抢来的', address: 'X' }] })).state).toBe(1102);
    expect((await update(other, { officePlaces: [{ id: before[0]!.id, name: '抢来的', address: 'X' }] })).state).toBe(1102);
    expect((await places(admin)).data).toEqual(before);
    expect((await places(other)).data).toHaveLength(10);
    expect((await places(other)).data[0]).toEqual(otherPlace);
  });

  it('renames the company', async () => {
    expect((await update(other, { name: '另一家精工公司' })).state).toBe(200);
    expect(body<{ name: string }>(await call(other, 'GET', '/SysTenement/GetTenement')).data.name).toBe('另一家精工公司');
    const row = (await app.database.db.select().from(tenements).where(eq(tenements.id, otherId)))[0]!;
    expect(row.name).toBe('另一家精工公司');
  });
});

describe('company info for job seekers', () => {
  it('shows a published company to anyone, contact fields included, and hides an unpublished one (1102)', async () => {
    const open = (await detail(null, `?tenementId=${demoId}`)).data;
    expect(open).toMatchObject({
      tenementId: demoId,
      name: '华东精密制造有限公司',
      contactEmail: 'hr@hd.example.cn',
      contactPhone: '021-55550000',
    });
    expect(open.officePlaces.map((p) => p.name)).toEqual(['嘉定一厂', '昆山三厂']);
    expect((await places(null, `?tenementId=${demoId}`)).data).toHaveLength(2);
    expect((await update(other, { published: false })).state).toBe(200);
    expect((await detail(null, `?tenementId=${otherId}`)).state).toBe(1102);
    expect((await detail(seeker, `?tenementId=${otherId}`)).state).toBe(1102);
    expect((await places(null, `?tenementId=${otherId}`)).state).toBe(1102);
    expect((await detail(null, '?tenementId=999999')).state).toBe(1102);
    // Its own administrators still see it on the company-info screen.
    expect((await detail(other)).data).toMatchObject({ published: false, name: '另一家精工公司' });
    expect((await places(other)).data).toHaveLength(10);
  });

  it('lists published companies only, by name or short name and by industry', async () => {
    expect((await publicList()).data.list.map((c) => c.tenementId)).toEqual([demoId]);
    expect((await publicList(`?name_like=${encodeURIComponent('华东精密')}`)).data.totalCount).toBe(1);
    expect((await publicList(`?name_like=${encodeURIComponent('另一家')}`)).data.totalCount).toBe(0);
    expect((await publicList('?industry=machinery')).data.list[0]).toEqual({
      tenementId: demoId,
      name: '华东精密制造有限公司',
      shortName: '华东精密',
      logo: '/recruit/api/Files/Get?id=1',
      industry: 'machinery',
      sizeType: 3,
      address: '上海市嘉定区',
      positionCount: 9,
    });
    expect((await publicList('?industry=chemical')).data.totalCount).toBe(0);
    expect((await publicList('?industry=space')).state).toBe(1000);
    await update(other, { published: true });
    expect((await publicList()).data.totalCount).toBe(2);
  });

  it('answers the caller’s own office places without a tenementId, to management sessions only', async () => {
    expect((await call(null, 'GET', '/SysTenement/GetAllOfficePlace')).statusCode).toBe(401);
    expect((await places(seeker)).state).toBe(1101);
    expect((await places(recruiter)).data.map((p) => p.name)).toEqual(['嘉定一厂', '昆山三厂']);
    expect((await places(admin, '?tenementId=0')).state).toBe(1000);
  });
});
