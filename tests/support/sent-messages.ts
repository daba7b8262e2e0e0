import type { FastifyInstance } from 'fastify';
import type { MessageSender, OutgoingMessage } from '../../src/server/modules/code/senders.ts';

/**
 * Every message the app hands to its real sender from now on, as it was at send time: a test reads an
 * initial password here rather than from the outbox, which keeps no secret once it is sent.
 * The real sender still runs (outbox row, log, SMTP); this only listens.
 */
export function recordSent(app: FastifyInstance): OutgoingMessage[] {
  const sent: OutgoingMessage[] = [];
  const real = app.deps.sender;
  // Deps is read-only for the app's code; the test swaps in a listening wrapper around the same sender.
  (app.deps as { sender: MessageSender }).sender = {
    async send(message) {
      sent.push({ ...message });
      await real.send(message);
    },
    close: () => real.close(),
  };
  return sent;
}
