import Fastify, { type FastifyInstance } from 'fastify';
import { registerHub } from '../../src/server/plugins/hub/hub.ts';
import { HUB_PATH, type HubIdentity, type HubOptions } from '../../src/server/plugins/hub/types.ts';

/** Sessions a bare hub knows: its tokens stand for these users and sessions (no database behind it). */
export const HUB_SESSIONS: Record<string, HubIdentity> = {
  'token-alice': { userId: 1, sessionId: 11 },
  'token-alice-phone': { userId: 1, sessionId: 12 },
  'token-bob': { userId: 2, sessionId: 21 },
};

/** The push hub alone on a loopback port, for protocol tests: `url` is its endpoint. */
export async function bareHub(extra: Partial<HubOptions> = {}): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  await registerHub(app, { resolveToken: async (token) => HUB_SESSIONS[token] ?? null, ...extra });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return { app, url: `http://127.0.0.1:${address.port}${HUB_PATH}` };
}
