import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.ts';

export type Channel = 'sms' | 'mail';
export interface OutgoingMessage {
  channel: Channel;
  target: string;
  subject: string;
  body: string;
}

/** Where codes and notices leave the system. Implementations never throw: failures are logged. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Every message is written to the outbox table (the embedded default's gateway and the audit
 * trail) and the log; e-mail also goes out through SMTP when SMTP_URL is configured.
 * SMS has no external gateway yet: the outbox is where an SMS provider would read from.
 */
export function createSender(opts: { db: Db; log: FastifyBaseLogger; smtpUrl?: string | undefined; mailFrom: string }): MessageSender {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await opts.db.insert(outbox).values(message).returning({ id: outbox.id });
      opts.log.info({ outboxId: row?.id, channel: message.channel, target: message.target }, 'message queued');
      if (message.channel !== 'mail' || !transport) return;
      try {
        await transport.sendMail({ from: opts.mailFrom, to: message.target, subject: message.subject, text: message.body });
        if (row) await opts.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        opts.log.info({ outboxId: row?.id }, 'mail sent');
      } catch (err) {
        opts.log.error({ err, outboxId: row?.id }, 'mail failed');
      }
    },
    async close() {
      transport?.close();
    },
  };
}
