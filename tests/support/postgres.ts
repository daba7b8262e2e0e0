import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;

function pgBin(): string {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return null;
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    const v = versions.find((x) => existsSync(path.join(base, x, 'bin', 'initdb')));
    return v ? path.join(base, v, 'bin') : null;
  };
  const found = find();
  if (found) return found;
  if (!isRoot) throw new Error('PostgreSQL is not installed and the tests are not root: apt-get install -y postgresql');
  // The machine starts without PostgreSQL; Debian's package is the only source we may use.
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null', { stdio: 'inherit' });
  const again = find();
  if (!again) throw new Error('PostgreSQL install did not provide initdb');
  return again;
}

/** PostgreSQL refuses to run as root: run its tools as the postgres user when we are root. */
function asPostgres(bin: string, args: string[]) {
  const cmd = isRoot ? ['runuser', '-u', 'postgres', '--', bin, ...args] : [bin, ...args];
  execFileSync(cmd[0]!, cmd.slice(1), { stdio: 'pipe' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A throwaway PostgreSQL cluster on a free loopback port; `stop` removes it. */
export async function startPostgres(): Promise<{ base: string; stop: () => void }> {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-pg-'));
  if (isRoot) {
    const uid = Number(execSync('id -u postgres').toString());
    const gid = Number(execSync('id -g postgres').toString());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  asPostgres(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  return {
    base: `postgres://postgres@127.0.0.1:${port}`,
    stop: () => {
      asPostgres(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
