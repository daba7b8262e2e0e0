/**
 * The portal home page's first-load JavaScript: the entry chunk and everything it imports
 * statically, plus the /hr/home route's chunks (HomePage; PortalLayout when it is a chunk of its
 * own) and their static imports. Lazily loaded chunks are left out. Read from a production build's
 * manifest (`vite build --manifest`, into a temporary folder so dist/web stays as it is).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const HOME_ROUTE = ['src/portal/pages/Home/HomePage.tsx', 'src/portal/layout/PortalLayout.tsx'];
/** What react-admin's code carries once minified: its package names in comments or ids, its class-name prefix, its message keys. */
const REACT_ADMIN = /react-admin|ra-core|ra-ui-materialui|RaLayout|RaDatagrid|"ra\.action\./;

function build(): { dir: string; temporary: boolean } {
  if (process.env.BENCH_WEB_DIST) return { dir: process.env.BENCH_WEB_DIST, temporary: false };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-bench-web-'));
  const t0 = Date.now();
  // A test runner's NODE_ENV would give React's development build: the bundle is always production.
  const res = spawnSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (res.status !== 0) throw new Error('vite build failed');
  console.info(`web app built for measuring in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { dir, temporary: true };
}

/** The keys and their static imports, transitively. */
function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const k of manifest[key].imports ?? []) walk(k);
  };
  roots.forEach(walk);
  return seen;
}

export async function portalFirstLoad() {
  const { dir, temporary } = build();
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
    const keys = closure(manifest, [...entries, ...HOME_ROUTE.filter((k) => manifest[k])]);
    const rows = [...keys]
      .map((k) => {
        const code = readFileSync(path.join(dir, manifest[k]!.file));
        return {
          file: manifest[k]!.file,
          raw: code.length,
          gzip: gzipSync(code).length,
          reactAdmin: REACT_ADMIN.test(code.toString('utf8')),
        };
      })
      .filter((r) => r.file.endsWith('.js'));
    const admin = closure(manifest, ['src/admin/AdminApp.tsx']);
    // The marker must be found where react-admin is, or its absence proves nothing.
    const markerWorks = [...admin].some((k) => REACT_ADMIN.test(readFileSync(path.join(dir, manifest[k]!.file), 'utf8')));
    const kb = (n: number) => (n / 1024).toFixed(1);
    console.info(`\nportal home (/recruit/hr/home) first-load JavaScript: entry + static imports + HomePage and PortalLayout chunks`);
    console.info('| chunk | raw KB | gzip KB | react-admin |');
    console.info('|---|---|---|---|');
    for (const r of rows.sort((a, b) => b.raw - a.raw))
      console.info(`| ${r.file} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.reactAdmin ? 'YES' : 'no'} |`);
    const total = rows.reduce((acc, r) => ({ raw: acc.raw + r.raw, gzip: acc.gzip + r.gzip }), { raw: 0, gzip: 0 });
    console.info(
      `| total (${rows.length} chunks) | ${kb(total.raw)} | ${kb(total.gzip)} | ${rows.some((r) => r.reactAdmin) ? 'YES' : 'none'} |`,
    );
    console.info(
      `react-admin markers: ${rows.some((r) => r.reactAdmin) ? 'FOUND in the home page set' : 'none in the home page set'}; found in the back office's chunks: ${markerWorks ? 'yes' : 'no (the check proves nothing)'}`,
    );
  } finally {
    if (temporary) rmSync(dir, { recursive: true, force: true });
  }
}
