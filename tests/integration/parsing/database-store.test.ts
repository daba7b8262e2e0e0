/**
 * With FILE_STORE=database (the default beside PostgreSQL) a parsed resume's original is a files row
 * with its blob (the blob's owner row): the upload lands and the original streams back byte for byte.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { fileBlobs, files, resumeParses } from '../../../src/server/db/schema/index.ts';
import { api, auth, loginAs, testApp } from '../../support/test-app.ts';
import { samplePerson } from '../../fixtures/resumes/people.ts';
import { resumeFile } from '../../fixtures/resumes/files.ts';
import { upload } from './fixture.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await testApp({ fileStore: 'database' });
  admin = await loginAs(app, 'admin', 'Admin@2026');
});
afterAll(async () => app.close());

describe('parsing with the database file store', () => {
  it('keeps the original under a files row and its blob, and streams it back', async () => {
    const bytes = await resumeFile(samplePerson(131, 'zh'), 'pdf', 0);
    const res = await upload(app, admin, [{ name: '数据库存储.pdf', data: bytes }]);
    expect(res.state).toBe(200);
    expect(res.data).toMatchObject({ total: 1, landed: 1 });
    const id = res.data.list[0]!.id;
    const [parse] = await app.database.db.select().from(resumeParses).where(eq(resumeParses.id, id));
    const [row] = await app.database.db.select().from(files).where(eq(files.storageKey, parse!.storageKey!));
    expect(row).toMatchObject({ name: '数据库存储.pdf', mime: 'application/pdf', size: bytes.length, fromType: 'parse' });
    expect(await app.database.db.select().from(fileBlobs).where(eq(fileBlobs.storageKey, parse!.storageKey!))).toHaveLength(1);
    const back = await app.inject({ method: 'GET', url: api(`/ResumeParsing/Parsing?id=${id}`), headers: auth(admin) });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(bytes)).toBe(true);
  });
});
