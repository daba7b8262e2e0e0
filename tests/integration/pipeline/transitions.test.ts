import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { HubConnection } from '@microsoft/signalr';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { listenOnLoopback, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId } from '../../support/resume-fixtures.ts';
import { lastLog, listen, role, staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { applications, history, move, record } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let company: number;
const inappropriate = {
  tag: 'SKILLS',
  personnelType: 'formal',
  remark: '焊接经验不足',
  message: '感谢您的关注，您的经历与岗位要求暂不匹配。',
};

beforeAll(async () => {
  app = await testApp();
  ({ admin, seeker, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('PassInitialScreening', () => {
  it('moves every record of the batch, with one history row each and the operation log', async () => {
    const { ids } = await applications(app, company, 3);
    const res = await move(app, admin, 'PassInitialScreening', { ids, remark: '基本符合' });
    expect(res.state).toBe(200);
    expect(res.data).toMatchObject({ updated: 3 });
    for (const id of ids) {
      expect((await record(app, id)).stage).toBe(S.initialScreening);
      expect((await history(app, id)).map((h) => [h.call, h.fromStage, h.toStage, h.remark])).toEqual([
        ['PassInitialScreening', S.newDelivery, S.initialScreening, '基本符合'],
      ]);
    }
  });

  it('refuses the whole batch when one record is at another stage, naming it', async () => {
    const fresh = await applications(app, company, 2);
    const passed = await applications(app, company, 1, { stage: S.initialScreening });
    const res = await move(app, admin, 'PassInitialScreening', { ids: [...fresh.ids, ...passed.ids] }, 'en');
    expect(res.state).toBe(1200);
    expect(res.message).toMatch(/^“候选人\d+” is at “Screened” and cannot take “Pass screening”/);
    for (const id of fresh.ids) expect((await record(app, id)).stage).toBe(S.newDelivery);
    expect(await history(app, fresh.ids[0]!)).toEqual([]);
  });

  it('refuses a batch naming a record of another company, or one that does not exist', async () => {
    const mine = await applications(app, company, 1);
    const theirs = await applications(app, await companyOfAccount(app.database.db, 'other_admin'), 1);
    const res = await move(app, admin, 'PassInitialScreening', { ids: [...mine.ids, theirs.ids[0]!] });
    expect(res.state).toBe(1201);
    expect(res.message).toContain(String(theirs.ids[0]));
    expect((await move(app, admin, 'PassInitialScreening', { ids: [...mine.ids, 2147483000] })).state).toBe(1201);
    expect((await record(app, mine.ids[0]!)).stage).toBe(S.newDelivery);
    expect((await record(app, theirs.ids[0]!)).stage).toBe(S.newDelivery);
    expect((await move(app, other, 'PassInitialScreening', { ids: mine.ids })).state).toBe(1201);
  });

  it('is refused to a job seeker, to HR without the key, and to bad input', async () => {
    const { ids } = await applications(app, company, 1);
    expect((await move(app, seeker, 'PassInitialScreening', { ids })).state).not.toBe(200);
    const roleId = await role(app, company, { name: '只读招聘', menus: [301], keys: ['newDelivery:throwHcp'] });
    await staff(app, company, { account: 'pipe_nokey', name: '无键', phone: '13900001111', deptId: null, roleIds: [roleId] });
    const nokey = await loginAs(app, 'pipe_nokey', STAFF_PASSWORD);
    expect((await move(app, nokey, 'PassInitialScreening', { ids })).state).toBe(1100);
    expect((await move(app, admin, 'PassInitialScreening', { ids: [] })).state).toBe(1000);
    expect((await move(app, admin, 'PassInitialScreening', { ids: [99999999999] })).state).toBe(1000);
    expect((await move(app, admin, 'PassInitialScreening', { ids, remark: 'x'.repeat(201) })).state).toBe(1000);
    expect((await record(app, ids[0]!)).stage).toBe(S.newDelivery);
  });

  it('has exactly one winner when 20 HR calls race on one record', async () => {
    const { ids } = await applications(app, company, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(app, admin, 'PassInitialScreening', { ids })));
    expect(answers.filter((a) => a.state === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.state !== 200).every((a) => a.state === 1200 || a.state === 1202)).toBe(true);
    expect(await history(app, ids[0]!)).toHaveLength(1);
  });
});

describe('Inappropriate', () => {
  it('takes the seeds’ form, closes the application, keeps the message and tells the seeker in their language', async () => {
    const { ids, tokens } = await applications(app, company, 1, { lang: 'en' });
    const connections: HubConnection[] = [];
    const messages = await listen(await listenOnLoopback(app), tokens[0]!, connections);
    const res = await move(app, admin, 'Inappropriate', { ids, ...inappropriate });
    expect(res.state).toBe(200);
    const r = await record(app, ids[0]!);
    expect([r.stage, r.active, r.personnelType]).toEqual([S.inappropriate, false, 'formal']);
    const [h] = await history(app, ids[0]!);
    expect(h!.data).toEqual({ tag: 'SKILLS', personnelType: 'formal', message: inappropriate.message });
    expect(h!.remark).toBe('焊接经验不足');
    // The log keeps why (the tag, named from the 不合适 parameter when read); the remark and message stay in the history.
    expect((await lastLog(app, 'deliveryRecord', 'edit'))!.summary).toEqual({
      step: 'Inappropriate',
      moves: [{ id: ids[0], name: (r.resumeSnapshot as { basic: { name: string } }).basic.name, from: S.newDelivery, to: S.inappropriate }],
      tag: 'SKILLS',
    });
    await expect.poll(() => messages.filter((m) => m.event === 'NoticeMessage')).toHaveLength(1);
    const notice = messages.find((m) => m.event === 'NoticeMessage')!.payload as { message: string; data: unknown };
    expect(notice.message).toMatch(/^Your application for “.+”: Not suitable \(感谢您的关注/);
    expect(notice.data).toEqual({ deliveryRecordId: ids[0], stage: S.inappropriate });
    for (const c of connections) await c.stop();
  });

  it('drops an empty message: the seeker is told the stage only', async () => {
    const { ids } = await applications(app, company, 1);
    expect((await move(app, admin, 'Inappropriate', { ids, ...inappropriate, message: '' })).state).toBe(200);
    expect((await history(app, ids[0]!))[0]!.data).toEqual({ tag: 'SKILLS', personnelType: 'formal' });
  });

  it('needs a tag of the company and a personnel type; the remark is at most 200 characters', async () => {
    const { ids } = await applications(app, company, 1);
    expect((await move(app, admin, 'Inappropriate', { ids, personnelType: 'formal' })).state).toBe(1000);
    expect((await move(app, admin, 'Inappropriate', { ids, tag: 'SKILLS' })).state).toBe(1000);
    expect((await move(app, admin, 'Inappropriate', { ids, tag: 'NOPE', personnelType: 'formal' })).state).toBe(1000);
    expect((await move(app, admin, 'Inappropriate', { ids, tag: 'SKILLS', personnelType: 'nope' })).state).toBe(1000);
    expect((await move(app, admin, 'Inappropriate', { ids, tag: 'SKILLS', personnelType: 'formal', remark: '长'.repeat(201) })).state).toBe(
      1000,
    );
    expect((await record(app, ids[0]!)).stage).toBe(S.newDelivery);
  });

  it('is refused from a stage after hire', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.trial });
    expect((await move(app, admin, 'Inappropriate', { ids, ...inappropriate })).state).toBe(1200);
  });
});
