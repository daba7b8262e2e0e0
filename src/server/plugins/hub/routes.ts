import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { HubEndpoint } from './hub.ts';
import { HUB_PATH, type ResolvedHubOptions } from './types.ts';
import type { HubSocket, Negotiations, Registry } from './registry.ts';

const stringArray = { type: 'array', items: { type: 'string' } } as const;
const negotiateSchema = {
  querystring: { type: 'object', properties: { negotiateVersion: { type: 'integer', minimum: 0 } } },
  response: {
    200: {
      type: 'object',
      required: ['negotiateVersion', 'connectionId', 'connectionToken', 'availableTransports'],
      properties: {
        negotiateVersion: { type: 'integer' },
        connectionId: { type: 'string' },
        connectionToken: { type: 'string' },
        availableTransports: {
          type: 'array',
          items: { type: 'object', properties: { transport: { type: 'string' }, transferFormats: stringArray } },
        },
      },
    },
    429: { type: 'string' },
    503: { type: 'string' },
  },
} as const;

const connectSchema = {
  querystring: { type: 'object', properties: { id: { type: 'string', minLength: 1 } } },
  response: { 404: { type: 'string' }, 429: { type: 'string' } },
} as const;

export interface HubParts {
  registry: Registry;
  negotiations: Negotiations;
  endpoint: HubEndpoint;
  opts: ResolvedHubOptions;
}

/**
 * negotiate hands out one-use connection tokens (limited per client address when the app gives a
 * limit, so one client cannot use up the pending cap that everyone shares); the WebSocket must
 * spend one, and one address may hold only so many sockets.
 */
export function addHubRoutes(app: FastifyInstance, { registry, negotiations, endpoint, opts }: HubParts): void {
  // The negotiate answer is SignalR's wire format, not the API envelope: the client parses it itself.
  app.post(`${HUB_PATH}/negotiate`, { schema: negotiateSchema }, async (request, reply) => {
    const wait = opts.negotiateLimit ? await opts.negotiateLimit(request) : null;
    if (wait !== null) return reply.code(429).header('retry-after', String(wait)).send('Too many negotiations from this address.');
    const connectionToken = negotiations.issue();
    if (connectionToken === null) return reply.code(503).send('Too many pending connections.');
    return {
      negotiateVersion: 1,
      connectionId: randomBytes(16).toString('base64url'),
      connectionToken,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    };
  });

  app.get<{ Querystring: { id?: string } }>(
    HUB_PATH,
    {
      websocket: true,
      schema: connectSchema,
      // Refuse before upgrading, as SignalR servers do: a 404 makes the client fail start() at once.
      // No id, no socket: skipping negotiation would skip its per-address limit too.
      preValidation: async (request, reply) => {
        if (!request.ws) return;
        const { id } = request.query;
        if (id === undefined || !negotiations.consume(id)) return reply.code(404).send('No connection with that ID.');
        if (registry.countFrom(request.ip) >= opts.maxConnectionsPerAddress) {
          return reply.code(429).send('Too many connections from this address.');
        }
      },
    },
    (socket: HubSocket, request) => endpoint.onSocket(socket, request),
  );
}
