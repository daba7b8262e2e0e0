/**
 * The operation log names what the pipeline, the salary approval and a password reset log by id or code:
 * an interviewer and the salary approvers by their names in the company (masked as the reader's data
 * permission masks people), an application by its candidate and position, a salary approval's result,
 * an assessment's, a new password's channel in words, a parsed batch by when it came and its files, the
 * reason tag of a 不合适 move, and the round's completion by its candidate, in zh-CN and en.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { HIRE_STEP, INTERVIEW_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { companyTimeText } from '../../../src/common/company-time.ts';
import { deliveryRecords, positions, tenementUsers, users } from '../../../src/server/db/schema/index.ts';
import { controlledFieldTable } from '../../../generated/server/tables.ts';
import { OperationLog } from '../../../generated/definitions/OperationLog.ts';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId } from '../../support/resume-fixtures.ts';
import { applications, move } from '../pipeline/fixture.ts';
import { call as assessmentCall, GOOD, invitation } from '../pipeline/assessment-fixture.ts';
import { end, settings, start } from '../salary/fixture.ts';
import { upload } from '../parsing/fixture.ts';
import { samplePerson } from '../../fixtures/resumes/people.ts';
import { resumeFile } from '../../fixtures/resumes/files.ts';
import { call, role as roleWith, STAFF_PASSWORD, staff } from '../people/fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
/** The demo recruiter 李娜: their account's id. */
let li: number;
/** The application the assessment test assessed. */
let assessed: { zh: string; en: string };

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  const [row] = await app.database.db
    .select({ id: users.id, name: tenementUsers.name })
    .from(users)
    .innerJoin(tenementUsers, eq(tenementUsers.userId, users.id))
    .where(and(eq(users.account, 'recruiter'), eq(tenementUsers.tenementId, company)));
  expect(row!.name).toBe('李娜');
  li = row!.id;
});
afterAll(async () => app.close());

type Entry = { action: string; recordId: string | null; recordName: string | null; summaryText: string; createdAt: string };

/** The entries of a screen about one record, newest first, as a reader reads them in a language. */
const about = async (resource: string, recordId: number | string, lang: string, token = admin) =>
  body<{ list: Entry[] }>(
    await app.inject({
      method: 'GET',
      url: api(`/OperationLog/GetList?resource=${resource}&perPage=100`),
      headers: { ...auth(token), 'accept-language': lang },
    }),
  ).data.list.filter((e) => e.recordId === String(recordId));

/** The newest entry of a screen and action, as a reader reads it in a language. */
const latest = async (resource: string, action: string, lang = 'zh-CN', token = admin) =>
  body<{ list: Entry[] }>(
    await app.inject({
      method: 'GET',
      url: api(`/OperationLog/GetList?resource=${resource}&action=${action}`),
      headers: { ...auth(token), 'accept-language': lang },
    }),
  ).data.list[0]!;

/** An application's candidate and position, as the test data made them. */
async function application(id: number) {
  const [r] = await app.database.db
    .select({ snapshot: deliveryRecords.resumeSnapshot, position: positions.name })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(eq(deliveryRecords.id, id));
  const name = (r!.snapshot as { basic: { name: string } }).basic.name;
  return { zh: `${name}（${r!.position}）`, en: `${name} (${r!.position})`, name, position: r!.position };
}

