import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { deliveryRecords } from '../../../src/server/db/schema/index.ts';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { STAGE_LISTS } from '../../../src/server/modules/pipeline/lists/catalog.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { apply, controlApplications, member } from './lists-fixture.ts';

let app: FastifyInstance;
let admin: string;
let company: number;

const HIRE = '/ResumeDeliveryRecord/Hire/ExportHireResumeList';

async function sheet(token: string, url: string, lang = 'zh-CN') {
  const res = await app.inject({ method: 'GET', url: api(url), headers: { ...auth(token), 'accept-language': lang } });
  expect(res.headers['content-type'], res.body.slice(0, 200)).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = book.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((row) =>
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? '' : String(v))),
    ),
  );
  return rows;
}

beforeAll(async () => {
  app = await testApp();
  admin = await loginAs(app, 'admin', 'Admin@2026');
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('stage list exports', () => {
  it('serves an export for every stage screen, Hire/ExportHireResumeList among them', () => {
    const served = new Set(app.apiRoutes.map((r) => r.url.replace('/recruit/api/', '')));
    expect(STAGE_LISTS.filter((l) => !served.has(l.exportPath)).map((l) => l.exportPath)).toEqual([]);
    expect(served.has(HIRE.slice(1))).toBe(true);
  });

  it('answers every stage export with a workbook named after its screen (已报到/试用期 too: Excel takes no slash)', async () => {
    for (const list of STAGE_LISTS) {
      const rows = await sheet(admin, `/${list.exportPath}`);
      expect(rows[0]!.length, list.exportPath).toBeGreaterThan(2);
    }
  });

  it('writes the list’s rows under its filters, with codes as words in the caller’s language', async () => {
    const positionId = await insertPosition(app.database.db, company, { name: '导出岗位' });
    await apply(app, company, positionId, { stage: S.hire, basic: { name: '导出甲', phone: '13911112222' }, personnelType: 'formal' });
    await apply(app, company, positionId, { stage: S.hire, basic: { name: '导出乙', phone: '13933334444' }, personnelType: 'intern' });
    await apply(app, company, positionId, { stage: S.waitingReported, basic: { name: '不在录用' } });
    const rows = await sheet(admin, `${HIRE}?positionId=${positionId}&sort=name`, 'en');
    expect(rows).toHaveLength(3);
    const text = rows
      .slice(1)
      .map((r) => r.join('|'))
      .join('\n');
    expect(text).toContain('导出甲');
    expect(text).toContain('13933334444');
    expect(text).toContain('Regular');
    expect(text).not.toContain('不在录用');
    expect((await sheet(admin, `${HIRE}?positionId=${positionId}&keyword=${encodeURIComponent('导出乙')}`)).slice(1)).toHaveLength(1);
  });

  it('masks controlled fields as the list does', async () => {
    const positionId = await insertPosition(app.database.db, company);
    await apply(app, company, positionId, { stage: S.hire, basic: { name: '导出屏蔽', phone: '13955556666' } });
    await controlApplications(app, company, [['phone', 'mask']]);
    const hr = await member(app, company, { menus: [304], keys: ['hire:export'], deptId: null, applications: { valueType: 1 } });
    const text = (await sheet(hr.token, `${HIRE}?positionId=${positionId}`)).flat().join('|');
    expect(text).toContain('139****6666');
    expect(text).not.toContain('13955556666');
  });

  it('follows the company’s screen configuration (labels, hidden columns, order) and writes times on the company’s clock', async () => {
    const positionId = await insertPosition(app.database.db, company, { name: '配置导出岗位' });
    await apply(app, company, positionId, { stage: S.hire, basic: { name: '配置导出', phone: '13977778888' } });
    const [made] = await app.database.db
      .select({ createdAt: deliveryRecords.createdAt })
      .from(deliveryRecords)
      .where(eq(deliveryRecords.positionId, positionId));
    const columns = ['createdAt', 'name', 'phone', 'positionName', 'deptName', 'stepName', 'offerState', 'offerValidUntil', 'entryDate']
      .map((prop) => ({ prop, visible: prop !== 'phone' }))
      .concat(['personnelType', 'employeeNo', 'entryDeptName'].map((prop) => ({ prop, visible: false })));
    const saved = body(
      await app.inject({
        method: 'POST',
        url: api('/ResourceConfig/Save'),
        headers: auth(admin),
        payload: { resource: 'Hire', baseVersion: 0, overlay: { labels: { name: { 'zh-CN': '候选人' } }, columns } },
      }),
    );
    expect(saved.state).toBe(200);
    const rows = await sheet(admin, `${HIRE}?positionId=${positionId}`);
    expect(rows[0]!.slice(0, 3)).toEqual(['投递时间', '候选人', '应聘职位']);
    expect(rows[0]).not.toContain('手机号');
    expect(rows[1]![1]).toBe('配置导出');
    // The cell holds the wall clock of UTC+8 (Excel keeps no zone): eight hours past the stored moment.
    const stored = made!.createdAt.getTime();
    expect(Math.abs(new Date(rows[1]![0]!).getTime() - (stored + 8 * 3_600_000))).toBeLessThan(1000);
  });

  it('refuses a member without the export key (1100) and an export of more than 10 000 rows (1220)', async () => {
    const hr = await member(app, company, { menus: [304], deptId: null, applications: { valueType: 1 } });
    expect(body(await app.inject({ method: 'GET', url: api(HIRE), headers: auth(hr.token) })).state).toBe(1100);
    const positionId = await insertPosition(app.database.db, company);
    await app.database.db.execute(
      sql`insert into users (account, password_hash, name) select 'exp' || g, 'x', '导出' || g from generate_series(1, 10001) g`,
    );
    await app.database.db.execute(sql`insert into delivery_records (tenement_id, position_id, user_id, resume_type, resume_snapshot, stage)
      select ${company}, ${positionId}, u.id, 1, '{}'::jsonb, ${S.hire} from users u where u.account ~ '^exp[0-9]+$'`);
    const res = body(await app.inject({ method: 'GET', url: api(`${HIRE}?positionId=${positionId}`), headers: auth(admin) }));
    expect(res.state).toBe(1220);
    expect(res.message).toContain('10001');
  });
});
