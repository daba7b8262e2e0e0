/**
 * The seeker's download of all their data (Privacy/ExportMyData): one zip with `data.json` (every
 * holder's export, holders.ts) and `files/` (the papers they uploaded, as stored). Stored uncompressed
 * where the bytes are already packed (pictures, PDF, Office files); JSON deflated.
 */
import { type Zippable, zipSync } from 'fflate';
import type { Readable } from 'node:stream';
import type { Deps } from '../../deps.ts';
import { TERMS_VERSION } from '../../../common/terms.ts';
import { fileStore } from '../files/store/store.ts';
import { type ExportFile, HOLDERS } from './holders.ts';

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A file's name inside the zip: its id first (two papers may share a name), nothing that leaves the folder. */
const entryName = (f: ExportFile) =>
  `files/${f.id}-${[...f.name]
    .map((c) => (c < ' ' || '/\\:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .slice(0, 120)}`;

export async function exportUserData(deps: Pick<Deps, 'db' | 'config' | 'clock'>, userId: number): Promise<Buffer> {
  const data: Record<string, unknown> = { exportedAt: deps.clock.now().toISOString(), termsVersion: TERMS_VERSION };
  const files: ExportFile[] = [];
  for (const holder of HOLDERS) {
    if (!holder.export) continue;
    const part = await holder.export(deps.db, userId);
    data[holder.name] = part.data;
    files.push(...(part.files ?? []));
  }
  const store = fileStore(deps.config, deps.db);
  const zip: Zippable = { 'data.json': [Buffer.from(JSON.stringify(data, null, 2)), { level: 6 }] };
  const missing: number[] = [];
  for (const f of files) {
    const stored = await store.get(f.storageKey);
    if (stored) zip[entryName(f)] = [await bytesOf(stored.stream), { level: 0 }];
    else missing.push(f.id);
  }
  // A file whose bytes are on no disk of this instance is named rather than silently left out.
  if (missing.length) zip['files/missing.json'] = [Buffer.from(JSON.stringify({ missingFileIds: missing })), { level: 6 }];
  return Buffer.from(zipSync(zip, { mtime: deps.clock.now() }));
}
