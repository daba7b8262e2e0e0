import { chromium, type Browser, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import type { OutgoingMessage } from '../../src/server/modules/code/senders.ts';
import { TEST_PASSWORD_HASH_LOG_N } from './hash-cost.ts';
import { recordingGateways, rememberSent } from './messages.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/** The whole app (API, hub, built web app) listening on a free loopback port. */
export async function startServer(overrides: Partial<Config> = {}): Promise<{ app: FastifyInstance; base: string }> {
  const tar = await readFile(inject('pgliteTemplate'));
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([new Uint8Array(tar)]) });
  const env = {
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST: inject('webDist'),
    PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N),
  };
  const config = loadConfig(env, { seedDemo: false, ...overrides });
  const sent: OutgoingMessage[] = [];
  const app = await buildApp(config, { database, gateways: recordingGateways(sent) });
  rememberSent(app, sent);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, base: `http://127.0.0.1:${port}` };
}

/** Screenshots go to tests/.artifacts for a person to look at. */
export async function shot(page: Page, name: string) {
  await page.screenshot({ path: `tests/.artifacts/screens/${name}.png`, fullPage: true });
}
