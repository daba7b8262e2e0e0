/**
 * The invitation e-mail through a real SMTP server on loopback: the text in the seeker's language and
 * the calendar request as nodemailer's text/calendar alternative (METHOD:REQUEST, UTC times).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startMailbox, type Mailbox } from '../../support/mailbox.ts';
import { eq } from 'drizzle-orm';
import { PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { users } from '../../../src/server/db/schema/index.ts';
import { loginAs, testApp } from '../../support/test-app.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { inviteInput } from '../../support/interview-fixtures.ts';
import { applications, move } from './fixture.ts';

let app: FastifyInstance;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
  app = await testApp({ smtpUrl: mailbox.url, mailFrom: 'recruit <no-reply@recruit.test>' });
});
afterAll(async () => {
  await app.close();
  await mailbox.close();
});

describe('the invitation e-mail', () => {
  it('reaches the mailbox with its calendar request', async () => {
    const company = await demoCompanyId(app.database.db);
    const { ids, userIds } = await applications(app, company, 1, { stage: S.interview, lang: 'en' });
    await app.database.db.update(users).set({ email: 'invitee@example.com' }).where(eq(users.id, userIds[0]!));
    const admin = await loginAs(app, 'admin', 'Admin@2026');
    expect((await move(app, admin, 'InviteDelivery', { ids, ...(await inviteInput(app.database.db, company)) })).state).toBe(200);
    await expect.poll(() => mailbox.received.length, { timeout: 5000 }).toBe(1);
    const { to, raw } = mailbox.received[0]!;
    expect(to).toEqual(['invitee@example.com']);
    expect(raw).toMatch(/^Subject: /m);
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    const unfolded = raw.replace(/=\r?\n/g, '');
    expect(unfolded).toMatch(/METHOD:REQUEST/);
    expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(unfolded).toMatch(/UID:interview-invitation-\d+@recruit\.test/);
  });
});
