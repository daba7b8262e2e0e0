/**
 * Authorization-matrix entries of the positions module's management routes, for
 * tests/integration/platform/matrix. The public calls (GetDetail, getFactoryList,
 * SpecialForm/GetContentByPositionId) and the any-user ones (SpecialForm/GetData, EditData) are no
 * management routes; tests/integration/positions covers them. The matrix has no database handle:
 * positions are made through the calls, and the application an exam result binds to is made by the
 * demo seeker (on a phone session) applying with a PDF to a published position with an exam.
 */
import { eq } from 'drizzle-orm';
import { positions } from '../../../src/server/db/schema/index.ts';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const get = (url: string): Req => ({ method: 'GET', url });
let serial = 0;
const stamp = Date.now() % 100000;
const unique = (prefix: string) => `${prefix}${stamp}-${(serial += 1)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Options = Array<{ value: number; display: string }>;
const optionNamed = async (c: MatrixCtx, url: string, name: string) =>
  (await c.ok<Options>(get(url))).find((o) => o.display === name)!.value;

const body = (over: Record<string, unknown> = {}) => ({
  name: unique('矩阵职位'),
  recruitmentType: 1,
  salaryMin: 5000,
  salaryMax: 5500,
  description: '矩阵测试',
  ...over,
});
const shortBody = (over: Record<string, unknown> = {}) =>
  body({
    recruitmentType: 3,
    salaryMin: 20,
    salaryMax: 25,
    salaryUnit: 2,
    workStartDate: '2027-07-01',
    workEndDate: '2027-08-01',
    ...over,
  });

/** What publishing needs (type, department, work place), as the demo's 冲压普工 has them. */
async function publishable(c: MatrixCtx) {
  const [refs] = await c.db
    .select({ positionTypeId: positions.positionTypeId, deptId: positions.deptId, officePlaceId: positions.officePlaceId })
    .from(positions)
    .where(eq(positions.name, '冲压普工'))
    .limit(1);
  return refs!;
}

/** A fresh position of the first company, moved to the given state. */
async function position(c: MatrixCtx, state: 0 | 1 | 2 | 3 = 0, short = false): Promise<number> {
  const refs = await publishable(c);
  const payload = short ? shortBody(refs) : body(refs);
  const { id } = await c.ok<{ id: number }>({ method: 'POST', url: '/PositionInfo/Insert', payload });
  const steps = (['ApplyForPublish', 'Publish', 'Offline'] as const).slice(0, state);
  for (const step of steps) await c.ok({ method: 'POST', url: `/PositionInfo/${step}`, payload: { ids: [id] } });
  return id;
}
const detail = (id: number) => get(`/PositionInfo/GetDetail?id=${id}`);
const positionCount = async (c: MatrixCtx) => (await c.ok<{ totalCount: number }>(get('/PositionInfo/GetList'))).totalCount;

/** The request names a fresh position of the first company (in `state`); it reads the same afterwards. */
const onPosition = (req: (id: number) => Req, state: 0 | 1 | 2 | 3 = 0, short = false) => ({
  record: async (c: MatrixCtx) => {
    const id = await position(c, state, short);
    return { req: req(id), read: () => c.ok(detail(id)) };
  },
});

/** Writes naming the first company's tag: refused to the other company, nothing added. */
const namingTag = (req: (tagId: number) => Req) => ({
  record: async (c: MatrixCtx) => ({
    req: req(await optionNamed(c, '/PositionTags/GetDropDown', '五险一金')),
    read: () => positionCount(c),
  }),
});

let examApplication: Promise<{ recordId: number; positionId: number }> | undefined;

/** One application (made once per run) to a published position of the first company with an exam. */
function application(c: MatrixCtx) {
  examApplication ??= (async () => {
    const examId = await optionNamed(c, '/PositionExam/GetDropDown', 'CNC实操考核');
    const positionId = (
      await c.ok<{ id: number }>({
        method: 'POST',
        url: '/PositionInfo/Insert',
        payload: body({ ...(await publishable(c)), examId, submit: true }),
      })
    ).id;
    await c.ok({ method: 'POST', url: '/PositionInfo/Publish', payload: { ids: [positionId] } });
    const login = await c.call('', {
      method: 'POST',
      url: '/Login/SysLogin',
      payload: { account: 'seeker', password: 'Seeker@2026', loginSource: 3 },
    });
    const token = (login.data as { accessToken: string }).accessToken;
    const upload = await c.call(token, {
      method: 'POST',
      url: '/Resume/Attachment/UploadResume',
      file: { data: PDF, filename: 'exam.pdf', type: 'application/pdf' },
    });
    const applied = await c.call(token, {
      method: 'POST',
      url: '/ResumeDeliveryRecord/User/Delivery',
      payload: { positionId, resumeType: 2, attachmentId: (upload.data as { id: number }).id },
    });
    if (applied.state !== 200) throw new Error(`matrix: applying to the exam position answered ${applied.state}`);
    return { recordId: (applied.data as { id: number }).id, positionId };
  })();
  return examApplication;
}
const results = (recordId: number) => get(`/PositionInfo/getUserExamDetailList?deliveryRecordId=${recordId}`);

/** A fresh special form of the first company. */
async function form(c: MatrixCtx): Promise<number> {
  return (
    await c.ok<{ id: number }>({
      method: 'POST',
      url: '/SpecialForm/Add',
      payload: { name: unique('矩阵表单'), items: [{ prop: 'height', label: '身高', el: 'number', required: true }] },
    })
  ).id;
}
const onForm = (req: (id: number) => Req) => ({
  record: async (c: MatrixCtx) => {
    const id = await form(c);
    return { req: req(id), read: () => c.ok(get(`/SpecialForm/GetDetail?id=${id}`)) };
  },
});

export const positionEntries: Entries = {
  'GET /PositionInfo/GetList': { ok: () => get('/PositionInfo/GetList'), cross: { list: true } },
  'GET /PositionInfo/GetShortPositionList': { ok: () => get('/PositionInfo/GetShortPositionList'), cross: { list: true } },
  'GET /PositionInfo/GetDropDown': { ok: () => get('/PositionInfo/GetDropDown'), cross: { list: true } },
  'POST /PositionInfo/Insert': {
    ok: () => ({ method: 'POST', url: '/PositionInfo/Insert', payload: body() }),
    cross: namingTag((tag) => ({ method: 'POST', url: '/PositionInfo/Insert', payload: body({ tagIds: [tag] }) })),
  },
  'PUT /PositionInfo/Update': {
    ok: async (c) => ({ method: 'PUT', url: '/PositionInfo/Update', payload: { id: await position(c), headcount: 3 } }),
    cross: onPosition((id) => ({ method: 'PUT', url: '/PositionInfo/Update', payload: { id, headcount: 4 } })),
  },
  'DELETE /PositionInfo/Delete': {
    ok: async (c) => ({ method: 'DELETE', url: `/PositionInfo/Delete?ids=${await position(c)}` }),
    cross: onPosition((id) => ({ method: 'DELETE', url: `/PositionInfo/Delete?ids=${id}` })),
  },
  'POST /PositionInfo/ApplyForPublish': {
    ok: async (c) => ({ method: 'POST', url: '/PositionInfo/ApplyForPublish', payload: { ids: [await position(c)] } }),
    cross: onPosition((id) => ({ method: 'POST', url: '/PositionInfo/ApplyForPublish', payload: { ids: [id] } })),
  },
  'POST /PositionInfo/Publish': {
    ok: async (c) => ({ method: 'POST', url: '/PositionInfo/Publish', payload: { ids: [await position(c, 1)] } }),
    cross: onPosition((id) => ({ method: 'POST', url: '/PositionInfo/Publish', payload: { ids: [id] } }), 1),
  },
  'POST /PositionInfo/Offline': {
    ok: async (c) => ({ method: 'POST', url: '/PositionInfo/Offline', payload: { ids: [await position(c, 2)] } }),
    cross: onPosition((id) => ({ method: 'POST', url: '/PositionInfo/Offline', payload: { ids: [id] } }), 2),
  },
  'GET /PositionInfo/GetShortPositionDetail': {
    ok: async (c) => get(`/PositionInfo/GetShortPositionDetail?id=${await position(c, 0, true)}`),
    cross: onPosition((id) => get(`/PositionInfo/GetShortPositionDetail?id=${id}`), 0, true),
  },
  'POST /PositionInfo/InsertShortPosition': {
    ok: () => ({ method: 'POST', url: '/PositionInfo/InsertShortPosition', payload: shortBody() }),
    cross: namingTag((tag) => ({ method: 'POST', url: '/PositionInfo/InsertShortPosition', payload: shortBody({ tagIds: [tag] }) })),
  },
  'PUT /PositionInfo/UpdateShortPosition': {
    ok: async (c) => ({
      method: 'PUT',
      url: '/PositionInfo/UpdateShortPosition',
      payload: { id: await position(c, 0, true), headcount: 5 },
    }),
    cross: onPosition((id) => ({ method: 'PUT', url: '/PositionInfo/UpdateShortPosition', payload: { id, headcount: 6 } }), 0, true),
  },
  'DELETE /PositionInfo/DeleteShortPosition': {
    ok: async (c) => ({ method: 'DELETE', url: `/PositionInfo/DeleteShortPosition?ids=${await position(c, 0, true)}` }),
    cross: onPosition((id) => ({ method: 'DELETE', url: `/PositionInfo/DeleteShortPosition?ids=${id}` }), 0, true),
  },
  'GET /PositionInfo/getUserExamDetailList': {
    ok: async (c) => results((await application(c)).recordId),
    cross: {
      record: async (c) => {
        const { recordId } = await application(c);
        return { req: results(recordId), read: () => c.ok(results(recordId)) };
      },
    },
  },
  'GET /PositionInfo/getUserExamDetailPage': {
    ok: () => get('/PositionInfo/getUserExamDetailPage'),
    cross: {
      record: async (c) => {
        const { positionId } = await application(c);
        return {
          req: get(`/PositionInfo/getUserExamDetailPage?positionId=${positionId}`),
          read: () => c.ok(get(`/PositionInfo/getUserExamDetailPage?positionId=${positionId}`)),
        };
      },
    },
  },
  'POST /PositionInfo/bindUserExamAttachment': {
    ok: async (c) => ({
      method: 'POST',
      url: '/PositionInfo/bindUserExamAttachment',
      payload: { deliveryRecordId: (await application(c)).recordId, fileIds: [], score: 80 },
    }),
    cross: {
      record: async (c) => {
        const { recordId } = await application(c);
        return {
          req: {
            method: 'POST',
            url: '/PositionInfo/bindUserExamAttachment',
            payload: { deliveryRecordId: recordId, fileIds: [], score: 10 },
          },
          read: () => c.ok(results(recordId)),
        };
      },
    },
  },
  'GET /SpecialForm/GetList': { ok: () => get('/SpecialForm/GetList'), cross: { list: true } },
  'GET /SpecialForm/GetDropDown': { ok: () => get('/SpecialForm/GetDropDown'), cross: { list: true } },
  'GET /SpecialForm/GetDetail': {
    ok: async (c) => get(`/SpecialForm/GetDetail?id=${await form(c)}`),
    cross: onForm((id) => get(`/SpecialForm/GetDetail?id=${id}`)),
  },
  'POST /SpecialForm/Add': {
    ok: () => ({
      method: 'POST',
      url: '/SpecialForm/Add',
      payload: { name: unique('矩阵新表单'), items: [{ prop: 'a', label: '甲', el: 'input', required: false }] },
    }),
    cross: { own: 'a new form of the caller’s company; nothing in it names another company’s rows' },
  },
  'PUT /SpecialForm/Edit': {
    ok: async (c) => ({ method: 'PUT', url: '/SpecialForm/Edit', payload: { id: await form(c), enabled: false } }),
    cross: onForm((id) => ({ method: 'PUT', url: '/SpecialForm/Edit', payload: { id, name: unique('抢') } })),
  },
  'DELETE /SpecialForm/Delete': {
    ok: async (c) => ({ method: 'DELETE', url: `/SpecialForm/Delete?ids=${await form(c)}` }),
    cross: onForm((id) => ({ method: 'DELETE', url: `/SpecialForm/Delete?ids=${id}` })),
  },
};
