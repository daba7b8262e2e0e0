/**
 * Every transition call beyond the lead's two, refused: a record at a stage the row does not start
 * from, a batch naming one missing id, another company's record, a record outside the caller's data
 * scope, a job seeker, a member without the key (the route's, and the per-record key of the record's
 * own stage), and bad input. Each time nothing of the batch changes: stage, step, columns, history.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { RECRUITMENT_TYPE, type PipelineStage } from '../../../src/common/recruiting.ts';
import { TRANSITIONS, stageName, transitionKey } from '../../../src/common/pipeline.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { companyOfAccount, demoCompanyId, insertPosition } from '../../support/resume-fixtures.ts';
import { userIdOf } from '../../support/recruiting.ts';
import { dept } from '../people/fixture.ts';
import { applications, history, move, record } from './fixture.ts';
import { CASES, memberWith, pathOf, prepare, type Case } from './cases.ts';

let app: FastifyInstance;
let admin: string;
let seeker: string;
let other: string;
let adminId: number;
let company: number;
let otherCompany: number;

beforeAll(async () => {
  // Each application is a new seeker logging in: far more logins a minute than the limit lets one address make.
  app = await testApp({ rateLimitPerMinute: 1000 });
  ({ admin, seeker, other } = await actors(app));
  adminId = await userIdOf(app.database.db, 'admin');
  company = await demoCompanyId(app.database.db);
  otherCompany = await companyOfAccount(app.database.db, 'other_admin');
});
afterAll(async () => app.close());

/** Records at the case's start stage (with what came before), in `tenementId`, optionally on a given position. */
async function at(c: Case, n: number, opts: { tenementId?: number; stage?: number; positionId?: number } = {}) {
  const tenementId = opts.tenementId ?? company;
  const made = await applications(app, tenementId, n, {
    stage: opts.stage ?? c.start,
    ...(opts.positionId ? { positionId: opts.positionId } : { recruitmentType: c.recruitmentType ?? 1 }),
  });
  await prepare(app, { ...c, start: opts.stage ?? c.start }, made.ids, tenementId, adminId);
  return made.ids;
}

/** What a refused call must leave as it was. */
async function snapshot(ids: number[]) {
  return Promise.all(ids.map(async (id) => ({ record: await record(app, id), history: await history(app, id) })));
}

