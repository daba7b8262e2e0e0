/**
 * Owner entries of the authorization matrix (owner-matrix.test.ts) for a seeker's resume, papers,
 * applications, their special-form and entry data, and saved positions.
 */
import { PIPELINE_STAGE } from '../../../src/common/recruiting.ts';
import { buildPdf, insertPosition, insertRecord, insertSpecialForm } from '../../support/resume-fixtures.ts';
import type { OwnerCtx, OwnerEntries, OwnerEntry, OwnerReq } from '../platform/matrix/owner-types.ts';

const get = (url: string): OwnerReq => ({ method: 'GET', url });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): OwnerReq => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload }),
});
const BASIC = { name: '王小明', sex: 1, birthday: '1998-03-15', phone: '13911110001', education: 5, workYears: 3, city: '苏州' };
const EDUCATION = { school: '苏州职业大学', major: '数控技术', education: 4, startDate: '2017-09', endDate: '2020-06', fullTime: true };

/** A published position of the demo company, asking applicants one optional question (its special form). */
async function position(c: OwnerCtx): Promise<number> {
  const db = c.app.database.db;
  return insertPosition(db, c.companyId, {
    specialFormId: await insertSpecialForm(db, c.companyId, [
      { prop: 'dorm', label: '是否需要住宿', el: 'radio', required: false, options: ['是', '否'] },
    ]),
  });
}
/** An application of the owner to a new position of the demo company, at a pipeline stage. */
const application = async (c: OwnerCtx, stage: number = PIPELINE_STAGE.newDelivery) =>
  insertRecord(c.app.database.db, { positionId: await position(c), userId: c.owner.userId, stage });
/** A position the owner saved. */
async function collected(c: OwnerCtx): Promise<number> {
  const positionId = await position(c);
  await c.ok(c.owner.token, send('POST', '/PositionCollect/Add', { positionId }));
  return positionId;
}
async function attachment(c: OwnerCtx): Promise<number> {
  const res = await c.call(c.owner.token, {
    method: 'POST',
    url: '/Resume/Attachment/UploadResume',
    form: [{ field: 'file', filename: 'cv.pdf', data: buildPdf() }],
  });
  return (res.data as { id: number }).id;
}

const own = (ok: OwnerReq, why = 'the caller’s own online resume'): OwnerEntry => ({ ok: () => ok, cross: { own: why } });
const names = (ok: (c: OwnerCtx) => Promise<OwnerReq> | OwnerReq, why: string): OwnerEntry => ({ ok, cross: { names: why } });

/** A route taking one application of the owner (at `stage`): `build` makes the request, `read` what stays the same. */
function byApplication(
  build: (id: number) => OwnerReq,
  stage: number = PIPELINE_STAGE.newDelivery,
  read: (id: number) => OwnerReq = build,
): OwnerEntry {
  return {
    ok: async (c) => build(await application(c, stage)),
    cross: {
      record: async (c) => {
        const id = await application(c, stage);
        return { req: build(id), read: read(id) };
      },
    },
  };
}

/** A route naming the owner's resume photo. */
const withPhoto = (method: 'POST' | 'PUT', url: string, extra: object = {}): OwnerEntry => ({
  ok: (c) => send(method, url, { ...extra, photoIds: [c.owner.photoId] }),
  cross: { record: async (c) => ({ req: send(method, url, { ...extra, photoIds: [c.owner.photoId] }), read: get('/Resume/GetMyResume') }) },
});

const entryData = (id: number) => get(`/ResumeUserInfo/GetResumeEntryDetails?id=${id}`);
const answers = (id: number) => get(`/SpecialForm/GetData?deliveryRecordId=${id}`);
const myRecords = () => get('/ResumeDeliveryRecord/User/GetList');

