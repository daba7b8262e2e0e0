/** Calls of the parsing tests: a batch upload (multipart, field `files`) and the JSON calls. */
import type { FastifyInstance } from 'fastify';
import { api, auth, body, type Envelope } from '../../support/test-app.ts';
import { multipart } from '../../support/multipart.ts';

export interface ParseItem {
  id: number;
  fileName: string;
  status: number;
  refusal: string | null;
  result: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  degree: number | null;
  school: string | null;
  employer: string | null;
  workYears: number | null;
  duplicates: Array<{ id: number; name: string; matchedBy: string[] }>;
  talentEntryId: number | null;
  hasFile: boolean;
}

export interface BatchAnswer {
  batchNo: string;
  total: number;
  landed: number;
  duplicates: number;
  refused: number;
  list: ParseItem[];
}

export async function upload(
  app: FastifyInstance,
  token: string,
  files: Array<{ name: string; data: Buffer }>,
  opts: { source?: string; lang?: string; sourceAs?: 'query' | 'field' | 'none' } = {},
): Promise<Envelope<BatchAnswer>> {
  const as = opts.sourceAs ?? 'query';
  const source = opts.source ?? 'WEB';
  const form = multipart([
    ...(as === 'field' ? [{ field: 'resumeSource', data: source }] : []),
    ...files.map((f) => ({ field: 'files', filename: f.name, data: f.data, type: 'application/octet-stream' })),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: api(`/ResumeParsing/BatchParsing${as === 'query' ? `?resumeSource=${encodeURIComponent(source)}` : ''}`),
    headers: { ...auth(token), ...form.headers, ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
    payload: form.payload,
  });
  return body<BatchAnswer>(res);
}

export async function call<T = ParseItem>(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
): Promise<Envelope<T>> {
  return body<T>(await app.inject({ method, url: api(`/ResumeParsing/${path}`), headers: auth(token), ...(payload ? { payload } : {}) }));
}