describe('the operation log names the pipeline’s people, applications and reasons', () => {
  it('reads an assessment by its application, its interviewer and its result', async () => {
    const { ids } = await applications(app, company, 1, { stage: S.interview, step: INTERVIEW_STEP.interviewing });
    await invitation(app, { tenementId: company, recordId: ids[0]!, interviewerIds: [li] });
    const added = await assessmentCall<{ id: number }>(app, admin, 'POST', 'AddInterviewAssessment', {
      deliveryRecordId: ids[0],
      interviewerId: li,
      ...GOOD,
    });
    expect(added.state, added.message).toBe(200);
    const a = await application(ids[0]!);
    assessed = a;
    expect((await about('interview', added.data.id, 'zh-CN'))[0]!.summaryText).toBe(
      `投递记录：${a.zh}；面试官：李娜；轮次：1；总分：77.78；结果：通过`,
    );
    expect((await about('interview', added.data.id, 'en'))[0]!.summaryText).toBe(
      `Application: ${a.en}; Interviewer: 李娜; Round: 1; Total: 77.78; Result: Pass`,
    );
    // The assessment is the application's: its record reads as the application.
    expect((await about('interview', added.data.id, 'zh-CN'))[0]!.recordName).toBe(a.zh);
    expect((await about('interview', added.data.id, 'en'))[0]!.recordName).toBe(a.en);
    // 李娜 was the round's one interviewer: her hand-in completed the round, the move read by its candidate.
    const [zh] = await about('deliveryRecord', ids[0]!, 'zh-CN');
    expect([zh!.recordName, zh!.summaryText]).toEqual([a.zh, `面试评估完成：${a.zh}；轮次：1`]);
    const [en] = await about('deliveryRecord', ids[0]!, 'en');
    expect([en!.recordName, en!.summaryText]).toEqual([a.en, `Interview assessed: ${a.en}; Round: 1`]);
  });

  it('reads a salary approval’s application and result in words, and the approvers by name', async () => {
    const [approve, reject] = (await applications(app, company, 2, { stage: S.hire, step: HIRE_STEP.offerPending })).ids;
    const texts = async (process: number, lang: string) => (await about('salaryApproval', process, lang)).map((e) => e.summaryText);
    const a = await application(approve!);
    const first = (await start(app, admin, approve!, 12000, 1)).data.id;
    expect((await end(app, admin, first, true, '同意')).state).toBe(200);
    expect(await texts(first, 'zh-CN')).toEqual([
      `候选人：${a.name}；审批意见：同意；投递记录：${a.zh}；结果：已通过`,
      `候选人：${a.name}；拟定薪资：12000；薪资单位：元/月；投递记录：${a.zh}`,
    ]);
    expect(await texts(first, 'en')).toEqual([
      `Candidate: ${a.name}; Approver's comment: 同意; Application: ${a.en}; Result: Approved`,
      `Candidate: ${a.name}; Proposed salary: 12000; Unit: a month; Application: ${a.en}`,
    ]);
    const b = await application(reject!);
    const second = (await start(app, admin, reject!, 15000, 1)).data.id;
    expect((await end(app, admin, second, false)).state).toBe(200);
    expect((await texts(second, 'zh-CN'))[0]).toBe(`候选人：${b.name}；审批意见：—；投递记录：${b.zh}；结果：已驳回`);
    expect((await texts(second, 'en'))[0]).toBe(`Candidate: ${b.name}; Approver's comment: —; Application: ${b.en}; Result: Rejected`);
    expect((await about('salaryApproval', second, 'en'))[0]!.recordName).toBe(b.name);

    expect((await settings(app, admin, { requireApproval: false, approverIds: [li] })).state).toBe(200);
    // The demo company's one approver was its administrator.
    expect((await latest('salaryApproval', 'config')).summaryText).toBe('审批人：系统管理员 → 李娜');
    expect((await latest('salaryApproval', 'config', 'en')).summaryText).toBe('Approvers: 系统管理员 → 李娜');
  });

  it('reads a password reset in words, its record as the person', async () => {
    // The demo company is the platform's: its administrator resets the account (账号管理).
    const p = await staff(app, company, { account: 'logreset', name: '日志重置', phone: '13600009902', deptId: null });
    expect((await call(app, admin, 'POST', '/User/initializePassword', { userId: p.userId })).state).toBe(200);
    const [zh] = await about('account', p.userId, 'zh-CN');
    expect([zh!.recordName, zh!.summaryText]).toEqual(['日志重置', '用户：日志重置；重置密码：是；发送方式：短信']);
    expect((await about('account', p.userId, 'en'))[0]!.summaryText).toBe('User: 日志重置; Password reset: Yes; Sent by: SMS');
    // Another company resets its own member (人员管理): the record is the membership, named by it.
    const theirs = await staff(app, await companyOfAccount(app.database.db, 'other_admin'), {
      account: 'logreset2',
      name: '他司重置',
      phone: '13600009904',
      deptId: null,
    });
    expect((await call(app, other, 'POST', '/User/initializePassword', { userId: theirs.userId })).state).toBe(200);
    const [en] = await about('tenementUser', theirs.memberId, 'en', other);
    expect([en!.recordName, en!.summaryText]).toEqual(['他司重置', 'User: 他司重置; Password reset: Yes; Sent by: SMS']);
  });

  it('names a parsed batch by its screen, its time and its files', async () => {
    const files = [101, 102].map(async (n) => ({ name: `简历${n}.pdf`, data: await resumeFile(samplePerson(n, 'zh'), 'pdf', 0) }));
    const batch = await upload(app, admin, await Promise.all(files));
    expect(batch.data.total).toBe(2);
    const [zh] = await about('resumeParsing', batch.data.batchNo, 'zh-CN');
    const at = companyTimeText(new Date(zh!.createdAt));
    expect(zh!.recordName).toBe(`简历解析 ${at}（2 个文件）`);
    expect((await about('resumeParsing', batch.data.batchNo, 'en'))[0]!.recordName).toBe(`Resume parsing ${at} (2 files)`);
  });

  it('says why a 不合适 move was made: its reason tag by the parameter line’s name', async () => {
    const { ids } = await applications(app, company, 1);
    const a = await application(ids[0]!);
    const moved = await move(app, admin, 'Inappropriate', { ids, tag: 'SKILLS', personnelType: 'formal', remark: '经验不足' });
    expect(moved.state).toBe(200);
    const [zh] = await about('deliveryRecord', ids[0]!, 'zh-CN');
    expect([zh!.recordName, zh!.summaryText]).toEqual([a.zh, `不合适：${a.name}（新投递 → 不合适）；不合适标签：技能不匹配`]);
    const [en] = await about('deliveryRecord', ids[0]!, 'en');
    expect([en!.recordName, en!.summaryText]).toEqual([a.en, `Not suitable: ${a.name} (New → Not suitable); Reason tag: 技能不匹配`]);
    // Erasure blanks what the application sent (privacy/holders.ts): the log does not name its candidate again.
    await app.database.db.update(deliveryRecords).set({ resumeSnapshot: {} }).where(eq(deliveryRecords.id, ids[0]!));
    expect((await about('deliveryRecord', ids[0]!, 'zh-CN'))[0]!.recordName).toBe(`—（${a.position}）`);
  });

  it('masks an interviewer’s and an approver’s name as the reader’s data permission masks people', async () => {
    await app.database.db
      .insert(controlledFieldTable)
      .values({ tenementId: company, tableName: 'tenement_users', fieldName: 'name', fieldLabel: '姓名', controlType: 'mask' });
    const readers = await roleWith(app, company, { name: '日志读者', menus: [OperationLog.menu.id], scope: { valueType: 1 } });
    await staff(app, company, { account: 'logreader2', name: '日志读者', phone: '13600009903', deptId: null, roleIds: [readers] });
    const reader = await loginAs(app, 'logreader2', STAFF_PASSWORD);
    expect((await latest('salaryApproval', 'config', 'zh-CN', reader)).summaryText).toBe('审批人：系***员 → **');
    expect((await latest('interview', 'add', 'en', reader)).summaryText).toBe(
      `Application: ${assessed.en}; Interviewer: **; Round: 1; Total: 77.78; Result: Pass`,
    );
  });
});
