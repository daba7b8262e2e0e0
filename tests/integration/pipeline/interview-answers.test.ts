/**
 * The seeker answers an interview invitation (AcceptInvitation / DeclineInvitation): only their own,
 * only while pending and inside its 72 hours (an injected clock moves past them), once. They read the
 * invitation on their applications (User/GetList); HR reads the answer, and the expiry, in the lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INTERVIEW_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { api, auth, body, testApp, TestClock } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { freeSlot, insertContact, topAdminOf } from '../../support/interview-fixtures.ts';
import { applications, move } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let company: number;
const clock = new TestClock();

interface Invitation {
  state: string;
  answer: number;
  contactName: string;
  contactPhone: string;
  place: string;
  message: string;
  interviewAt: string;
  expiresAt: string;
}

const answer = async (token: string | null, action: 'AcceptInvitation' | 'DeclineInvitation', payload: object) =>
  body(
    await app.inject({
      method: 'POST',
      url: api(`/ResumeDeliveryRecord/User/${action}`),
      headers: token ? auth(token) : {},
      payload,
    }),
  );

/** An application at the interview stage, invited by the administrator now (on the test clock). */
async function invited() {
  const { ids, tokens } = await applications(app, company, 1, { stage: S.interview });
  const res = await move(app, admin, 'InviteDelivery', {
    ids,
    interviewAt: freeSlot(clock.now().getTime(), 5),
    place: '二号楼面试室',
    interviewerIds: [await topAdminOf(app.database.db, company)],
    contactId: await insertContact(app.database.db, company, '王芳'),
    message: '请准时参加',
  });
  expect(res.state).toBe(200);
  return { id: ids[0]!, token: tokens[0]! };
}

async function mine(token: string, id: number) {
  const res = body<{ list: Array<{ id: number; invitation: Invitation | null; seekerStage: number }> }>(
    await app.inject({ method: 'GET', url: api('/ResumeDeliveryRecord/User/GetList?perPage=100'), headers: auth(token) }),
  );
  return res.data.list.find((r) => r.id === id)!;
}

async function hrRow(id: number) {
  const res = body<{ list: Array<{ id: number; invitationState: string | null }> }>(
    await app.inject({
      method: 'GET',
      url: api('/ResumeDeliveryRecord/Interview/getAlreadyInvitationResumeList?perPage=100'),
      headers: auth(admin),
    }),
  );
  return res.data.list.find((r) => r.id === id);
}

beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 }, { clock });
  ({ admin } = await actors(app));
  company = await demoCompanyId(app.database.db);
});
afterAll(async () => app.close());

describe('the seeker’s invitation', () => {
  it('shows the invitation on their application (邀请面试) and accepts it once; HR sees accepted', async () => {
    const { id, token } = await invited();
    const before = await mine(token, id);
    expect(before.seekerStage).toBe(4);
    expect(before.invitation).toMatchObject({
      state: 'pending',
      answer: 0,
      contactName: '王芳',
      place: '二号楼面试室',
      message: '请准时参加',
    });
    expect(before.invitation!.contactPhone).toMatch(/^139\d{8}$/);
    expect(new Date(before.invitation!.expiresAt).getTime()).toBeGreaterThan(clock.now().getTime() + 71 * 3_600_000);
    expect(await hrRow(id)).toMatchObject({ invitationState: 'pending' });
    const res = await answer(token, 'AcceptInvitation', { id });
    expect(res.state).toBe(200);
    expect(res.data).toMatchObject({ id, answer: 1 });
    expect((await mine(token, id)).invitation).toMatchObject({ state: 'accepted', answer: 1 });
    expect(await hrRow(id)).toMatchObject({ invitationState: 'accepted' });
    expect((await answer(token, 'DeclineInvitation', { id })).state).toBe(1241);
    expect((await answer(token, 'AcceptInvitation', { id })).state).toBe(1241);
  });

  it('declines; HR sees declined and may invite again', async () => {
    const { id, token } = await invited();
    expect((await answer(token, 'DeclineInvitation', { id })).state).toBe(200);
    expect(await hrRow(id)).toMatchObject({ invitationState: 'declined' });
    expect((await mine(token, id)).invitation).toMatchObject({ state: 'declined', answer: 2 });
  });

  it('refuses an answer after 72 hours (1240): the seeker and HR read it as expired', async () => {
    const { id, token } = await invited();
    clock.advanceHours(72);
    const res = await answer(token, 'AcceptInvitation', { id });
    expect(res.state).toBe(1240);
    expect(res.message).toContain('72');
    expect((await mine(token, id)).invitation).toMatchObject({ state: 'expired', answer: 0 });
    expect(await hrRow(id)).toMatchObject({ invitationState: 'expired' });
  });

  it('refuses another seeker (1102), HR acting as a seeker (1102), a record without an invitation (1149), bad input and no token', async () => {
    const { id, token } = await invited();
    const someoneElse = (await applications(app, company, 1, { stage: S.interview })).tokens[0]!;
    expect((await answer(someoneElse, 'AcceptInvitation', { id })).state).toBe(1102);
    expect((await answer(someoneElse, 'DeclineInvitation', { id })).state).toBe(1102);
    expect((await answer(admin, 'AcceptInvitation', { id })).state).toBe(1102);
    expect((await mine(token, id)).invitation).toMatchObject({ state: 'pending' });
    const plain = await applications(app, company, 1, { stage: S.interview, step: INTERVIEW_STEP.notInvited });
    expect((await answer(plain.tokens[0]!, 'AcceptInvitation', { id: plain.ids[0] })).state).toBe(1149);
    expect((await answer(token, 'AcceptInvitation', {})).state).toBe(1000);
    expect((await answer(token, 'AcceptInvitation', { id: 'x' })).state).toBe(1000);
    expect((await answer(token, 'AcceptInvitation', { id: 2147483000 })).state).toBe(1102);
    expect(
      (await app.inject({ method: 'POST', url: api('/ResumeDeliveryRecord/User/AcceptInvitation'), payload: { id } })).statusCode,
    ).toBe(401);
  });

  it('lets exactly one of two answers at once land', async () => {
    const { id, token } = await invited();
    const answers = await Promise.all([answer(token, 'AcceptInvitation', { id }), answer(token, 'DeclineInvitation', { id })]);
    expect(answers.filter((a) => a.state === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.state === 1241)).toHaveLength(1);
  });
});
