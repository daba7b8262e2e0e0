import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import type { Clock } from '../../src/server/deps.ts';
import type { OutgoingMessage } from '../../src/server/modules/code/senders.ts';
import { TEST_PASSWORD_HASH_LOG_N } from './hash-cost.ts';
import { recordingGateways, rememberSent } from './messages.ts';

/** A new database on the suite's PostgreSQL cluster, copied from its seeded template; its URL. */
export async function freshPostgresUrl(): Promise<string> {
  const base = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE recruit_template`);
  await admin.end();
  return `${base}/${name}`;
}

/** A fresh database for one test file: the PGlite template, or a copy of the PostgreSQL template. */
async function freshDatabase(): Promise<Database> {
  if (process.env.TEST_DATABASE === 'postgres') return openDatabase({ databaseUrl: await freshPostgresUrl(), dataDir: 'memory://' });
  const tar = await readFile(inject('pgliteTemplate'));
  return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([new Uint8Array(tar)]) });
}

/** A clock a test moves by hand (`testApp(…, { clock })`): time rules are tested without waiting. */
export class TestClock implements Clock {
  private offset = 0;
  now(): Date {
    return new Date(Date.now() + this.offset);
  }
  advanceHours(hours: number): void {
    this.offset += hours * 3_600_000;
  }
}

/** The app on a fresh database; messages it sends are kept for `sentTo` / `lastCodeSentTo`. */
export async function testApp(overrides: Partial<Config> = {}, opts: { clock?: Clock } = {}): Promise<FastifyInstance> {
  const env = {
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    WEB_DIST: 'tests/.artifacts/no-web',
    PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N),
  };
  const config = loadConfig(env, { seedDemo: false, ...overrides });
  const sent: OutgoingMessage[] = [];
  const app = await buildApp(config, { database: await freshDatabase(), gateways: recordingGateways(sent), ...opts });
  rememberSent(app, sent);
  return app;
}

export interface Envelope<T = unknown> {
  state: number;
  message: string;
  data: T;
  errors?: Record<string, string>;
}

export function body<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json() as Envelope<T>;
}

export const api = (path: string) => `/recruit/api${path}`;

export async function loginAs(app: FastifyInstance, account: string, password: string, loginSource = 1): Promise<string> {
  const res = await app.inject({ method: 'POST', url: api('/Login/SysLogin'), payload: { account, password, loginSource } });
  const b = body<{ accessToken: string }>(res);
  if (b.state !== 200) throw new Error(`login ${account} failed: ${b.state} ${b.message}`);
  return b.data.accessToken;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Listen on a free loopback port, for clients that need a real socket (SignalR, browsers); answers the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}
