/** The server a benchmark measures: a child process on its own port and data folder, without the web app. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface BenchServer {
  readonly base: string;
  stop(): Promise<void>;
  login(account: string, password: string): Promise<string>;
}

async function untilHealthy(base: string): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(`${base}/recruit/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Start `src/server/main.ts` on `port` over `dataDir` (rate limits out of the way; `env` adds or overrides) and wait until it is healthy. */
export async function startBenchServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await untilHealthy(base);
  return {
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    async login(account, password) {
      const res = await fetch(`${base}/recruit/api/Login/SysLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account, password, loginSource: 1 }),
      });
      const b = (await res.json()) as { state: number; data: { accessToken: string } };
      if (b.state !== 200) throw new Error(`login ${account}: ${JSON.stringify(b)}`);
      return b.data.accessToken;
    },
  };
}