export const resumeOwnerEntries: OwnerEntries = {
  'GET /Resume/GetMyResume': own(get('/Resume/GetMyResume')),
  'POST /Resume/Add': {
    ok: async (c) => ({ ...send('POST', '/Resume/Add', { basic: BASIC }), as: (await c.person()).token }),
    cross: { own: 'creates the caller’s own resume' },
  },
  'POST /Resume/EditOnlineResume': withPhoto('POST', '/Resume/EditOnlineResume', { basic: BASIC }),
  'POST /Resume/AddSpecialResume': own(
    send('POST', '/Resume/AddSpecialResume', { name: '李四', sex: 2, birthday: '2000-01-01', phone: '13911110002', education: 3 }),
  ),
  'PUT /Resume/EditBasicInfo': own(send('PUT', '/Resume/EditBasicInfo', { basic: BASIC })),
  'PUT /Resume/EditJobStatusOrOther': own(send('PUT', '/Resume/EditJobStatusOrOther', { jobStatus: 2 })),
  'PUT /Resume/EditJobExpect': own(
    send('PUT', '/Resume/EditJobExpect', {
      expect: { positionTypes: ['机械工程师'], cities: ['苏州'], salaryMin: 8000, salaryMax: 12000, jobNature: 1 },
    }),
  ),
  'PUT /Resume/EditJobsExperience': own(
    send('PUT', '/Resume/EditJobsExperience', {
      jobs: [{ company: '某厂', position: '技术员', startDate: '2020-07', endDate: null, description: '调机' }],
    }),
  ),
  'PUT /Resume/EditProjectExperience': own(send('PUT', '/Resume/EditProjectExperience', { projects: [] })),
  'PUT /Resume/EditEducationExperience': own(send('PUT', '/Resume/EditEducationExperience', { educations: [EDUCATION] })),
  'PUT /Resume/EditResumePhotos': withPhoto('PUT', '/Resume/EditResumePhotos'),
  'GET /Resume/GetMyAttachmentResume': own(get('/Resume/GetMyAttachmentResume'), 'the caller’s own attachments'),
  'POST /Resume/Attachment/UploadResume': own(
    { ...send('POST', '/Resume/Attachment/UploadResume'), form: [{ field: 'file', filename: 'cv.pdf', data: buildPdf() }] },
    'stores a new attachment of the caller',
  ),
  'DELETE /Resume/Attachment/DeleteResume': {
    ok: async (c) => send('DELETE', `/Resume/Attachment/DeleteResume?id=${await attachment(c)}`),
    cross: {
      record: async (c) => ({
        req: send('DELETE', `/Resume/Attachment/DeleteResume?id=${await attachment(c)}`),
        read: get('/Resume/GetMyAttachmentResume'),
      }),
    },
  },
  'GET /Resume/GetMyAllResumeByDelivery': own(get('/Resume/GetMyAllResumeByDelivery'), 'the caller’s own resumes'),
  'GET /ResumeUserInfo/GetResumeUserInfoDetails': own(
    get('/ResumeUserInfo/GetResumeUserInfoDetails'),
    'the caller’s own onboarding details',
  ),
  'POST /ResumeUserInfo/EditResumeUserInfo': own(
    send('POST', '/ResumeUserInfo/EditResumeUserInfo', { data: {} }),
    'the caller’s own onboarding details',
  ),
  'GET /ResumeUserInfo/GetResumeEntryDetails': byApplication(entryData, PIPELINE_STAGE.hire),
  'POST /ResumeUserInfo/EditResumeEnrtyUserInfo': byApplication(
    (id) => send('POST', '/ResumeUserInfo/EditResumeEnrtyUserInfo', { id, data: { remark: '矩阵' } }),
    PIPELINE_STAGE.hire,
    entryData,
  ),
  'GET /ResumeUserInfo/User/GetResumeJobByRecordId': byApplication(
    (id) => get(`/ResumeUserInfo/User/GetResumeJobByRecordId?id=${id}`),
    PIPELINE_STAGE.hire,
  ),
  'GET /ResumeLib/GeneralWorker/GetDeliveryRecordInfo': byApplication((id) =>
    get(`/ResumeLib/GeneralWorker/GetDeliveryRecordInfo?id=${id}`),
  ),
  'GET /SpecialForm/GetData': byApplication(answers),
  'PUT /SpecialForm/EditData': byApplication(
    (id) => send('PUT', '/SpecialForm/EditData', { deliveryRecordId: id, data: { dorm: '是' } }),
    PIPELINE_STAGE.newDelivery,
    answers,
  ),
  'POST /ResumeDeliveryRecord/updateArrivaTime': byApplication(
    (id) => send('POST', '/ResumeDeliveryRecord/updateArrivaTime', { id, arrivalTime: '2026-12-01' }),
    PIPELINE_STAGE.hire,
    myRecords,
  ),
  'POST /ResumeDeliveryRecord/updateResumeEducation': byApplication(
    (id) => send('POST', '/ResumeDeliveryRecord/updateResumeEducation', { id, educations: [EDUCATION] }),
    PIPELINE_STAGE.newDelivery,
    myRecords,
  ),
  'POST /ResumeDeliveryRecord/User/Delivery': {
    ok: async (c) =>
      send('POST', '/ResumeDeliveryRecord/User/Delivery', {
        positionId: await position(c),
        resumeType: 2,
        attachmentId: await attachment(c),
      }),
    cross: {
      // Another seeker sending the owner's attachment with their own application.
      record: async (c) => ({
        req: send('POST', '/ResumeDeliveryRecord/User/Delivery', {
          positionId: await position(c),
          resumeType: 2,
          attachmentId: await attachment(c),
        }),
        read: get('/Resume/GetMyAttachmentResume'),
      }),
    },
  },
  'GET /ResumeDeliveryRecord/User/GetList': own(myRecords(), 'the caller’s own applications'),
  'GET /ResumeDeliveryRecord/GetDeliveryRecordByPositionId': names(
    async (c) => get(`/ResumeDeliveryRecord/GetDeliveryRecordByPositionId?positionId=${await position(c)}`),
    'positionId names a position; the answer is the caller’s own application to it',
  ),
  'GET /PositionInfo/Qualification': names(
    async (c) => get(`/PositionInfo/Qualification?id=${await position(c)}`),
    'id names a published position (or one the caller applied to), no person’s record',
  ),
  'GET /PositionInfo/GetIsCollect': names(
    async (c) => get(`/PositionInfo/GetIsCollect?positionId=${await position(c)}`),
    'positionId names a published position; the answer is the caller’s own',
  ),
  'POST /PositionCollect/Add': names(
    async (c) => send('POST', '/PositionCollect/Add', { positionId: await position(c) }),
    'positionId names a published position; the saved row is the caller’s own',
  ),
  'DELETE /PositionCollect/Delete': names(
    async (c) => send('DELETE', `/PositionCollect/Delete?positionId=${await collected(c)}`),
    'positionId names a published position; only the caller’s own saved row goes',
  ),
  'GET /PositionCollect/GetList': own(get('/PositionCollect/GetList'), 'the caller’s own saved positions'),
};
