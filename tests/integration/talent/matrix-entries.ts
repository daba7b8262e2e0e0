/**
 * Authorization-matrix entries of the resume library (ResumeLib/*) and the talent centre (TalentCenter/*).
 * The demo company's applications give the library its entries; writes that cannot repeat on one
 * entry (bringing into a pipeline) work on a parsed entry each run adds first.
 */
import { positions, tenements } from '../../../src/server/db/schema/index.ts';
import { createEntry } from '../../../src/server/modules/talent/library.ts';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';
import { and, eq } from 'drizzle-orm';

const get = (url: string): Req => ({ method: 'GET', url });
const firstEntry = async (c: MatrixCtx) => (await c.idsOf('/ResumeLib/GetList?perPage=10'))[0]!;
const readEntry = (c: MatrixCtx, id: number) => () => c.ok(get(`/ResumeLib/GetResumeLibInfo?id=${id}`));
let runs = 0;

/** An entry of the demo company named in a request the other company's administrator sends. */
const onEntry = (build: (id: number) => Req) => async (c: MatrixCtx) => {
  const id = await firstEntry(c);
  return { req: build(id), read: readEntry(c, id) };
};

async function freshParsed(c: MatrixCtx): Promise<number> {
  runs += 1;
  const [t] = await c.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
  return c.db.transaction((tx) =>
    createEntry(tx, t!.id, { basic: { name: `矩阵人才${runs}`, phone: `1358800${String(1000 + runs).slice(-4)}` } }, '纸质简历'),
  );
}

async function publishedPosition(c: MatrixCtx): Promise<number> {
  const [t] = await c.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
  const [p] = await c.db
    .select({ id: positions.id })
    .from(positions)
    .where(and(eq(positions.state, 2), eq(positions.tenementId, t!.id)))
    .limit(1);
  return p!.id;
}

const edits: Array<[string, (id: number) => object]> = [
  ['EditBasicInfo', (id) => ({ id, name: '矩阵改名', city: '苏州' })],
  ['EditJobStatus', (id) => ({ id, jobStatus: 2, skills: ['数控'] })],
  ['EditExpectation', (id) => ({ id, positionTypes: ['技术员'], cities: ['苏州'], salaryMin: 6000, salaryMax: 9000 })],
  ['EditJobs', (id) => ({ id, jobs: [] })],
  ['EditProject', (id) => ({ id, projects: [] })],
  ['EditEducation', (id) => ({ id, educations: [] })],
  ['EditTags', (id) => ({ id, tags: ['矩阵'] })],
];

export const talentEntries: Entries = {
  'GET /ResumeLib/GetList': { ok: () => get('/ResumeLib/GetList?perPage=100'), cross: { list: true } },
  'GET /TalentCenter/GetList': { ok: () => get('/TalentCenter/GetList?perPage=100'), cross: { list: true } },
  'GET /ResumeLib/GetResumeLibInfo': {
    ok: async (c) => get(`/ResumeLib/GetResumeLibInfo?id=${await firstEntry(c)}`),
    cross: { record: onEntry((id) => get(`/ResumeLib/GetResumeLibInfo?id=${id}`)) },
  },
  ...Object.fromEntries(
    edits.map(([call, payload]) => [
      `PUT /ResumeLib/${call}`,
      {
        ok: async (c: MatrixCtx): Promise<Req> => ({ method: 'PUT', url: `/ResumeLib/${call}`, payload: payload(await firstEntry(c)) }),
        cross: { record: onEntry((id) => ({ method: 'PUT', url: `/ResumeLib/${call}`, payload: payload(id) })) },
      },
    ]),
  ),
  'POST /ResumeLib/ForwardingToEmail': {
    ok: async (c) => ({
      method: 'POST',
      url: '/ResumeLib/ForwardingToEmail',
      payload: { id: await firstEntry(c), emails: ['hr@example.com'] },
    }),
    cross: {
      record: onEntry((id) => ({ method: 'POST', url: '/ResumeLib/ForwardingToEmail', payload: { id, emails: ['x@example.com'] } })),
    },
  },
  'GET /ResumeLib/GetLogList': {
    ok: async (c) => get(`/ResumeLib/GetLogList?id=${await firstEntry(c)}`),
    cross: { record: onEntry((id) => get(`/ResumeLib/GetLogList?id=${id}`)) },
  },
  'GET /ResumeLib/GetForwardingLogList': {
    ok: async (c) => get(`/ResumeLib/GetForwardingLogList?id=${await firstEntry(c)}`),
    cross: { record: onEntry((id) => get(`/ResumeLib/GetForwardingLogList?id=${id}`)) },
  },
  'GET /TalentCenter/GetSavedSearchList': {
    ok: () => get('/TalentCenter/GetSavedSearchList'),
    cross: { own: 'the member’s own saved searches' },
  },
  'POST /TalentCenter/SaveSearch': {
    ok: () => {
      runs += 1;
      return { method: 'POST', url: '/TalentCenter/SaveSearch', payload: { name: `矩阵搜索${runs}`, query: { keyword: '数控' } } };
    },
    cross: { own: 'saved under the caller’s own account and company' },
  },
  'POST /TalentCenter/DeleteSavedSearch': {
    ok: async (c) => {
      runs += 1;
      const saved = await c.ok<{ id: number }>({
        method: 'POST',
        url: '/TalentCenter/SaveSearch',
        payload: { name: `待删${runs}`, query: { city: '苏州' } },
      });
      return { method: 'POST', url: '/TalentCenter/DeleteSavedSearch', payload: { id: saved.id } };
    },
    cross: {
      record: async (c) => {
        runs += 1;
        const saved = await c.ok<{ id: number }>({
          method: 'POST',
          url: '/TalentCenter/SaveSearch',
          payload: { name: `他删${runs}`, query: { city: '苏州' } },
        });
        return {
          req: { method: 'POST', url: '/TalentCenter/DeleteSavedSearch', payload: { id: saved.id } },
          read: () => c.ok(get('/TalentCenter/GetSavedSearchList')),
        };
      },
    },
  },
  'POST /TalentCenter/BringIntoPipeline': {
    ok: async (c) => ({
      method: 'POST',
      url: '/TalentCenter/BringIntoPipeline',
      payload: { ids: [await freshParsed(c)], positionId: await publishedPosition(c) },
    }),
    cross: {
      record: async (c) => {
        const id = await freshParsed(c);
        return {
          req: { method: 'POST', url: '/TalentCenter/BringIntoPipeline', payload: { ids: [id], positionId: await publishedPosition(c) } },
          read: readEntry(c, id),
        };
      },
    },
  },
};
