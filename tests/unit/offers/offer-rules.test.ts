/**
 * Offers as both ends read them (src/common/offers.ts) and the offer dialog's values
 * (src/admin/pipeline/offer/form.ts): days in UTC+8, the end of the last day to answer, the state at a
 * moment, and what the dialog sends.
 */
import { describe, expect, it } from 'vitest';
import { OFFER_STATE, addDays, hireStepName, offerState, offerToday, validUntilDay, validUntilEnd } from '../../../src/common/offers.ts';
import { firstValues, offerBody, problemsOf, type OfferInfo } from '../../../src/admin/pipeline/offer/form.ts';

describe('offer days and states', () => {
  it('reads today in UTC+8 and ends a validity at midnight there', () => {
    expect(offerToday(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12-01');
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    const end = validUntilEnd('2026-12-01');
    expect(end.toISOString()).toBe('2026-12-01T15:59:59.999Z');
    expect(validUntilDay(end)).toBe('2026-12-01');
  });

  it('reads a sent offer past its last day as expired, answered ones as answered', () => {
    const end = validUntilEnd('2026-12-01');
    expect(offerState(OFFER_STATE.sent, end, new Date('2026-12-01T15:59:00Z'))).toBe('sent');
    expect(offerState(OFFER_STATE.sent, end, new Date('2026-12-01T16:00:00Z'))).toBe('expired');
    expect(offerState(OFFER_STATE.declined, end, new Date('2027-01-01T00:00:00Z'))).toBe('declined');
    expect(hireStepName(3, 'en')).toBe('To be employed');
  });
});

describe('the offer dialog’s values', () => {
  const info: OfferInfo = {
    companyName: '华东精密',
    candidateName: '张伟',
    positionName: '质检员',
    deptId: 7,
    officePlaceId: null,
    lang: 'zh-CN',
    today: '2026-11-26',
    entryDate: '2026-12-10',
    validUntil: '2026-12-03',
    officePlaces: [],
    depts: [{ value: 7, display: '质量部' }],
    templates: [],
  };

  it('starts from the dialog’s data and asks for the salary', () => {
    const v = firstValues(info);
    expect(v).toMatchObject({ positionName: '质检员', deptId: '7', salaryUnit: '1', entryDate: '2026-12-10', validUntil: '2026-12-03' });
    expect(problemsOf(v)).toEqual({ salary: 'required' });
    expect(problemsOf({ ...v, salary: '0' })).toEqual({ salary: 'positive' });
  });

  it('sends numbers as numbers and leaves blanks out', () => {
    const body = offerBody({ ...firstValues(info), salary: '8800.5', place: '  ', remark: '电话沟通过' });
    expect(body).toEqual({
      positionName: '质检员',
      deptId: 7,
      salary: 8800.5,
      salaryUnit: 1,
      entryDate: '2026-12-10',
      validUntil: '2026-12-03',
      lang: 'zh-CN',
      remark: '电话沟通过',
    });
  });
});
