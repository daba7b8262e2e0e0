/**
 * Pushes across server processes on one PostgreSQL: a user's connections may be held by any
 * instance behind the load balancer, so every push is delivered here and relayed to the others by
 * NOTIFY on `recruit_push`; each instance delivers what it hears to its own connections and ignores
 * its own relays. On PGlite there is one process and nothing to relay.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Hub, HubEvent, PushMessage } from './types.ts';

export const PUSH_CHANNEL = 'recruit_push';
/** PostgreSQL refuses a notice payload of 8000 bytes or more. */
const MAX_RELAY_BYTES = 7_900;

type Relay =
  | { op: 'user' | 'session'; id: number; target: HubEvent; payload: PushMessage }
  | { op: 'end'; id: number; payload?: PushMessage };

function deliver(local: Hub, r: Relay): void {
  if (r.op === 'user') local.sendToUser(r.id, r.target, r.payload);
  else if (r.op === 'session') local.sendToSession(r.id, r.target, r.payload);
  else local.endSession(r.id, r.payload);
}

/** The hub the services use: `local`'s connections here, the others' through the database. */
export async function clusterHub(local: Hub, database: Pick<Database, 'kind' | 'listen' | 'notify'>, log: FastifyBaseLogger): Promise<Hub> {
  if (database.kind !== 'postgres') return local;
  const self = randomUUID();
  await database.listen(PUSH_CHANNEL, (text) => {
    try {
      const { from, ...relay } = JSON.parse(text) as Relay & { from: string };
      if (from !== self) deliver(local, relay as Relay);
    } catch (err) {
      log.error({ err }, 'hub: a relayed push could not be read');
    }
  });
  const relay = (r: Relay) => {
    const text = JSON.stringify({ from: self, ...r });
    if (Buffer.byteLength(text) > MAX_RELAY_BYTES)
      return log.error({ op: r.op, bytes: Buffer.byteLength(text) }, 'hub: push too large to relay to other instances');
    database.notify(PUSH_CHANNEL, text).catch((err: unknown) => log.error({ err }, 'hub: relaying a push failed'));
  };
  return {
    sendToUser(userId, target, payload) {
      relay({ op: 'user', id: userId, target, payload });
      return local.sendToUser(userId, target, payload);
    },
    sendToSession(sessionId, target, payload) {
      relay({ op: 'session', id: sessionId, target, payload });
      return local.sendToSession(sessionId, target, payload);
    },
    endSession(sessionId, why) {
      relay(why ? { op: 'end', id: sessionId, payload: why } : { op: 'end', id: sessionId });
      return local.endSession(sessionId, why);
    },
    connectionCount: () => local.connectionCount(),
  };
}
