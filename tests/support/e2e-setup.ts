import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import pgliteTemplate from './pglite-template.ts';

export const CHROMIUM = '/usr/bin/chromium';
const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/** The browser comes from Debian's package; the web app is built when its sources changed. */
export default async function setup(project: TestProject) {
  // A CJK font too, or screenshots of Chinese pages show boxes.
  if (!existsSync(CHROMIUM) || !existsSync(CJK_FONT)) {
    if (process.getuid?.() !== 0) throw new Error('Chromium or a CJK font is missing: apt-get install -y chromium fonts-wqy-microhei');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null', { stdio: 'inherit' });
  }
  execSync('npx tsx cli/index.ts web build --if-stale', { stdio: 'inherit' });
  await pgliteTemplate(project);
}
