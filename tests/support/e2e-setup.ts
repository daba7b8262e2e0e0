import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pgliteTemplate from './pglite-template.ts';

export const CHROMIUM = '/usr/bin/chromium';
const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';

/**
 * The browser comes from Debian's package; the web app is built when its sources changed, then
 * copied for this run: a build started elsewhere on the same checkout (another test run, npm start)
 * empties dist/web, and a page that then lazy-loads a chunk (the cropper, the account settings)
 * would go blank mid-test.
 */
export default async function setup(project: TestProject) {
  // A CJK font too, or screenshots of Chinese pages show boxes.
  if (!existsSync(CHROMIUM) || !existsSync(CJK_FONT)) {
    if (process.getuid?.() !== 0) throw new Error('Chromium or a CJK font is missing: apt-get install -y chromium fonts-wqy-microhei');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-wqy-microhei >/dev/null', {
      stdio: 'inherit',
    });
  }
  execSync('npx tsx cli/index.ts web build --if-stale', { stdio: 'inherit' });
  const web = mkdtempSync(path.join(os.tmpdir(), 'recruit-e2e-web-'));
  cpSync('dist/web', web, { recursive: true });
  project.provide('webDist', web);
  const dropTemplate = await pgliteTemplate(project);
  return async () => {
    rmSync(web, { recursive: true, force: true });
    await dropTemplate();
  };
}
