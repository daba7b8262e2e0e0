import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, body, testApp } from '../../support/test-app.ts';
import {
  clearPositions,
  insertCompany,
  insertFactory,
  insertPlace,
  insertPosition,
  insertTag,
  insertType,
} from '../../support/recruiting.ts';

let app: FastifyInstance;
const c: Record<string, number> = {};
const p: Record<string, number> = {};

type Item = { id: number; name: string; tenementName: string; tags: Array<{ name: string }> };
type List = { list: Item[]; totalCount: number; page: number; perPage: number };

const get = (url: string, lang = 'zh-CN') => app.inject({ method: 'GET', url: api(url), headers: { 'accept-language': lang } });
const list = async (query = '') => body<List>(await get(`/PositionInfo/GetListForHome${query}`));
const ids = (items: Item[]) => items.map((i) => i.id);
const similar = async (query: string) => ids(body<Item[]>(await get(`/PositionInfo/GetSimilarPosition${query}`)).data);
const q = encodeURIComponent;

/**
 * Two listed companies and a hidden one. Published newest first: p3 (C2), p1, p2 (C1), p7 (C2);
 * p4 draft, p5 offline, p6 published by the hidden company.
 */
beforeAll(async () => {
  app = await testApp();
  const db = app.database.db;
  await clearPositions(db);
  c.one = await insertCompany(db, '星海电子有限公司', { logo: '/recruit/api/Files/Get?id=9' });
  c.two = await insertCompany(db, '蓝河机械有限公司');
  c.hidden = await insertCompany(db, '隐身科技有限公司', { published: false });
  const t1 = { worker: await insertType(db, c.one, '普工'), eng: await insertType(db, c.one, '工程师') };
  await insertType(db, c.one, '质检员', false);
  const t2 = { worker: await insertType(db, c.two, '普工'), logi: await insertType(db, c.two, '仓储') };
  await insertType(db, c.hidden, '隐藏类型');
  const g1 = {
    ins: await insertTag(db, c.one, '五险一金'),
    dorm: await insertTag(db, c.one, '包住宿', '#059669'),
    weekend: await insertTag(db, c.one, '双休'),
    off: await insertTag(db, c.one, '停用标签', null, false),
  };
  const g2 = { ins: await insertTag(db, c.two, '五险一金'), weekend: await insertTag(db, c.two, '双休') };
  const g3 = await insertTag(db, c.hidden, '五险一金');
  const place = await insertPlace(db, c.one, '一号园区');
  const factory = await insertFactory(db, c.one, '一号工厂');
  p.p1 = await insertPosition(db, {
    tenementId: c.one,
    name: '数控车工',
    positionTypeId: t1.worker,
    tagIds: [g1.ins, g1.dorm, g1.off],
    officePlaceId: place,
    factoryId: factory,
    salaryMin: 6000,
    salaryMax: 6400,
    headcount: 5,
    ageMinutes: 10,
  });
  p.p2 = await insertPosition(db, {
    tenementId: c.one,
    name: 'CNC工程师',
    positionTypeId: t1.eng,
    tagIds: [g1.ins, g1.weekend],
    salaryMin: 12000,
    salaryMax: 12500,
    education: 5,
    ageMinutes: 20,
  });
  p.p3 = await insertPosition(db, {
    tenementId: c.two,
    name: '电子装配工',
    positionTypeId: t2.worker,
    tagIds: [g2.ins, g2.weekend],
    recruitmentType: 3,
    salaryUnit: 2,
    salaryMin: 22,
    salaryMax: 25,
    workStartDate: '2026-07-01',
    workEndDate: '2026-08-31',
    ageMinutes: 5,
  });
  p.p4 = await insertPosition(db, { tenementId: c.one, name: '质检员', state: 0, tagIds: [g1.dorm] });
  p.p5 = await insertPosition(db, {
    tenementId: c.one,
    name: '已下线职位',
    state: 3,
    tagIds: [g1.dorm],
    positionTypeId: t1.worker,
    ageMinutes: 100,
  });
  p.p6 = await insertPosition(db, { tenementId: c.hidden, name: '隐藏职位', tagIds: [g3], ageMinutes: 1 });
  p.p7 = await insertPosition(db, { tenementId: c.two, name: '管培生', recruitmentType: 2, positionTypeId: t2.logi, ageMinutes: 30 });
});
afterAll(async () => app.close());

