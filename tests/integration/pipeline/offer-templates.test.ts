/**
 * 职位管理 › Offer模板 (OfferTemplate/*): the company's letter templates with the body as paragraphs
 * split on blank lines, checked by validateOfferTemplate (unknown placeholders, lengths), one default
 * per language, a used template kept (1230), another company's out of reach, keys required; and
 * SendOffer writing the letter in the language's default.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { api, auth, body, testApp, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { offerInput, readPdf } from '../../support/offer-fixtures.ts';
import { applications } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let recruiter: string;
let company: number;

interface Template {
  id: number;
  name: string;
  lang: string;
  paragraphs: string;
  isDefault: boolean;
  enabled: boolean;
}

async function call<T = Template>(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
): Promise<Envelope<T>> {
  return body<T>(await app.inject({ method, url: api(`/OfferTemplate/${path}`), headers: auth(token), ...(payload ? { payload } : {}) }));
}
const add = (token: string, v: object) =>
  call(token, 'POST', 'Add', {
    name: `模板${Math.random().toString(36).slice(2, 8)}`,
    lang: 'zh-CN',
    title: '录用通知',
    paragraphs: '您好，{name}。',
    ...v,
  });
const list = async (token: string, q = '') => (await call<{ list: Template[] }>(token, 'GET', `GetList?perPage=100${q}`)).data.list;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, other, recruiter } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('offer templates', () => {
  it('adds a template with its paragraphs split on blank lines, lists and edits it', async () => {
    const res = await add(admin, { name: '校招录用通知', paragraphs: '第一段：{position}。\n\n  第二段：{salary}。 \n \n\n第三段' });
    expect(res.state).toBe(200);
    expect(res.data.paragraphs).toBe('第一段：{position}。\n\n第二段：{salary}。\n\n第三段');
    expect((await list(admin, '&name_like=校招')).map((t) => t.name)).toEqual(['校招录用通知']);
    const edited = await call(admin, 'PUT', 'Edit', { id: res.data.id, title: '录用通知书（校招）' });
    expect(edited.state).toBe(200);
    expect(edited.data.paragraphs).toContain('第三段');
  });

  it('refuses unknown placeholders, an empty body, a taken name and bad input', async () => {
    const unknown = await add(admin, { paragraphs: '您的工号是{employeeNo}' });
    expect(unknown.state).toBe(1000);
    expect((unknown as { errors?: Record<string, string> }).errors?.paragraphs).toContain('{employeeNo}');
    expect((await add(admin, { paragraphs: '\n\n  \n' })).state).toBe(1000);
    await add(admin, { name: '重名模板' });
    expect((await add(admin, { name: '重名模板' })).state).toBe(1000);
    expect((await add(admin, { lang: 'fr' })).state).toBe(1000);
    expect((await add(admin, { title: 'x'.repeat(61) })).state).toBe(1000);
  });

  it('keeps one default per language, and SendOffer writes the letter in it', async () => {
    const first = await add(admin, { lang: 'en', title: 'First Offer', paragraphs: 'One {salary}.', isDefault: true });
    const second = await add(admin, { lang: 'en', title: 'Second Offer', paragraphs: 'Two {salary}.', isDefault: true });
    const en = await list(admin, '&lang=en');
    expect(en.filter((t) => t.isDefault).map((t) => t.id)).toEqual([second.data.id]);
    expect(en.find((t) => t.id === first.data.id)!.isDefault).toBe(false);
    const { ids, tokens } = await applications(app, company, 1, { stage: S.hire, lang: 'en' });
    const sent = body(
      await app.inject({
        method: 'POST',
        url: api('/InterviewAssessments/SendOffer'),
        headers: auth(admin),
        payload: { ids, ...(await offerInput(app.database.db, company)) },
      }),
    );
    expect(sent.state).toBe(200);
    const pdf = await app.inject({
      method: 'GET',
      url: api(`/ResumeDeliveryRecord/User/GetOfferPdf?id=${ids[0]}`),
      headers: auth(tokens[0]!),
    });
    expect((await readPdf(pdf.rawPayload))[0]!.text).toContain('Second Offer');
    // Used by that offer: kept (1230), disabled instead.
    expect((await call(admin, 'DELETE', `Delete?ids=${second.data.id}`)).state).toBe(1230);
    expect(
      (await call<{ updated: number }>(admin, 'POST', 'EnableOrDisable', { ids: [second.data.id], enabled: false })).data.updated,
    ).toBe(1);
    expect((await call<{ deleted: number }>(admin, 'DELETE', `Delete?ids=${first.data.id}`)).data.deleted).toBe(1);
  });

  it('keeps another company and a member without the key away', async () => {
    const mine = await add(admin, {});
    expect((await call(other, 'PUT', 'Edit', { id: mine.data.id, title: '改' })).state).toBe(1102);
    expect((await call(other, 'DELETE', `Delete?ids=${mine.data.id}`)).state).toBe(1102);
    expect((await list(other)).some((t) => t.id === mine.data.id)).toBe(false);
    expect((await add(recruiter, {})).state).toBe(1100);
  });
});
