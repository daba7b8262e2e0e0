import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startMailbox, type Mailbox } from '../../support/mailbox.ts';
import { api, body, testApp } from '../../support/test-app.ts';
import { solveCaptcha } from '../../support/captcha.ts';

/** The text of a single-part message, whichever transfer encoding nodemailer chose for UTF-8. */
function decodedBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const text = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return text;
}

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

describe('e-mail codes through SMTP', () => {
  it('delivers the code to the mailbox and records it in the outbox as sent, code masked', async () => {
    const res = await app.inject({
      method: 'POST',
      url: api('/Code/GetMailCode'),
      payload: { email: 'Applicant@Example.com', purpose: 'register', captchaTicket: await solveCaptcha(app, 'register') },
    });
    expect(body(res).state).toBe(200);
    await expect.poll(() => mailbox.received.length, { timeout: 5000 }).toBe(1);
    expect(mailbox.received[0]!.to).toEqual(['applicant@example.com']);
    expect(mailbox.received[0]!.raw).toMatch(/From: recruit <no-reply@recruit\.test>/);
    const rows = (await app.database.query(`SELECT body, sent_at FROM outbox WHERE target = 'applicant@example.com'`)) as Array<{
      body: string;
      sent_at: Date | null;
    }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.sent_at).not.toBeNull();
    // The mailbox gets the code; the outbox keeps the message with the code masked (issue 26).
    expect(decodedBody(mailbox.received[0]!.raw)).toMatch(/为 \d{6}，5分钟内有效/);
    expect(rows[0]!.body).toBe('您的注册验证码为 ******，5分钟内有效。如非本人操作，请忽略。');
  });
});
