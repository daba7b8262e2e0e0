import { describe, expect, it } from 'vitest';
import {
  basicDraft,
  basicInput,
  educationDraft,
  educationInput,
  errorsUnder,
  expectDraft,
  expectInput,
  jobDraft,
  jobInput,
  projectDraft,
  projectInput,
} from '../../../src/portal/pages/CompleteData/drafts.ts';
import {
  addSkill,
  basicIssues,
  educationIssues,
  expectIssues,
  isRealDay,
  jobIssues,
  localToday,
  projectIssues,
  skillsIssue,
  statusIssues,
} from '../../../src/portal/pages/CompleteData/rules.ts';
import { formatDateTime, formatSize } from '../../../src/portal/pages/CompleteData/attachments/format.ts';

const TODAY = '2026-03-15';
const MONTH = '2026-03';
const keys = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, (v as { key: string }).key]));

const basic = {
  name: '张三',
  sex: '1',
  birthday: '1995-06-01',
  phone: '13900000002',
  email: '',
  education: '5',
  workYears: '3',
  city: '苏州',
  marriage: '',
  politics: '',
};

describe('basic info', () => {
  it('accepts a complete form and sends numbers, null for the empty optional ones', () => {
    expect(basicIssues(basic, TODAY)).toEqual({});
    expect(basicInput(basic)).toEqual({
      name: '张三',
      sex: 1,
      birthday: '1995-06-01',
      phone: '13900000002',
      email: null,
      education: 5,
      workYears: 3,
      city: '苏州',
      marriage: null,
      politics: null,
    });
  });

  it('names every missing or malformed field', () => {
    const issues = basicIssues(
      { ...basic, name: ' ', sex: '', birthday: '2026-02-30', phone: '12345', email: 'a@b', workYears: '61', city: '' },
      TODAY,
    );
    expect(keys(issues)).toEqual({
      name: 'rules.required',
      sex: 'rules.choose',
      birthday: 'rules.birthday',
      phone: 'rules.phone',
      email: 'rules.email',
      workYears: 'rules.workYears',
      city: 'rules.required',
    });
  });

  it('refuses a birthday in the future and names over 50 characters', () => {
    expect(keys(basicIssues({ ...basic, birthday: '2026-03-16', name: 'x'.repeat(51) }, TODAY))).toEqual({
      birthday: 'rules.birthday',
      name: 'rules.maxLength',
    });
  });

  it('fills the phone from the account when the resume has none', () => {
    expect(basicDraft(null, '13900000002').phone).toBe('13900000002');
    expect(basicDraft({ ...basicInput(basic), phone: '13800000000', idNumber: null }, '13900000002').phone).toBe('13800000000');
  });
});

describe('status, skills, expectation', () => {
  it('needs a job status; the evaluation at most 1000 characters', () => {
    expect(keys(statusIssues({ jobStatus: '', selfEvaluation: 'x'.repeat(1001) }))).toEqual({
      jobStatus: 'rules.choose',
      selfEvaluation: 'rules.maxLength',
    });
    expect(statusIssues({ jobStatus: '2', selfEvaluation: '' })).toEqual({});
  });

  it('keeps skills unique and within 20 of 20 characters', () => {
    expect(addSkill(['CNC'], ' cnc ')).toEqual(['CNC']);
    expect(addSkill(['CNC'], 'PLC')).toEqual(['CNC', 'PLC']);
    expect(addSkill([], '  ')).toEqual([]);
    expect(skillsIssue(Array.from({ length: 21 }, (_, i) => `s${i}`))?.key).toBe('rules.skillsMax');
    expect(skillsIssue(['x'.repeat(21)])?.key).toBe('rules.skillLength');
    expect(skillsIssue(['CNC', '焊工证'])).toBeNull();
  });

  it('checks the expectation lists and the salary order', () => {
    const ok = { positionTypes: ['普工'], cities: ['苏州'], salaryMin: '6000', salaryMax: '8000', jobNature: '' };
    expect(expectIssues(ok)).toEqual({});
    expect(expectInput(ok)).toEqual({ positionTypes: ['普工'], cities: ['苏州'], salaryMin: 6000, salaryMax: 8000, jobNature: null });
    expect(keys(expectIssues({ ...ok, positionTypes: [], cities: ['a', 'b', 'c', 'd', 'e', 'f'], salaryMax: '5000' }))).toEqual({
      positionTypes: 'rules.chooseOne',
      cities: 'rules.listMax',
      salaryMax: 'rules.salaryOrder',
    });
    expect(keys(expectIssues({ ...ok, salaryMin: '0', salaryMax: '100000' }))).toEqual({
      salaryMin: 'rules.salary',
      salaryMax: 'rules.salary',
    });
    expect(expectDraft(null)).toEqual({ positionTypes: [], cities: [], salaryMin: '', salaryMax: '', jobNature: '' });
  });
});

