import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { insertOutbox, markOutboxSent } from './repository.ts';

export type Channel = 'sms' | 'mail';
export interface OutgoingMessage {
  channel: Channel;
  target: string;
  subject: string;
  body: string;
  /**
   * Values in the body that only the recipient may read (a code, an initial password): the gateways
   * get them, the outbox row and the log get `******` instead.
   */
  secrets?: readonly string[];
  /** An iCalendar (.ics, METHOD:REQUEST) the e-mail carries as its calendar invitation; SMS leaves it out. */
  calendar?: string;
  /** Files the e-mail carries (the offer letter's PDF); SMS and the outbox leave them out. */
  attachments?: ReadonlyArray<{ filename: string; content: Buffer; contentType: string }>;
}

/** Where codes and notices leave the system. Implementations never throw: failures are logged. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * A way out for one channel: an SMTP server, an SMS provider's API. `deliver` throws when the
 * message did not go out (the sender logs it and leaves the row unsent).
 */
export interface MessageGateway {
  readonly channel: Channel;
  deliver(message: OutgoingMessage): Promise<void>;
  close?(): Promise<void>;
}

export const REDACTED = '******';

/** The body as the outbox and the log keep it: every secret replaced. */
export function redact(message: OutgoingMessage): string {
  let body = message.body;
  for (const secret of message.secrets ?? []) if (secret) body = body.split(secret).join(REDACTED);
  return body;
}

/** E-mail through SMTP_URL. */
export function smtpGateway(opts: { smtpUrl: string; mailFrom: string }): MessageGateway {
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    channel: 'mail',
    async deliver(m) {
      await transport.sendMail({
        from: opts.mailFrom,
        to: m.target,
        subject: m.subject,
        text: m.body,
        ...(m.calendar ? { icalEvent: { method: 'REQUEST', filename: 'invitation.ics', content: m.calendar } } : {}),
        ...(m.attachments?.length ? { attachments: m.attachments.map((a) => ({ ...a })) } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * DEV_MESSAGES (the embedded default): no SMS provider or SMTP server is set up on a first run, so the
 * message is shown whole on the console of whoever runs the server. The outbox row stays masked.
 */
export function consoleGateway(channel: Channel, log: FastifyBaseLogger): MessageGateway {
  return {
    channel,
    async deliver(m) {
      log.warn({ channel, target: m.target }, `DEV_MESSAGES ${channel} to ${m.target}: ${m.subject}: ${m.body}`);
    },
  };
}

/** The gateways of a server: given ones, SMTP when configured, and the console for a channel left without one. */
export function gatewaysFor(
  config: { smtpUrl?: string; mailFrom: string; devMessages: boolean },
  log: FastifyBaseLogger,
  given: readonly MessageGateway[] = [],
): MessageGateway[] {
  const gateways = [...given, ...(config.smtpUrl ? [smtpGateway({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom })] : [])];
  if (!config.devMessages) return gateways;
  const uncovered = (['sms', 'mail'] as const).filter((c) => !gateways.some((g) => g.channel === c));
  return [...gateways, ...uncovered.map((c) => consoleGateway(c, log))];
}

/**
 * Every message is written to the outbox table (the audit trail: who was sent what, when) with its
 * secrets already masked, then handed to the gateways of its channel; `sent_at` is set once one of them
 * took it. Without a gateway for a channel (SMS on the embedded default) the message stays unsent.
 */
export function createSender(opts: { db: Db; log: FastifyBaseLogger; gateways: readonly MessageGateway[] }): MessageSender {
  return {
    async send(message) {
      const stored = { channel: message.channel, target: message.target, subject: message.subject, body: redact(message) };
      const outboxId = await insertOutbox(opts.db, stored);
      const gateways = opts.gateways.filter((g) => g.channel === message.channel);
      opts.log.info({ outboxId, channel: message.channel, target: message.target, gateways: gateways.length }, 'message queued');
      let delivered = false;
      for (const gateway of gateways) {
        try {
          await gateway.deliver(message);
          delivered = true;
        } catch (err) {
          opts.log.error({ err, outboxId }, 'message delivery failed');
        }
      }
      if (!delivered || outboxId === undefined) return;
      await markOutboxSent(opts.db, outboxId);
      opts.log.info({ outboxId }, 'message sent');
    },
    async close() {
      for (const gateway of opts.gateways) await gateway.close?.();
    },
  };
}