describe('PositionInfo/GetListForHome (public)', () => {
  it('lists only published positions of listed companies, newest first, as portal cards', async () => {
    const res = await list();
    expect(res.state).toBe(200);
    expect(ids(res.data.list)).toEqual([p.p3, p.p1, p.p2, p.p7]);
    expect(res.data).toMatchObject({ totalCount: 4, page: 1, perPage: 10 });
    const card = res.data.list[1]!;
    expect(card).toEqual({
      id: p.p1,
      name: '数控车工',
      tenementId: c.one,
      tenementName: '星海电子有限公司',
      companyLogo: '/recruit/api/Files/Get?id=9',
      recruitmentType: 1,
      positionTypeName: '普工',
      tags: [
        expect.objectContaining({ name: '五险一金', color: '#409eff' }),
        expect.objectContaining({ name: '包住宿', color: '#059669' }),
      ],
      salaryMin: 6000,
      salaryMax: 6400,
      salaryUnit: 1,
      education: 1,
      workExperience: 0,
      headcount: 5,
      officePlaceName: '一号园区',
      factoryName: '一号工厂',
      workStartDate: null,
      workEndDate: null,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect(res.data.list[0]).toMatchObject({
      recruitmentType: 3,
      salaryUnit: 2,
      workStartDate: '2026-07-01',
      workEndDate: '2026-08-31',
      companyLogo: null,
      officePlaceName: null,
    });
  });

  it('pages, and answers an empty page past the end with the total', async () => {
    const second = await list('?page=2&perPage=2');
    expect(ids(second.data.list)).toEqual([p.p2, p.p7]);
    expect(second.data).toMatchObject({ totalCount: 4, page: 2, perPage: 2 });
    const past = await list('?page=9&perPage=2');
    expect(past.data).toEqual({ list: [], totalCount: 4, page: 9, perPage: 2 });
  });

  it('refuses bad input with 1000 and the fields at fault', async () => {
    for (const [query, field] of [
      ['?perPage=101', 'perPage'],
      ['?page=0', 'page'],
      ['?recruitmentType=9', 'recruitmentType.0'],
      ['?sort=oldest', 'sort'],
      ['?tenementId=x', 'tenementId'],
    ] as const) {
      const res = await list(query);
      expect(res.state, query).toBe(1000);
      expect(Object.keys(res.errors!), query).toEqual([field]);
    }
  });

  it('filters by keyword on the position or company name (wildcards typed are literal)', async () => {
    expect(ids((await list(`?keyword=${q('工程师')}`)).data.list)).toEqual([p.p2]);
    expect(ids((await list(`?keyword=${q('蓝河')}`)).data.list)).toEqual([p.p3, p.p7]);
    expect((await list(`?keyword=${q('%')}`)).data).toMatchObject({ list: [], totalCount: 0 });
  });

  it('filters by recruitment type, one value or several', async () => {
    expect(ids((await list('?recruitmentType=1')).data.list)).toEqual([p.p1, p.p2]);
    expect(ids((await list('?recruitmentType=2&recruitmentType=3')).data.list)).toEqual([p.p3, p.p7]);
  });

  it('filters by type, place and factory names across companies, and by company', async () => {
    expect(ids((await list(`?positionType=${q('普工')}`)).data.list)).toEqual([p.p3, p.p1]);
    expect(ids((await list(`?positionType=${q('质检员')}`)).data.list)).toEqual([]);
    expect(ids((await list(`?place=${q('一号园区')}`)).data.list)).toEqual([p.p1]);
    expect(ids((await list(`?factory=${q('一号工厂')}`)).data.list)).toEqual([p.p1]);
    expect(ids((await list(`?tenementId=${c.two}`)).data.list)).toEqual([p.p3, p.p7]);
    expect((await list(`?tenementId=${c.hidden}`)).data.totalCount).toBe(0);
  });

  it('filters by tag names given as repeated keys without indices, one or several (any of them)', async () => {
    const one = await list(`?tags=${q('五险一金')}`);
    expect(ids(one.data.list)).toEqual([p.p3, p.p1, p.p2]);
    expect(one.data.totalCount).toBe(3);
    expect(ids((await list(`?tags=${q('包住宿')}&tags=${q('双休')}`)).data.list)).toEqual([p.p3, p.p1, p.p2]);
    expect(ids((await list(`?tags=${q('包住宿')}&tags=${q('没有的标签')}`)).data.list)).toEqual([p.p1]);
    // A disabled tag filters nothing in.
    expect(ids((await list(`?tags=${q('停用标签')}`)).data.list)).toEqual([]);
    expect(ids((await list(`?keyword=${q('工')}&tags=${q('双休')}&positionType=${q('普工')}`)).data.list)).toEqual([p.p3]);
  });

  it('pages and sorts filtered lists the same way', async () => {
    const tag = `tags=${q('五险一金')}`;
    expect((await list(`?${tag}&page=2&perPage=2`)).data).toMatchObject({
      list: [expect.objectContaining({ id: p.p2 })],
      totalCount: 3,
      page: 2,
    });
    expect((await list(`?${tag}&page=5&perPage=2`)).data).toEqual({ list: [], totalCount: 3, page: 5, perPage: 2 });
    expect(ids((await list(`?${tag}&sort=salary`)).data.list)).toEqual([p.p2, p.p1, p.p3]);
    expect(ids((await list(`?tenementId=${c.one}&sort=salary`)).data.list)).toEqual([p.p2, p.p1]);
  });

  it('sorts by salary on request', async () => {
    expect(ids((await list('?sort=salary')).data.list)[0]).toBe(p.p2);
  });
});

describe('PositionInfo/GetSimilarPosition (public)', () => {
  it('finds other published positions sharing a tag or the type, from repeated tags keys', async () => {
    expect(await similar(`?id=${p.p1}&tags=${q('五险一金')}`)).toEqual([p.p3, p.p2]);
    expect(await similar(`?tags=${q('双休')}&tags=${q('包住宿')}`)).toEqual([p.p3, p.p1, p.p2]);
    expect(await similar(`?positionType=${q('仓储')}`)).toEqual([p.p7]);
  });

  it('starts from the position’s own tags and type when the page sends none', async () => {
    expect(await similar(`?id=${p.p1}`)).toEqual([p.p3, p.p2]);
    expect(await similar('')).toEqual([]);
    expect(await similar('?id=999999')).toEqual([]);
  });

  it('refuses bad input with 1000', async () => {
    expect(body(await get('/PositionInfo/GetSimilarPosition?id=abc')).state).toBe(1000);
    expect(body(await get(`/PositionInfo/GetSimilarPosition?tags=${'x'.repeat(51)}`)).errors).toEqual({ 'tags.0': expect.any(String) });
  });
});

describe('tag and type choices (public)', () => {
  it('GetCommonlyUsedTags counts tags of published positions of listed companies only', async () => {
    const res = body<Array<{ value: string; display: string; count: number }>>(await get('/PositionInfo/GetCommonlyUsedTags'));
    expect(res.data).toEqual([
      { value: '五险一金', display: '五险一金', count: 3 },
      { value: '双休', display: '双休', count: 2 },
      { value: '包住宿', display: '包住宿', count: 1 },
    ]);
  });

  it('WorkExperience answers the choices in the caller’s language', async () => {
    const zh = body<Array<{ value: number; display: string }>>(await get('/PositionInfo/WorkExperience')).data;
    expect(zh[0]).toEqual({ value: 0, display: '不限' });
    expect(zh).toHaveLength(6);
    expect(body<Array<{ display: string }>>(await get('/PositionInfo/WorkExperience', 'en')).data[2]!.display).toBe('1-3 years');
  });

  it('GetTagsByCompany lists a listed company’s enabled tags; a hidden or unknown company is 1102', async () => {
    const res = body<Array<{ value: number; display: string; color: string | null }>>(
      await get(`/PositionTags/GetTagsByCompany?tenementId=${c.two}`),
    );
    expect(res.data.map((t) => t.display)).toEqual(['五险一金', '双休']);
    expect(res.data[0]).toEqual({ value: expect.any(Number), display: '五险一金', color: '#409eff' });
    expect(body<unknown[]>(await get(`/PositionTags/GetTagsByCompany?tenementId=${c.one}`)).data).toHaveLength(3);
    expect(body(await get(`/PositionTags/GetTagsByCompany?tenementId=${c.hidden}`)).state).toBe(1102);
    expect(body(await get('/PositionTags/GetTagsByCompany?tenementId=999999')).state).toBe(1102);
    expect(body(await get('/PositionTags/GetTagsByCompany')).errors).toEqual({ tenementId: expect.any(String) });
  });

  it('GetDropDownForHome names enabled types of companies with published positions, each once, or of one company', async () => {
    const all = body<Array<{ value: string; display: string }>>(await get('/PositionType/GetDropDownForHome')).data;
    expect(all.map((o) => o.value).sort()).toEqual(['仓储', '工程师', '普工'].sort());
    expect(all.every((o) => o.value === o.display)).toBe(true);
    const one = body<Array<{ value: string }>>(await get(`/PositionType/GetDropDownForHome?tenementId=${c.one}`)).data;
    expect(one.map((o) => o.value).sort()).toEqual(['工程师', '普工'].sort());
    expect(body(await get(`/PositionType/GetDropDownForHome?tenementId=${c.hidden}`)).state).toBe(1102);
  });
});

describe('companies on the job-seeker site (public)', () => {
  it('GetCompanyInfoList counts each company’s published positions; hidden companies are not listed', async () => {
    const res = body<{ list: Array<{ tenementId: number; name: string; positionCount: number }> }>(
      await get('/TenementCompanyInfo/GetCompanyInfoList?perPage=100'),
    );
    const count = Object.fromEntries(res.data.list.map((x) => [x.tenementId, x.positionCount]));
    expect(count[c.one!]).toBe(2);
    expect(count[c.two!]).toBe(2);
    expect(count[c.hidden!]).toBeUndefined();
  });

  it('GetCompanyInfoDetail answers a listed company to anonymous callers, 1102 for a hidden one', async () => {
    const res = body<{ tenementId: number; name: string; logo: string | null; officePlaces: Array<{ name: string }> }>(
      await get(`/TenementCompanyInfo/GetCompanyInfoDetail?tenementId=${c.one}`),
    );
    expect(res.data).toMatchObject({
      tenementId: c.one,
      name: '星海电子有限公司',
      logo: '/recruit/api/Files/Get?id=9',
      officePlaces: [{ name: '一号园区' }],
    });
    expect(body(await get(`/TenementCompanyInfo/GetCompanyInfoDetail?tenementId=${c.hidden}`)).state).toBe(1102);
  });
});

describe('similar positions are capped', () => {
  it('answers at most 6', async () => {
    const db = app.database.db;
    const tag = await insertTag(db, c.two!, '急招');
    for (let i = 0; i < 8; i++) await insertPosition(db, { tenementId: c.two!, name: `急招${i}`, tagIds: [tag], ageMinutes: 200 + i });
    expect(await similar(`?tags=${q('急招')}`)).toHaveLength(6);
  });
});
