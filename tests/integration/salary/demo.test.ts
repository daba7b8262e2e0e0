/**
 * The demo company's salary approvals and former employee (src/server/db/seed/demo-salary.ts): 薪资审批
 * lists one approval in progress, one approved and one rejected, the administrator (the only approver)
 * may end the open one, and 背景调查 finds 宋涛 by the README's ID number, and by his new application.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_FORMER_ID_NUMBER } from '../../../src/server/db/seed/demo-salary.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  admin = await loginAs(app, 'admin', 'Admin@2026');
});
afterAll(async () => app.close());

const get = async <T>(url: string) => body<T>(await app.inject({ method: 'GET', url: api(url), headers: auth(admin) }));

describe('demo salary approvals and background check', () => {
  it('lists an approval in progress the administrator may end, one approved and one rejected', async () => {
    const res = await get<{
      list: Array<{ name: string; state: number; canEnd: boolean; startedByName: string; endedByName: string | null }>;
    }>('/SalaryInfo/Salary/ResumeList?perPage=100');
    const byName = Object.fromEntries(res.data.list.map((r) => [r.name, r]));
    expect(byName['陈嘉']).toMatchObject({ state: 0, canEnd: true, startedByName: '李娜', endedByName: null });
    expect(byName['周宁']).toMatchObject({ state: 1, canEnd: false, endedByName: expect.any(String) });
    expect(byName['吴桐']).toMatchObject({ state: 2, canEnd: false });
    expect(res.data.list[0]!.state).toBe(0);
  });

  it('finds 宋涛 by his ID number and from his new hire-stage application, with his merits', async () => {
    const found = await get<{
      found: boolean;
      list: Array<{ name: string; reason: string; rehireEligible: boolean; rewards: number; penalties: number }>;
    }>(`/ThirdInterface/FindByIdNoEncrypt?idNo=${DEMO_FORMER_ID_NUMBER}`);
    expect(found.data.list).toEqual([
      expect.objectContaining({ name: '宋涛', rehireEligible: true, rewards: 2, penalties: 1, reason: '个人发展，主动离职；交接完整' }),
    ]);
    const hire = await get<{ list: Array<{ id: number; name: string }> }>(
      '/ResumeDeliveryRecord/Hire/GetResumeList?keyword=宋涛&perPage=100',
    );
    const again = hire.data.list.find((r) => r.name === '宋涛')!;
    expect((await get<{ found: boolean }>(`/ThirdInterface/FindByIdNoEncrypt?deliveryRecordId=${again.id}`)).data.found).toBe(true);
    const merits = await get<{ list: unknown[] }>(`/ThirdInterface/GetMeritsInfo?idNo=${DEMO_FORMER_ID_NUMBER}`);
    expect(merits.data.list).toHaveLength(3);
  });
});
