import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Hub } from './plugins/hub/types.ts';
import type { MessageSender } from './modules/code/senders.ts';

/** What services need from the outside world; built once in buildApp and passed down. */
export interface Deps {
  readonly config: Config;
  readonly db: Db;
  readonly hub: Hub;
  readonly sender: MessageSender;
  readonly log: FastifyBaseLogger;
  /** The time rules read (an invitation's 72 hours): the system clock, or a test's. */
  readonly clock: Clock;
}

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
