/**
 * Authorization-matrix entries of ResumeParsing/*: each record-naming call is made on a resume the
 * demo company's administrator just uploaded (a duplicate for the decisions); another company's
 * administrator naming it gets 1102 and the record reads the same afterwards.
 */
import { samplePerson } from '../../fixtures/resumes/people.ts';
import { resumeFile } from '../../fixtures/resumes/files.ts';
import type { Entries, Entry, MatrixCtx, Req } from '../platform/matrix/types.ts';

interface Uploaded {
  list: Array<{ id: number; status: number; talentEntryId: number | null; duplicates: Array<{ id: number }> }>;
}

let seed = 900;
const batch = async (data: Buffer): Promise<Req> => ({
  method: 'POST',
  url: '/ResumeParsing/BatchParsing?resumeSource=WEB',
  file: { data, filename: 'resume.docx', type: 'application/octet-stream' },
});

/** A resume of a new person, uploaded by the administrator: its parse record. */
async function landed(c: MatrixCtx) {
  seed += 1;
  const up = await c.ok<Uploaded>(await batch(await resumeFile(samplePerson(seed, 'zh'), 'docx', 0)));
  return up.list[0]!;
}

/** The same person uploaded twice: the second record waits as a duplicate of the first's entry. */
async function duplicate(c: MatrixCtx) {
  seed += 1;
  const person = samplePerson(seed, 'en');
  await c.ok(await batch(await resumeFile(person, 'docx', 0)));
  const up = await c.ok<Uploaded>(await batch(await resumeFile(person, 'docx', 1)));
  return up.list[0]!;
}

const listOf = (c: MatrixCtx) => () => c.ok({ method: 'GET', url: '/ResumeParsing/GetList?perPage=100' });

const onRecord = (make: (c: MatrixCtx) => Promise<{ id: number }>, req: (r: { id: number }) => Req): Entry => ({
  ok: async (c) => req(await make(c)),
  cross: {
    record: async (c) => {
      const r = await make(c);
      return { req: req(r), read: listOf(c) };
    },
  },
});

const mergeReq = (r: { id: number; duplicates?: Array<{ id: number }> }): Req => ({
  method: 'POST',
  url: '/ResumeParsing/Merge',
  payload: { id: r.id, talentEntryId: r.duplicates?.[0]?.id ?? 1 },
});

export const parsingEntries: Entries = {
  'POST /ResumeParsing/BatchParsing': {
    ok: async () => batch(await resumeFile(samplePerson(seed++, 'en'), 'docx', 1)),
    cross: { own: 'uploads land in the caller’s own company; the request names no record' },
  },
  'GET /ResumeParsing/GetList': {
    ok: async (c) => {
      await landed(c);
      return { method: 'GET', url: '/ResumeParsing/GetList' };
    },
    cross: { list: true },
  },
  'GET /ResumeParsing/Parsing': onRecord(landed, (r) => ({ method: 'GET', url: `/ResumeParsing/Parsing?id=${r.id}` })),
  'GET /ResumeParsing/GetResumePhoneEmail': onRecord(landed, (r) => ({
    method: 'GET',
    url: `/ResumeParsing/GetResumePhoneEmail?id=${r.id}`,
  })),
  'POST /ResumeParsing/Merge': onRecord(duplicate, mergeReq),
  'POST /ResumeParsing/KeepSeparate': onRecord(duplicate, (r) => ({
    method: 'POST',
    url: '/ResumeParsing/KeepSeparate',
    payload: { id: r.id },
  })),
};
