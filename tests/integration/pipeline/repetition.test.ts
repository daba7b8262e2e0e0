/**
 * 重复校验 (`uploadRepetitionTsk`): an xlsx of people checked against the company's open applications,
 * answered row by row (what is wrong, or where the person stands: position and stage, within the
 * caller's data scope, and a count beyond it), nothing written; its template; bad files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { deliveryRecords, operationLogs } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp, type Envelope } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { multipart, TINY_PDF } from '../../support/multipart.ts';
import { companyOfAccount, demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { dept, readXlsx, sheet } from '../people/fixture.ts';
import { applications } from './fixture.ts';
import { memberWith, positionName } from './cases.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let company: number;

interface Row {
  line: number;
  name: string | null;
  phone: string | null;
  idNumber: string | null;
  issues: Record<string, string>;
  repeated: boolean;
  repeats: Array<{
    deliveryRecordId: number;
    name: string;
    positionId: number;
    positionName: string;
    stage: number;
    stageName: string;
    matchedBy: string[];
  }>;
  outsideScope: number;
}
interface Answer {
  total: number;
  repeatCount: number;
  errorCount: number;
  list: Row[];
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, seeker } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

/** One application at `stage` whose resume carries the phone and ID number. */
async function person(tenementId: number, stage: number, basic: { phone?: string; idNumber?: string }, positionId?: number) {
  const { ids } = await applications(app, tenementId, 1, { stage, ...(positionId ? { positionId } : {}) });
  const [r] = await app.database.db
    .select({ snap: deliveryRecords.resumeSnapshot })
    .from(deliveryRecords)
    .where(eq(deliveryRecords.id, ids[0]!));
  const snap = r!.snap as { basic: Record<string, unknown> };
  await app.database.db
    .update(deliveryRecords)
    .set({
      resumeSnapshot: { ...snap, basic: { ...snap.basic, ...basic } },
      active: ![S.inappropriate, S.talentPool, S.finished].includes(stage as never),
    })
    .where(eq(deliveryRecords.id, ids[0]!));
  const [rec] = await app.database.db
    .select({ positionId: deliveryRecords.positionId })
    .from(deliveryRecords)
    .where(eq(deliveryRecords.id, ids[0]!));
  return { id: ids[0]!, positionId: rec!.positionId, name: String(snap.basic.name) };
}

async function upload(token: string, data: Buffer, lang?: string): Promise<Envelope<Answer>> {
  const form = multipart([{ field: 'file', filename: 'people.xlsx', data }]);
  return body<Answer>(
    await app.inject({
      method: 'POST',
      url: api('/ResumeDeliveryRecord/uploadRepetitionTsk'),
      headers: { ...auth(token), ...form.headers, ...(lang ? { 'accept-language': lang } : {}) },
      payload: form.payload,
    }),
  );
}

const counts = async () => [
  (await app.database.db.select({ n: count() }).from(deliveryRecords))[0]!.n,
  (await app.database.db.select({ n: count() }).from(operationLogs))[0]!.n,
];

