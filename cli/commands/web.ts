import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { Command } from 'commander';

const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'locales', 'generated'];
const OUT = 'dist/web';
const STAMP = path.join(OUT, '.source-hash');

function* files(p: string): Generator<string> {
  if (!existsSync(p)) return;
  if (statSync(p).isFile()) {
    yield p;
    return;
  }
  for (const name of readdirSync(p).sort()) {
    if (p === 'src' && name === 'server') continue; // the server is not part of the bundle
    yield* files(path.join(p, name));
  }
}

/** A hash of everything the bundle is built from: content, not mtimes (a fresh clone has new mtimes). */
export function sourceHash(): string {
  const h = createHash('sha256');
  for (const f of INPUTS.flatMap((i) => [...files(i)])) h.update(f).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex');
}

export function webCommand() {
  return new Command('web').description('the web app bundle').addCommand(
    new Command('build')
      .description('build the web app into dist/web with Vite')
      .option('--if-stale', 'skip the build when dist/web was built from the same sources')
      .action((opts: { ifStale?: boolean }) => {
        const started = Date.now();
        const hash = sourceHash();
        if (opts.ifStale && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) {
          console.log(`web app is up to date (${Date.now() - started} ms)`);
          return;
        }
        // A test runner's NODE_ENV=test would give React's development build: the bundle is always production.
        const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        });
        if (res.status !== 0) process.exit(res.status ?? 1);
        writeFileSync(STAMP, hash);
        console.log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }),
  );
}
