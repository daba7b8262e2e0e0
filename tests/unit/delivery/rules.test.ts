import { describe, expect, it } from 'vitest';
import { resumeCompleteness, sectionNames, joinNames } from '../../../src/server/modules/resumes/completeness.ts';
import { ageOn, unmetRequirements, unmetText } from '../../../src/server/modules/delivery/qualification.ts';
import { validateFormData, prefixed } from '../../../src/server/modules/positions/special-form-data.ts';

const complete = {
  basic: { name: '李明', sex: 1, birthday: '1996-05-20', phone: '13912345678', education: 5 },
  jobStatus: 1,
  expect: { positionTypes: ['普工'], cities: [], salaryMin: 5000, salaryMax: 6000 },
  educations: [{ school: '某职校' }],
  photoIds: [7],
};

describe('resume completeness', () => {
  it('counts the five sections', () => {
    expect(resumeCompleteness(complete)).toEqual({ percent: 100, missing: [] });
    expect(resumeCompleteness(null)).toEqual({ percent: 0, missing: ['basic', 'jobStatus', 'expect', 'educations', 'photos'] });
  });

  it('needs every basic field, a type or city with a salary, an education and a photo', () => {
    expect(resumeCompleteness({ ...complete, basic: { ...complete.basic, birthday: '' } }).missing).toEqual(['basic']);
    expect(resumeCompleteness({ ...complete, expect: { positionTypes: [], cities: ['上海'] } }).missing).toEqual(['expect']);
    expect(resumeCompleteness({ ...complete, expect: { positionTypes: [], cities: ['上海'], salaryMin: 4000 } }).missing).toEqual([]);
    expect(resumeCompleteness({ ...complete, expect: null, educations: [], photoIds: [], jobStatus: null })).toEqual({
      percent: 20,
      missing: ['jobStatus', 'expect', 'educations', 'photos'],
    });
  });

  it('names the sections in each language', () => {
    expect(joinNames(sectionNames(['basic', 'photos'], 'zh-CN'), 'zh-CN')).toBe('基本信息、照片');
    expect(joinNames(sectionNames(['basic', 'photos'], 'zh-TW'), 'zh-TW')).toBe('基本資料、照片');
    expect(joinNames(sectionNames(['basic', 'photos'], 'en'), 'en')).toBe('basic information, photo');
  });
});

describe('qualification', () => {
  const today = new Date(2026, 4, 20);
  it('counts full years', () => {
    expect(ageOn('1996-05-20', today)).toBe(30);
    expect(ageOn('1996-05-21', today)).toBe(29);
    expect(ageOn('not a date', today)).toBeNull();
  });

  it('holds education and age against the position, skipping what the resume does not say', () => {
    const req = { education: 6, ageMin: 18, ageMax: 25 };
    expect(unmetRequirements(req, complete.basic, today)).toEqual([
      { kind: 'education', min: 6 },
      { kind: 'age', min: 18, max: 25 },
    ]);
    expect(unmetRequirements({ education: 1, ageMin: null, ageMax: null }, complete.basic, today)).toEqual([]);
    expect(unmetRequirements(req, {}, today)).toEqual([]);
  });

  it('words each requirement', () => {
    expect(unmetText({ kind: 'education', min: 4 }, 'zh-CN')).toBe('学历大专及以上');
    expect(unmetText({ kind: 'age', min: 18, max: null }, 'zh-TW')).toBe('年齡不小於18歲');
    expect(unmetText({ kind: 'age', min: null, max: 45 }, 'en')).toBe('age at most 45');
  });
});

describe('special form answers', () => {
  const items = [
    { prop: 'height', label: '身高', el: 'number' as const, required: true },
    { prop: 'shift', label: '倒班', el: 'radio' as const, required: true, options: ['是', '否'] },
    { prop: 'start', label: '到岗日期', el: 'date' as const, required: false },
    { prop: 'note', label: '备注', el: 'textarea' as const, required: false, maxLength: 5 },
  ];

  it('keeps clean answers and leaves empty optional ones out', () => {
    expect(validateFormData(items, { height: '172.5', shift: ' 否 ', start: '', note: '夜班' })).toEqual({
      data: { height: 172.5, shift: '否', note: '夜班' },
      errors: {},
    });
  });

  it('reports each broken rule by prop', () => {
    const { errors } = validateFormData(items, { shift: '也许', start: '2026-02-30', note: '一二三四五六', other: 1 });
    expect(errors).toEqual({
      other: { rule: 'unknownField' },
      height: { rule: 'required' },
      shift: { rule: 'enum' },
      start: { rule: 'format' },
      note: { rule: 'maxLength', params: { limit: 5 } },
    });
    expect(Object.keys(prefixed(errors, 'formData'))).toContain('formData.height');
  });
});