describe('uploadRepetitionTsk', () => {
  it('answers row by row: repeats with position and stage, matched by phone or ID number, bad rows, writing nothing', async () => {
    const fresh = await person(company, S.newDelivery, { phone: '13911110001' });
    const hired = await person(company, S.reported, { idNumber: '32050019900101123X' });
    await person(company, S.inappropriate, { phone: '13911110003' });
    await person(await companyOfAccount(app.database.db, 'other_admin'), S.newDelivery, { phone: '13911110004' });
    const before = await counts();
    const file = await sheet([
      ['Name', 'Phone', 'ID number'],
      ['张三', '13911110001', ''],
      ['李四', '', '32050019900101123x'],
      ['王五', 13911110003, ''],
      ['赵六', '13911110004', ''],
      ['钱七', '123', ''],
      ['孙八', '', ''],
      ['周九', '13911110001', ''],
      ['', '13911110009', '12345'],
    ]);
    const res = await upload(admin, file, 'en');
    expect(res.state).toBe(200);
    expect(res.data).toMatchObject({ total: 8, repeatCount: 2, errorCount: 4 });
    const [zhang, li, wang, zhao, qian, sun, zhou, nameless] = res.data.list;
    expect(zhang).toEqual({
      line: 2,
      name: '张三',
      phone: '13911110001',
      idNumber: null,
      issues: {},
      repeated: true,
      outsideScope: 0,
      repeats: [
        {
          deliveryRecordId: fresh.id,
          name: fresh.name,
          positionId: fresh.positionId,
          positionName: await positionName(app, fresh.positionId),
          stage: S.newDelivery,
          stageName: 'New',
          matchedBy: ['phone'],
        },
      ],
    });
    expect(li).toMatchObject({
      line: 3,
      idNumber: '32050019900101123X',
      repeated: true,
      repeats: [{ deliveryRecordId: hired.id, stage: S.reported, stageName: 'Reported', matchedBy: ['idNumber'] }],
    });
    expect(wang).toMatchObject({ phone: '13911110003', issues: {}, repeated: false, repeats: [] });
    expect(zhao).toMatchObject({ repeated: false, repeats: [], outsideScope: 0 });
    expect(qian).toMatchObject({ repeated: false, issues: { phone: 'has the wrong format' } });
    expect(sun).toMatchObject({ issues: { phone: 'is required' } });
    expect(zhou).toMatchObject({ issues: { phone: 'repeats row 2' }, repeated: false });
    expect(nameless).toMatchObject({ issues: { name: 'is required', idNumber: 'has the wrong format' } });
    expect(await counts()).toEqual(before);
  });

  it('names where repeats stand only inside the caller’s data scope, counting the others', async () => {
    const inside = await dept(app, company, 'REP-IN', '招聘一部', null);
    const outside = await dept(app, company, 'REP-OUT', '招聘二部', null);
    const mine = await person(
      company,
      S.hire,
      { phone: '13922220001' },
      await insertPosition(app.database.db, company, { deptId: inside }),
    );
    await person(company, S.trial, { phone: '13922220001' }, await insertPosition(app.database.db, company, { deptId: outside }));
    const scoped = await memberWith(app, company, ['newDelivery:pass'], { valueType: 2, deptIds: [inside] });
    const res = await upload(
      scoped,
      await sheet([
        ['姓名', '手机号', '身份证号'],
        ['吴十', '13922220001', ''],
      ]),
    );
    expect(res.data.list[0]).toMatchObject({
      repeated: true,
      outsideScope: 1,
      repeats: [{ deliveryRecordId: mine.id, stageName: '录用' }],
    });
    expect(
      (
        await upload(
          admin,
          await sheet([
            ['姓名', '手机号'],
            ['吴十', '13922220001'],
          ]),
        )
      ).data.list[0]!.repeats,
    ).toHaveLength(2);
  });

  it('refuses a file that is not xlsx (1106), a sheet without rows (1108), no file, a job seeker and HR without a pipeline screen', async () => {
    const pdf = multipart([{ field: 'file', filename: 'people.xlsx', data: TINY_PDF }]);
    expect(
      body(
        await app.inject({
          method: 'POST',
          url: api('/ResumeDeliveryRecord/uploadRepetitionTsk'),
          headers: { ...auth(admin), ...pdf.headers },
          payload: pdf.payload,
        }),
      ).state,
    ).toBe(1106);
    expect((await upload(admin, await sheet([['姓名', '手机号', '身份证号']]))).state).toBe(1108);
    expect(
      body(await app.inject({ method: 'POST', url: api('/ResumeDeliveryRecord/uploadRepetitionTsk'), headers: auth(admin), payload: {} }))
        .state,
    ).toBe(1003);
    const file = await sheet([
      ['姓名', '手机号'],
      ['张三', '13911110001'],
    ]);
    expect((await upload(seeker, file)).state).not.toBe(200);
    const positionsOnly = await memberWith(app, company, ['positionInfo:edit']);
    expect((await upload(positionsOnly, file)).state).toBe(1100);
  });
});

describe('DownloadRepetitionTemplate', () => {
  it('is a workbook with the columns in the caller’s language and an example row', async () => {
    const res = await app.inject({
      method: 'GET',
      url: api('/ResumeDeliveryRecord/DownloadRepetitionTemplate'),
      headers: { ...auth(admin), 'accept-language': 'en' },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(await readXlsx(res.rawPayload)).toEqual([{ Name: '张三', Phone: '13800000000', 'ID number': '320500199001011234' }]);
    const zh = await app.inject({ method: 'GET', url: api('/ResumeDeliveryRecord/DownloadRepetitionTemplate'), headers: auth(admin) });
    expect(Object.keys((await readXlsx(zh.rawPayload))[0]!)).toEqual(['姓名', '手机号', '身份证号']);
  });
});
