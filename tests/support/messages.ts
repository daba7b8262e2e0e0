/**
 * What the app sent, as the phone or mailbox would receive it. The outbox keeps codes and initial
 * passwords masked once sent, so tests read the message through a real gateway (the MessageGateway
 * interface an SMS provider implements) that the harness passes to buildApp and that keeps what it
 * was handed.
 */
import type { FastifyInstance } from 'fastify';
import type { MessageGateway, OutgoingMessage } from '../../src/server/modules/code/senders.ts';

const sentByApp = new WeakMap<FastifyInstance, OutgoingMessage[]>();

/** One gateway per channel, writing into `sent`. */
export function recordingGateways(sent: OutgoingMessage[]): MessageGateway[] {
  return (['sms', 'mail'] as const).map((channel) => ({
    channel,
    deliver: async (message: OutgoingMessage) => void sent.push(message),
  }));
}

export function rememberSent(app: FastifyInstance, sent: OutgoingMessage[]): void {
  sentByApp.set(app, sent);
}

/** Every message the app delivered to this target, oldest first. */
export function sentTo(app: FastifyInstance, target: string): OutgoingMessage[] {
  return (sentByApp.get(app) ?? []).filter((m) => m.target === target);
}
