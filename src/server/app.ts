import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyContextConfig, type FastifyInstance, type FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';
import multipart from '@fastify/multipart';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seed } from './db/seed/index.ts';
import { systemClock, type Clock, type Deps } from './deps.ts';
import { registerContext } from './plugins/context.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { boundDateFormats, boundRequestSchema } from './http/schema-bounds.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerRateLimits, type IdentityLimits } from './plugins/rate-limits.ts';
import { clusterHub } from './plugins/hub/cluster.ts';
import { registerHub } from './plugins/hub/hub.ts';
import { registerWeb } from './plugins/web.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { createSender, gatewaysFor, type MessageGateway } from './modules/code/senders.ts';
import { schedulePurge } from './modules/identity/purge.ts';
import { resolveToken } from './modules/identity/sessions.ts';
import { apiModules, connectModules } from './modules/index.ts';
import { refuseDemoInProduction } from './modules/demo/service.ts';
import { menuNodeSchema } from './modules/menu/schemas.ts';
import { ok } from './http/reply.ts';
import { envelope } from './http/envelope.ts';
import { maskedRequest } from './http/log-mask.ts';

export const API_PREFIX = '/recruit/api';

/** One API route and who may call it, as registered (the authorization matrix test walks these). */
export interface ApiRoute {
  method: string;
  url: string;
  config: FastifyContextConfig;
  /** Its JSON schemas (query, body, answers): the web app's contract is generated from them (cli/generate/contract.ts). */
  schema?: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    database: Database;
    apiRoutes: readonly ApiRoute[];
    /** The shared schemas the API's routes refer to by `$ref` (trees), by id. */
    apiSchemas(): Record<string, unknown>;
  }
}

export interface BuildOptions {
  /** An already open database (tests load a template); otherwise one is opened from config. */
  database?: Database;
  /**
   * More ways out for SMS and e-mail (an SMS provider; the test harness's recorder), beside SMTP
   * when SMTP_URL is set.
   */
  gateways?: readonly MessageGateway[];
  /** The clock time rules read (tests move it instead of waiting); the system clock by default. */
  clock?: Clock;
}

/** A hop count trusts that many proxies nearest the server (Fastify's own rule for a number, which its types leave out). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

function createServer(config: Config) {
  return Fastify({
    // The URL's identifying query parameters are masked (a background check's idNo): log-mask.ts.
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'], serializers: { req: maskedRequest } },
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ajv: {
      customOptions: { removeAdditional: 'all', allErrors: true, coerceTypes: 'array', useDefaults: true, allowUnionTypes: true },
      // Runs after the compiler adds ajv-formats: request days and moments get PostgreSQL's range.
      onCreate: boundDateFormats,
    },
  });
}

async function registerApi(app: FastifyInstance, deps: Deps, limits: IdentityLimits) {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  await app.register(
    async (api) => {
      api.addHook('onRoute', (r) => {
        boundRequestSchema(r.schema as Record<string, unknown> | undefined);
        for (const method of [r.method].flat())
          if (method !== 'HEAD') routes.push({ method, url: r.url, config: r.config ?? {}, schema: r.schema });
      });
      app.decorate('apiSchemas', () => api.getSchemas());
      registerAuth(api, deps);
      await api.register(multipart, { limits: { fileSize: deps.config.uploadMaxBytes, files: 10, fields: 20, parts: 30 } });
      api.get(
        '/health',
        {
          config: { auth: 'public' },
          schema: { tags: ['System'], response: { 200: envelope({ type: 'object', properties: { database: { type: 'string' } } }) } },
        },
        async (req) => ok(req, { database: app.database.kind }),
      );
      api.get('/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () => app.swagger());
      connectModules();
      for (const routes of apiModules) routes({ api, deps, limits });
    },
    { prefix: API_PREFIX },
  );
}

/** Build the whole application (API, push hub, web app); the caller decides whether to listen. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createServer(config);
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());
  const { demoSeeded } = await seed(database.db, { demo: config.seedDemo, passwordHashLogN: config.passwordHashLogN });
  if (demoSeeded) app.log.info('demo data seeded');
  await refuseDemoInProduction(config, database.db);

  registerSecurityHeaders(app, API_PREFIX);
  registerContext(app);
  registerErrorHandling(app, API_PREFIX);
  app.addHook('onSend', async (req, reply) => void reply.header('x-request-id', req.id));
  app.addSchema(menuNodeSchema);
  await app.register(swagger, {
    openapi: { info: { title: 'recruit API', version: '1' }, servers: [{ url: '/' }] },
    hideUntagged: false,
  });

  const sender = createSender({ db: database.db, log: app.log, gateways: gatewaysFor(config, app.log, opts.gateways) });
  app.addHook('onClose', async () => sender.close());
  // Before the hub: its negotiate is limited per client address through the same plugin.
  const limits = await registerRateLimits(app, config, database);
  await registerHub(app, {
    negotiateLimit: (req) => limits.hubNegotiate(req),
    resolveToken: async (token) => {
      const check = await resolveToken({ db: database.db, config }, token);
      return check.ok ? { userId: check.caller.userId, sessionId: check.caller.sessionId } : null;
    },
  });
  const hub = await clusterHub(app.hub, database, app.log);
  const deps: Deps = { config, db: database.db, hub, sender, log: app.log, clock: opts.clock ?? systemClock };
  app.decorate('deps', deps);
  schedulePurge(app, deps);

  await registerApi(app, deps, limits);
  await registerWeb(app, config.webDist);
  return app;
}
