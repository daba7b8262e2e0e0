import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { fileLinkOf, freshSeeker, uploadFrom, uploadPhoto } from '../../support/resume-fixtures.ts';
import { TINY_PDF } from '../../support/multipart.ts';

interface Resume {
  id: number;
  kind: number;
  basic: Record<string, unknown>;
  jobStatus: number | null;
  selfEvaluation: string | null;
  skills: string[];
  expect: Record<string, unknown> | null;
  jobs: Array<Record<string, unknown>>;
  projects: Array<Record<string, unknown>>;
  educations: Array<Record<string, unknown>>;
  photos: Array<{ id: number; fullPath: string }>;
  completeness: { percent: number; missing: string[] };
  updatedAt: string;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

const call = async <T = Resume>(method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object, lang?: string) =>
  body<T>(
    await app.inject({
      method,
      url: api(url),
      headers: { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
      ...(payload ? { payload } : {}),
    }),
  );

const BASIC = {
  name: '王小明',
  sex: 1,
  birthday: '1998-03-15',
  phone: '13911110001',
  email: 'xm@example.cn',
  education: 5,
  workYears: 3,
  city: '苏州',
  marriage: 1,
  politics: 1,
};
const EXPECT = { positionTypes: ['机械工程师'], cities: ['苏州', '昆山'], salaryMin: 8000, salaryMax: 12000, jobNature: 1 };
const JOB = { company: '苏州某精工', position: 'CNC技术员', startDate: '2020-07', endDate: '2023-06', description: '负责CNC编程与调机' };
const PROJECT = {
  name: '产线自动化改造',
  role: '技术骨干',
  startDate: '2021-03',
  endDate: null,
  url: 'https://example.cn/p/1',
  description: '导入机械手上下料',
};
const EDUCATION = { school: '苏州职业大学', major: '数控技术', education: 4, startDate: '2017-09', endDate: '2020-06', fullTime: true };

/** Every write: anonymous 401, and a fresh seeker's happy path answering the whole resume. */
const WRITES: Array<{ method: 'POST' | 'PUT'; url: string; payload: object }> = [
  { method: 'POST', url: '/Resume/Add', payload: { basic: BASIC } },
  { method: 'POST', url: '/Resume/EditOnlineResume', payload: { basic: BASIC } },
  {
    method: 'POST',
    url: '/Resume/AddSpecialResume',
    payload: { name: '李四', sex: 2, birthday: '2000-01-01', phone: '13911110002', education: 3 },
  },
  { method: 'PUT', url: '/Resume/EditBasicInfo', payload: { basic: BASIC } },
  { method: 'PUT', url: '/Resume/EditJobStatusOrOther', payload: { jobStatus: 2 } },
  { method: 'PUT', url: '/Resume/EditJobExpect', payload: { expect: EXPECT } },
  { method: 'PUT', url: '/Resume/EditJobsExperience', payload: { jobs: [JOB] } },
  { method: 'PUT', url: '/Resume/EditProjectExperience', payload: { projects: [PROJECT] } },
  { method: 'PUT', url: '/Resume/EditEducationExperience', payload: { educations: [EDUCATION] } },
  { method: 'PUT', url: '/Resume/EditResumePhotos', payload: { photoIds: [] } },
];

describe('who may call', () => {
  it('answers 401 to anonymous callers on every personal call', async () => {
    for (const w of WRITES)
      expect((await app.inject({ method: w.method, url: api(w.url), payload: w.payload })).statusCode, w.url).toBe(401);
    for (const url of ['/Resume/GetMyResume', '/Resume/GetMyAttachmentResume', '/Resume/GetMyAllResumeByDelivery']) {
      expect((await app.inject({ method: 'GET', url: api(url) })).statusCode, url).toBe(401);
    }
  });

  it('serves skill suggestions to anyone, in the caller’s language', async () => {
    const zh = await call<Array<{ value: string; display: string }>>('GET', '/Resume/GetSkillsTags', null);
    expect(zh.state).toBe(200);
    expect(zh.data.map((o) => o.value)).toEqual(expect.arrayContaining(['焊工证', '叉车证', '电工证', '精益生产']));
    const tw = await call<Array<{ value: string }>>('GET', '/Resume/GetSkillsTags', null, undefined, 'zh-TW');
    expect(tw.data.map((o) => o.value)).toContain('堆高機證');
  });
});

describe('a seeker’s own online resume', () => {
  it('is null before it is written, and every write creates it and answers the whole resume', async () => {
    for (const w of WRITES) {
      const s = await freshSeeker(app);
      expect((await call('GET', '/Resume/GetMyResume', s.token)).data, w.url).toBeNull();
      const b = await call(w.method, w.url, s.token, w.payload);
      expect(b.state, `${w.url} ${JSON.stringify(b.errors)}`).toBe(200);
      expect(Object.keys(b.data).sort()).toEqual([
        'basic',
        'completeness',
        'educations',
        'expect',
        'id',
        'jobStatus',
        'jobs',
        'kind',
        'photos',
        'projects',
        'selfEvaluation',
        'skills',
        'updatedAt',
      ]);
      expect((await call('GET', '/Resume/GetMyResume', s.token)).data).toEqual(b.data);
    }
  });

  it('builds up section by section to a complete resume', async () => {
    const s = await freshSeeker(app);
    expect((await call('POST', '/Resume/Add', s.token, { basic: BASIC })).data.completeness).toEqual({
      percent: 20,
      missing: ['jobStatus', 'expect', 'educations', 'photos'],
    });
    expect((await call('POST', '/Resume/Add', s.token, { basic: BASIC })).state).toBe(1150);
    await call('PUT', '/Resume/EditJobStatusOrOther', s.token, { jobStatus: 1, selfEvaluation: '踏实肯干', skills: ['CNC编程', '焊工证'] });
    await call('PUT', '/Resume/EditJobExpect', s.token, { expect: EXPECT });
    await call('PUT', '/Resume/EditJobsExperience', s.token, { jobs: [JOB] });
    await call('PUT', '/Resume/EditProjectExperience', s.token, { projects: [PROJECT] });
    await call('PUT', '/Resume/EditEducationExperience', s.token, { educations: [EDUCATION] });
    const photo = await uploadPhoto(app, s.token);
    const r = await call('PUT', '/Resume/EditResumePhotos', s.token, { photoIds: [photo] });
    expect(r.state).toBe(200);
    expect(r.data).toMatchObject({
      kind: 1,
      basic: { ...BASIC, idNumber: null },
      jobStatus: 1,
      selfEvaluation: '踏实肯干',
      skills: ['CNC编程', '焊工证'],
      expect: EXPECT,
      jobs: [JOB],
      projects: [PROJECT],
      educations: [EDUCATION],
      photos: [{ id: photo, fullPath: await fileLinkOf(app.database.db, photo) }],
      completeness: { percent: 100, missing: [] },
    });
    // The status call leaves evaluation and skills alone unless sent; null clears the evaluation.
    const status = await call('PUT', '/Resume/EditJobStatusOrOther', s.token, { jobStatus: 3, selfEvaluation: null });
    expect(status.data).toMatchObject({ jobStatus: 3, selfEvaluation: null, skills: ['CNC编程', '焊工证'] });
    // Empty lists clear a section.
    expect((await call('PUT', '/Resume/EditProjectExperience', s.token, { projects: [] })).data.projects).toEqual([]);
  });

  it('writes the whole resume at once, keeping the sections left out', async () => {
    const s = await freshSeeker(app);
    const photo = await uploadPhoto(app, s.token);
    const whole = {
      basic: BASIC,
      jobStatus: 1,
      skills: ['PLC编程'],
      expect: EXPECT,
      jobs: [JOB],
      projects: [PROJECT],
      educations: [EDUCATION],
      photoIds: [photo],
    };
    const b = await call('POST', '/Resume/EditOnlineResume', s.token, whole);
    expect(b.state).toBe(200);
    expect(b.data.completeness.percent).toBe(100);
    const again = await call('POST', '/Resume/EditOnlineResume', s.token, { basic: { ...BASIC, city: '无锡' } });
    expect(again.data).toMatchObject({ basic: { city: '无锡' }, jobs: [JOB], photos: [{ id: photo }], id: b.data.id });
  });

  it('keeps the short general-worker resume short, and never downgrades a full one', async () => {
    const s = await freshSeeker(app);
    const quick = { name: '赵六', sex: 1, birthday: '1990-10-10', phone: '13911110003', education: 2 };
    const b = await call('POST', '/Resume/AddSpecialResume', s.token, quick);
    expect(b.data).toMatchObject({
      kind: 2,
      basic: { ...quick, city: null, workYears: null },
      completeness: { missing: ['jobStatus', 'expect', 'educations', 'photos'] },
    });
    const full = await freshSeeker(app);
    await call('POST', '/Resume/Add', full.token, { basic: BASIC });
    const merged = await call('POST', '/Resume/AddSpecialResume', full.token, quick);
    expect(merged.data).toMatchObject({ kind: 1, basic: { ...quick, city: '苏州', workYears: 3 } });
  });

  it('is the demo seeker’s complete resume', async () => {
    const token = await loginAs(app, 'seeker', 'Seeker@2026');
    const b = await call('GET', '/Resume/GetMyResume', token);
    expect(b.data).toMatchObject({ kind: 1, completeness: { percent: 100, missing: [] } });
    expect(b.data.photos).toHaveLength(1);
    const photo = await app.inject({ method: 'GET', url: b.data.photos[0]!.fullPath, headers: auth(token) });
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('bad input', () => {
  const token = async () => (await freshSeeker(app)).token;

  it('names each broken field of the basic info', async () => {
    const b = await call(
      'PUT',
      '/Resume/EditBasicInfo',
      await token(),
      { basic: { ...BASIC, name: '', phone: '12345', email: 'nope', sex: 3, birthday: '1998-02-30', education: 9 } },
      'en',
    );
    expect(b.state).toBe(1000);
    expect(Object.keys(b.errors!).sort()).toEqual(['basic.education', 'basic.email', 'basic.name', 'basic.phone', 'basic.sex']);
    // The schema passes a day that does not exist; the service refuses it (and a future one, and a bad ID number).
    const later = await call(
      'PUT',
      '/Resume/EditBasicInfo',
      await token(),
      { basic: { ...BASIC, birthday: '1998-02-30', idNumber: '110101199003071234' } },
      'en',
    );
    expect(later.errors).toEqual({ 'basic.birthday': 'has the wrong format', 'basic.idNumber': 'has the wrong format' });
    const future = await call('POST', '/Resume/Add', await token(), { basic: { ...BASIC, birthday: '2999-01-01' } });
    expect(future.errors).toHaveProperty(['basic.birthday']);
    expect((await call('POST', '/Resume/Add', await token(), { basic: { ...BASIC, idNumber: '11010519491231002X' } })).state).toBe(200);
  });

  it('wants periods that end after they start (dateOrder), real months, and valid project links', async () => {
    const t = await token();
    const jobs = await call(
      'PUT',
      '/Resume/EditJobsExperience',
      t,
      { jobs: [JOB, { ...JOB, startDate: '2022-05', endDate: '2021-01' }, { ...JOB, startDate: '2020-13' }] },
      'en',
    );
    expect(jobs.state).toBe(1000);
    expect(jobs.errors).toEqual({ 'jobs.2.startDate': 'has the wrong format' });
    const order = await call(
      'PUT',
      '/Resume/EditJobsExperience',
      t,
      { jobs: [JOB, { ...JOB, startDate: '2022-05', endDate: '2021-01' }] },
      'en',
    );
    expect(order.errors).toEqual({ 'jobs.1.endDate': 'must not be before the start date' });
    const future = await call('PUT', '/Resume/EditJobsExperience', t, { jobs: [{ ...JOB, startDate: '2999-01', endDate: null }] });
    expect(future.errors).toHaveProperty(['jobs.0.startDate']);
    const project = await call(
      'PUT',
      '/Resume/EditProjectExperience',
      t,
      {
        projects: [
          { ...PROJECT, url: 'javascript:alert(1)' },
          { ...PROJECT, url: 'ftp://x.cn', endDate: '2020-01' },
        ],
      },
      'en',
    );
    expect(project.errors).toEqual({
      'projects.0.url': 'has the wrong format',
      'projects.1.url': 'has the wrong format',
      'projects.1.endDate': 'must not be before the start date',
    });
    const edu = await call('PUT', '/Resume/EditEducationExperience', t, { educations: [{ ...EDUCATION, endDate: '2016-01' }] }, 'en');
    expect(edu.errors).toEqual({ 'educations.0.endDate': 'must not be before the start date' });
    // A student may name the expected graduation in the future.
    expect(
      (
        await call('PUT', '/Resume/EditEducationExperience', t, {
          educations: [{ ...EDUCATION, startDate: '2024-09', endDate: '2028-06' }],
        })
      ).state,
    ).toBe(200);
  });

  it('bounds lengths and counts', async () => {
    const t = await token();
    const long = await call('PUT', '/Resume/EditJobsExperience', t, { jobs: [{ ...JOB, description: 'x'.repeat(1001) }] }, 'en');
    expect(long.errors).toEqual({ 'jobs.0.description': 'must be at most 1000 characters' });
    const many = await call('PUT', '/Resume/EditJobsExperience', t, { jobs: Array.from({ length: 21 }, () => JOB) }, 'en');
    expect(many.errors).toEqual({ jobs: 'must have at most 20 items' });
    const skills = await call('PUT', '/Resume/EditJobStatusOrOther', t, {
      jobStatus: 1,
      skills: Array.from({ length: 21 }, (_, i) => `技能${i}`),
    });
    expect(skills.errors).toHaveProperty('skills');
    expect((await call('PUT', '/Resume/EditJobStatusOrOther', t, { jobStatus: 5 })).errors).toHaveProperty('jobStatus');
    expect((await call('PUT', '/Resume/EditResumePhotos', t, { photoIds: [1, 2, 3, 4, 5, 6, 7] })).errors).toHaveProperty('photoIds');
  });

  it('wants the expected salary in order', async () => {
    const b = await call('PUT', '/Resume/EditJobExpect', await token(), { expect: { ...EXPECT, salaryMin: 9000, salaryMax: 8000 } }, 'en');
    expect(b.errors).toEqual({ 'expect.salaryMax': 'must not be below the minimum salary' });
    const missing = await call('PUT', '/Resume/EditJobExpect', await token(), { expect: { cities: [] } });
    expect(Object.keys(missing.errors!).sort()).toEqual(['expect.cities', 'expect.positionTypes', 'expect.salaryMax', 'expect.salaryMin']);
  });
});

describe('photos are the seeker’s own', () => {
  it('refuses another seeker’s photo, a non-photo upload and an unknown id (1102)', async () => {
    const a = await freshSeeker(app);
    const b = await freshSeeker(app);
    const aPhoto = await uploadPhoto(app, a.token);
    expect((await call('PUT', '/Resume/EditResumePhotos', b.token, { photoIds: [aPhoto] })).state).toBe(1102);
    // A paper of their own for the entry data (a company upload is no seeker's to make).
    const plain = await uploadFrom(app, b.token, 'entryDocument');
    expect((await call('PUT', '/Resume/EditResumePhotos', b.token, { photoIds: [plain.data[0]!.id] })).state).toBe(1102);
    expect((await call('PUT', '/Resume/EditResumePhotos', b.token, { photoIds: [999999] })).state).toBe(1102);
    expect((await call('POST', '/Resume/EditOnlineResume', b.token, { basic: BASIC, photoIds: [aPhoto] })).state).toBe(1102);
    // Nothing of A's came into B's resume, and A's stays A's.
    expect((await call('GET', '/Resume/GetMyResume', b.token)).data).toBeNull();
    const own = await call('PUT', '/Resume/EditResumePhotos', a.token, { photoIds: [aPhoto] });
    expect(own.data.photos.map((p) => p.id)).toEqual([aPhoto]);
  });

  it('takes only images as resume photos', async () => {
    const s = await freshSeeker(app);
    const pdf = await uploadFrom(app, s.token, 'resumePhoto', TINY_PDF, 'photo.png');
    expect(pdf.state).toBe(1106);
  });
});
