import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import pgliteTemplate from './pglite-template.ts';

export const CHROMIUM = '/usr/bin/chromium';

/** The browser comes from Debian's package; the web app is built when its sources changed. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    if (process.getuid?.() !== 0) throw new Error('Chromium is missing: apt-get install -y chromium');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null', { stdio: 'inherit' });
  }
  execSync('npx tsx cli/index.ts web build --if-stale', { stdio: 'inherit' });
  await pgliteTemplate(project);
}
