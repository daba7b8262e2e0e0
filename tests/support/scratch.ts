import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const COPY = ['package.json', 'tsconfig.json', 'drizzle.config.ts', 'cli', 'src', 'resources', 'generated', 'locales'];

/** A scratch copy of the project (node_modules linked) where the CLI may write freely. */
export function scratchProject(): {
  dir: string;
  run: (...args: string[]) => { status: number; stdout: string; stderr: string };
  remove: () => void;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-scratch-'));
  for (const item of COPY) cpSync(item, path.join(dir, item), { recursive: true });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    run: (...args) => {
      const res = spawnSync(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...args], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      return { status: res.status ?? -1, stdout: res.stdout, stderr: res.stderr };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