describe('experiences', () => {
  const job = {
    company: '华东精密',
    position: 'CNC 操作工',
    startDate: '2020-03',
    endDate: '2023-05',
    toNow: '',
    description: '数控车床操作',
  };

  it('round-trips a job, "until now" as a null end', () => {
    expect(jobIssues(job, MONTH)).toEqual({});
    expect(jobInput(job).endDate).toBe('2023-05');
    const now = jobInput({ ...job, toNow: '1' });
    expect(now.endDate).toBeNull();
    expect(jobDraft(now)).toMatchObject({ toNow: '1', endDate: '' });
    expect(jobIssues({ ...job, toNow: '1', endDate: '' }, MONTH)).toEqual({});
  });

  it('refuses an end before the start, a start ahead of this month, missing text', () => {
    expect(keys(jobIssues({ ...job, endDate: '2019-12' }, MONTH))).toEqual({ endDate: 'rules.dateOrder' });
    expect(keys(jobIssues({ ...job, startDate: '2026-04', endDate: '', toNow: '1' }, MONTH))).toEqual({ startDate: 'rules.future' });
    expect(keys(jobIssues({ ...job, company: '', description: '', endDate: '' }, MONTH))).toEqual({
      company: 'rules.required',
      description: 'rules.required',
      endDate: 'rules.required',
    });
  });

  it("checks a project's link and leaves an empty one out", () => {
    const p = { name: '产线改造', role: '组长', startDate: '2022-01', endDate: '2022-06', toNow: '', url: '', description: '改造' };
    expect(projectIssues(p, MONTH)).toEqual({});
    expect(projectInput(p).url).toBeNull();
    expect(keys(projectIssues({ ...p, url: 'ftp://x.cn' }, MONTH))).toEqual({ url: 'rules.url' });
    expect(keys(projectIssues({ ...p, url: 'not a url' }, MONTH))).toEqual({ url: 'rules.url' });
    expect(projectIssues({ ...p, url: 'https://example.com/p' }, MONTH)).toEqual({});
    expect(projectDraft(projectInput({ ...p, url: 'https://example.com/p' })).url).toBe('https://example.com/p');
  });

  it('lets an education end in the future (expected graduation)', () => {
    const e = {
      school: '苏州职业大学',
      major: '机电一体化',
      education: '4',
      startDate: '2024-09',
      endDate: '2027-06',
      toNow: '',
      fullTime: '1',
    };
    expect(educationIssues(e, MONTH)).toEqual({});
    expect(educationInput(e)).toEqual({
      school: '苏州职业大学',
      major: '机电一体化',
      education: 4,
      startDate: '2024-09',
      endDate: '2027-06',
      fullTime: true,
    });
    expect(educationDraft(educationInput({ ...e, fullTime: '0' })).fullTime).toBe('0');
    expect(keys(educationIssues({ ...e, education: '' }, MONTH))).toEqual({ education: 'rules.choose' });
  });
});

describe('helpers', () => {
  it("maps the server's dotted field names onto one form", () => {
    expect(errorsUnder({ 'jobs.2.endDate': 'a', 'jobs.1.company': 'b', 'basic.phone': 'c' }, 'jobs.2.')).toEqual({ endDate: 'a' });
    expect(errorsUnder({ jobStatus: 'x' }, '')).toEqual({ jobStatus: 'x' });
  });

  it('knows real days and the local today', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2023-02-29')).toBe(false);
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('formats sizes and times', () => {
    expect(formatSize(820)).toBe('820 B');
    expect(formatSize(15.2 * 1024)).toBe('15.2 KB');
    expect(formatSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatDateTime(new Date(2026, 2, 5, 14, 7).toISOString())).toBe('2026-03-05 14:07');
  });
});
