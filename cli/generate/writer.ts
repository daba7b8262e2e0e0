import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

export const MANIFEST = 'generated/.manifest.json';
const sha = (text: string) => createHash('sha256').update(text).digest('hex');

export interface Plan {
  write: string[];
  remove: string[];
  unchanged: number;
  /** Generated files changed by hand since the CLI wrote them: never overwritten. */
  handEdited: string[];
}

function readManifest(): Record<string, string> {
  return existsSync(MANIFEST) ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>) : {};
}

/**
 * Compare the rendered files with the disk and the manifest of what the CLI wrote last. `later`: files
 * rendered in a second step (the contract, read from the app the first step makes up): not removed now.
 */
export function plan(files: Map<string, string>, later: readonly string[] = []): Plan {
  const manifest = readManifest();
  const result: Plan = { write: [], remove: [], unchanged: 0, handEdited: [] };
  for (const [file, content] of files) {
    const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (current === content) {
      result.unchanged++;
      continue;
    }
    if (current !== null && manifest[file] !== undefined && sha(current) !== manifest[file]) result.handEdited.push(file);
    else result.write.push(file);
  }
  for (const file of Object.keys(manifest).sort()) {
    if (files.has(file) || later.includes(file) || !existsSync(file)) continue;
    if (sha(readFileSync(file, 'utf8')) !== manifest[file]) result.handEdited.push(file);
    else result.remove.push(file);
  }
  return result;
}

export function apply(files: Map<string, string>, p: Plan) {
  for (const file of p.write) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, files.get(file)!);
  }
  for (const file of p.remove) unlinkSync(file);
  const manifest: Record<string, string> = {};
  for (const [file, content] of [...files].sort(([a], [b]) => a.localeCompare(b))) manifest[file] = sha(content);
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

/** A unified diff of what a run would change (diff -u on temporary copies). */
export function diff(files: Map<string, string>, p: Plan): string {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'recruit-diff-'));
  try {
    return [...p.write, ...p.remove]
      .map((file) => {
        const before = path.join(tmp, 'a');
        const after = path.join(tmp, 'b');
        writeFileSync(before, existsSync(file) ? readFileSync(file, 'utf8') : '');
        writeFileSync(after, files.get(file) ?? '');
        const out = spawnSync('diff', ['-u', '--label', `a/${file}`, '--label', `b/${file}`, before, after], { encoding: 'utf8' });
        return out.stdout;
      })
      .join('');
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
