/**
 * Server processes on one throwaway PostgreSQL database (a copy of the suite's seeded template), as
 * users run several instances behind a load balancer; for the tests in this folder (PostgreSQL tier only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from 'vitest';
import { TEST_PASSWORD_HASH_LOG_N } from '../../support/hash-cost.ts';
import { freshPostgresUrl } from '../../support/test-app.ts';

/** A new database made from the suite's seeded template, for the instances of one test file. */
export { freshPostgresUrl };

export interface Instance {
  base: string;
  child: ChildProcess;
}
/** `src/server/main.ts` on `port` over `databaseUrl`, healthy; `env` adds to or overrides the defaults. */
export async function startInstance(databaseUrl: string, port: number, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      LOGIN_LOCK_THRESHOLD: '3',
      PASSWORD_HASH_LOG_N: String(TEST_PASSWORD_HASH_LOG_N),
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) {
    if ((await fetch(`${base}/recruit/api/health`).catch(() => null))?.status === 200) return { base, child };
  }
  throw new Error(`the instance on ${port} did not become healthy within 60 s`);
}

export const stopInstance = (i: Instance | undefined) =>
  new Promise<void>((resolve) => {
    if (!i || i.child.exitCode !== null) return resolve();
    i.child.once('exit', () => resolve());
    i.child.kill('SIGTERM');
  });

export async function call<T = unknown>(i: Instance, method: string, path: string, token?: string, payload?: unknown) {
  const res = await fetch(`${i.base}/recruit/api${path}`, {
    method,
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  return (await res.json()) as { state: number; data: T };
}

export async function login(i: Instance, account: string, password: string) {
  const res = await call<{ accessToken: string }>(i, 'POST', '/Login/SysLogin', undefined, { account, password, loginSource: 1 });
  expect(res.state, `${account} logs in`).toBe(200);
  return res.data.accessToken;
}