describe.each(CASES)('$name refused', (c) => {
  const call = pathOf(c.name);
  const row = TRANSITIONS[c.name];

  it('when one record of the batch is at another stage, naming it (1200)', async () => {
    const ids = [...(await at(c, 2)), ...(await at(c, 1, { stage: c.wrong }))];
    const before = await snapshot(ids);
    const res = await move(app, admin, call, { ids, ...c.input }, 'en');
    expect(res.state).toBe(1200);
    const name = (before[2]!.record.resumeSnapshot as { basic: { name: string } }).basic.name;
    expect(res.message).toBe(
      `“${name}” is at “${stageName(c.wrong, 'en')}” and cannot take “${row.label.en}”; nothing in this batch was changed`,
    );
    expect(await snapshot(ids)).toEqual(before);
  });

  it('when the batch names an id that does not exist, another company’s record, or is sent by another company (1201)', async () => {
    const ids = await at(c, 2);
    const theirs = await at(c, 1, { tenementId: otherCompany });
    const before = await snapshot([...ids, ...theirs]);
    const missing = await move(app, admin, call, { ids: [...ids, 2147483000], ...c.input });
    expect([missing.state, missing.message]).toEqual([1201, '投递记录2147483000不存在或不在您的数据权限范围内，本批未做任何修改']);
    const foreign = await move(app, admin, call, { ids: [...ids, theirs[0]!], ...c.input });
    expect([foreign.state, foreign.message]).toEqual([1201, `投递记录${theirs[0]}不存在或不在您的数据权限范围内，本批未做任何修改`]);
    expect((await move(app, other, call, { ids, ...c.input })).state).toBe(1201);
    expect(await snapshot([...ids, ...theirs])).toEqual(before);
  });

  it('when a record lies outside the member’s department scope on positions (1201), not inside it', async () => {
    const serial = CASES.indexOf(c);
    const mine = await dept(app, company, `PIPE-IN${serial}`, `流程内${serial}`, null);
    const elsewhere = await dept(app, company, `PIPE-OUT${serial}`, `流程外${serial}`, null);
    const token = await memberWith(app, company, [transitionKey(row, c.start as PipelineStage)], { valueType: 2, deptIds: [mine] }, mine);
    const recruitmentType = c.recruitmentType ?? RECRUITMENT_TYPE.social;
    const inside = await at(c, 1, { positionId: await insertPosition(app.database.db, company, { deptId: mine, recruitmentType }) });
    const outside = await at(c, 1, { positionId: await insertPosition(app.database.db, company, { deptId: elsewhere, recruitmentType }) });
    const before = await snapshot([...inside, ...outside]);
    const res = await move(app, token, call, { ids: [...inside, ...outside], ...c.input });
    expect([res.state, res.message]).toEqual([1201, `投递记录${outside[0]}不存在或不在您的数据权限范围内，本批未做任何修改`]);
    expect(await snapshot([...inside, ...outside])).toEqual(before);
    expect((await move(app, token, call, { ids: inside, ...c.input })).state).toBe(200);
  });

  it('to a job seeker (1101)', async () => {
    const ids = await at(c, 1);
    const before = await snapshot(ids);
    expect((await move(app, seeker, call, { ids, ...c.input })).state).toBe(1101);
    expect(await snapshot(ids)).toEqual(before);
  });

  it('to a member holding another stage’s key only', async () => {
    const ids = await at(c, 1);
    const before = await snapshot(ids);
    // A row starting from several stages admits the holder of any of their keys; the record's own stage then refuses (1203).
    const token = await memberWith(app, company, [c.otherStageKey ?? 'newDelivery:pass']);
    const res = await move(app, token, call, { ids, ...c.input }, 'en');
    if (c.otherStageKey) {
      expect(res.state).toBe(1203);
      expect(res.message).toMatch(
        new RegExp(
          `^You may not “${row.label.en}” at “${stageName(c.start, 'en')}” \\(“候选人\\d+”\\); nothing in this batch was changed$`,
        ),
      );
    } else {
      expect(res.state).toBe(1100);
    }
    expect(await snapshot(ids)).toEqual(before);
  });

  it('on bad input (1000): ids empty, beyond int4, more than 100; remark over 200; the call’s own fields', async () => {
    const ids = await at(c, 1);
    const before = await snapshot(ids);
    const bad: Array<Record<string, unknown>> = [
      { ...c.input, ids: [] },
      { ...c.input, ids: [2147483648] },
      { ...c.input, ids: [0] },
      { ...c.input, ids: ['x'] },
      { ...c.input, ids: Array.from({ length: 101 }, (_, i) => ids[0]! + i) },
      { ...c.input },
      { ...c.input, ids, remark: '长'.repeat(201) },
      ...(c.badInput ?? []).map((fields) => ({ ids, remark: c.input.remark, ...fields })),
    ];
    for (const payload of bad)
      expect([JSON.stringify(payload).slice(0, 80), (await move(app, admin, call, payload)).state]).toEqual([
        JSON.stringify(payload).slice(0, 80),
        1000,
      ]);
    expect(await snapshot(ids)).toEqual(before);
    // The same record with good input moves: the refusals above were the input's.
    expect((await move(app, admin, call, { ids, ...c.input, remark: '长'.repeat(200) })).state).toBe(200);
  });
});

describe('GeneralWorker/WaitingReported', () => {
  it('is refused for an application to a position that is not short-term (1204), naming it', async () => {
    const c = CASES.find((x) => x.name === 'GeneralWorkerWaitingReported')!;
    const workers = await at(c, 1);
    const [social] = await at({ ...c, recruitmentType: RECRUITMENT_TYPE.social }, 1);
    const before = await snapshot([...workers, social!]);
    const res = await move(app, admin, 'GeneralWorker/WaitingReported', { ids: [...workers, social] }, 'en');
    expect(res.state).toBe(1204);
    expect(res.message).toMatch(/^“候选人\d+” did not apply for a short-term position: go through interview and hire$/);
    expect(await snapshot([...workers, social!])).toEqual(before);
  });
});

describe('HasEntryed', () => {
  it('is refused for a record without an employee number (1214), naming it', async () => {
    const c = CASES.find((x) => x.name === 'HasEntryed')!;
    const numbered = await at(c, 1);
    const [bare] = await at({ ...c, before: { entryDate: '2026-12-01' } }, 1);
    const before = await snapshot([...numbered, bare!]);
    const res = await move(app, admin, 'HasEntryed', { ids: [...numbered, bare] }, 'en');
    expect(res.state).toBe(1214);
    expect(res.message).toMatch(
      /^“候选人\d+” has no employee number yet: set the number and department first; nothing in this batch was changed$/,
    );
    expect(await snapshot([...numbered, bare!])).toEqual(before);
  });
});
