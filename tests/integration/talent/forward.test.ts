/**
 * ForwardingToEmail: the resume as the sender sees it (masked fields stay masked) goes through the
 * app's sender to each address, with the attachment resume of the person's application and the parsed
 * file; every forward is logged (GetForwardingLogList) after it is committed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { deliveryRecords, resumeAttachments } from '../../../src/server/db/schema/index.ts';
import { testApp } from '../../support/test-app.ts';
import { actors } from '../../support/actors.ts';
import { sentTo } from '../../support/messages.ts';
import { buildPdf, demoCompanyId, freshSeeker, insertPosition, uploadFrom } from '../../support/resume-fixtures.ts';
import { controlApplications } from '../pipeline/lists-fixture.ts';
import { CENTRE, KEYS, LIB, applyWith, entryOf, get, resume, send, talentMember } from './fixture.ts';

let app: FastifyInstance;
let admin: string;
let other: string;
let company: number;
let positionId: number;
let forwarder: string;
let noKey: string;

interface Log {
  kind: string;
  toEmails: string[];
  subject: string | null;
}

beforeAll(async () => {
  app = await testApp();
  ({ admin, other } = await actors(app));
  company = await demoCompanyId(app.database.db);
  positionId = await insertPosition(app.database.db, company, { name: '转发岗位' });
  await controlApplications(app, company, [['phone', 'mask']]);
  forwarder = (await talentMember(app, company, { menus: [LIB, CENTRE, 301], keys: [KEYS.forward], applications: { valueType: 1 } })).token;
  noKey = (await talentMember(app, company, { menus: [LIB, 301], applications: { valueType: 1 } })).token;
});
afterAll(async () => app.close());

const forward = (token: string, payload: object, lang?: string) =>
  send<{ sent: number; attachments: number }>(app, token, 'POST', '/ResumeLib/ForwardingToEmail', payload, lang);

describe('ResumeLib/ForwardingToEmail', () => {
  it('mails the resume with the application’s attachment to each address, and logs the forward', async () => {
    const seeker = await freshSeeker(app, 'fwd');
    const upload = await uploadFrom(app, seeker.token, 'resumeAttachment', buildPdf('Resume of 转发甲'), '转发甲.pdf');
    expect(upload.state).toBe(200);
    const [att] = await app.database.db
      .insert(resumeAttachments)
      .values({ userId: seeker.userId, fileId: upload.data[0]!.id, name: '转发甲.pdf', size: 100 })
      .returning({ id: resumeAttachments.id });
    await app.database.db.insert(deliveryRecords).values({
      tenementId: company,
      positionId,
      userId: seeker.userId,
      resumeType: 2,
      attachmentId: att!.id,
      resumeSnapshot: resume('转发甲', { phone: '13944440001', skills: ['电气维修'] }),
      source: '招聘网站',
    });
    const { id } = await entryOf(app, admin, '转发甲');
    const res = await forward(admin, { id, emails: ['boss@example.com', 'lead@example.com'], message: '请看看这位' });
    expect(res).toMatchObject({ state: 200, data: { sent: 2, attachments: 1 } });
    for (const to of ['boss@example.com', 'lead@example.com']) {
      const [mail] = sentTo(app, to);
      expect(mail!.subject).toBe('简历：转发甲');
      expect(mail!.body).toContain('请看看这位');
      expect(mail!.body).toContain('电气维修');
      expect(mail!.body).toContain('13944440001');
      expect(mail!.attachments?.map((a) => [a.filename, a.contentType, a.content.subarray(0, 5).toString()])).toEqual([
        ['转发甲.pdf', 'application/pdf', '%PDF-'],
      ]);
    }
    const logs = await get<{ list: Log[] }>(app, admin, '/ResumeLib/GetForwardingLogList', { id });
    expect(logs.data.list).toEqual([
      expect.objectContaining({ kind: 'forward', toEmails: ['boss@example.com', 'lead@example.com'], subject: '简历：转发甲' }),
    ]);
  });

  it('keeps a masked phone masked in the mail, speaks the sender’s language, and leaves attachments out when asked', async () => {
    await applyWith(app, company, positionId, resume('转发乙', { phone: '13944440002' }));
    const { id } = await entryOf(app, admin, '转发乙');
    const res = await forward(forwarder, { id, emails: ['en@example.com'], withAttachments: false }, 'en');
    expect(res.data).toEqual({ sent: 1, attachments: 0 });
    const [mail] = sentTo(app, 'en@example.com');
    expect(mail!.subject).toBe('Resume: 转发乙');
    expect(mail!.body).toContain('139****0002');
    expect(mail!.body).not.toContain('13944440002');
  });

  it('refuses bad addresses, too many, none; a member without the key; another company’s entry', async () => {
    await applyWith(app, company, positionId, resume('转发丙'));
    const { id } = await entryOf(app, admin, '转发丙');
    for (const emails of [['not-an-address'], [], Array.from({ length: 6 }, (_, i) => `a${i}@example.com`)]) {
      expect((await forward(admin, { id, emails })).state).toBe(1000);
    }
    expect((await forward(noKey, { id, emails: ['x@example.com'] })).state).toBe(1100);
    expect((await forward(other, { id, emails: ['x@example.com'] })).state).toBe(1102);
    expect(sentTo(app, 'x@example.com')).toEqual([]);
    const logs = await get<{ list: Log[] }>(app, admin, '/ResumeLib/GetForwardingLogList', { id });
    expect(logs.data.list).toEqual([]);
    expect((await get(app, other, '/ResumeLib/GetForwardingLogList', { id })).state).toBe(1102);
  });

  it('stops a member at the daily cap with a clear message', async () => {
    await applyWith(app, company, positionId, resume('转发丁'));
    const { id } = await entryOf(app, admin, '转发丁');
    // The member forwarded once above: 99 more reach the 100 a day.
    for (let i = 0; i < 99; i += 1) {
      const r = await forward(forwarder, { id, emails: [`cap${i}@example.com`], withAttachments: false });
      expect(r.state).toBe(200);
    }
    const capped = await forward(forwarder, { id, emails: ['cap@example.com'] });
    expect(capped.state).toBe(1405);
    expect(capped.message).toContain('100');
  });
});
