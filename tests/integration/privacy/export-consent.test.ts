/**
 * The seeker's download (one zip: data.json of every holder, and their files as stored) holds their
 * own data only; consent is recorded per terms version, and a new version asks again.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '../../../src/common/terms.ts';
import { termsAcceptances } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, testApp } from '../../support/test-app.ts';
import { demoCompanyId } from '../../support/resume-fixtures.ts';
import { seekerWithData, type SeekerData } from './fixture.ts';

let app: FastifyInstance;
let a: SeekerData;
let b: SeekerData;

beforeAll(async () => {
  app = await testApp();
  const company = await demoCompanyId(app.database.db);
  a = await seekerWithData(app, company);
  b = await seekerWithData(app, company);
});
afterAll(async () => app.close());

const download = (token: string | null) =>
  app.inject({ method: 'GET', url: api('/Privacy/ExportMyData'), headers: token ? auth(token) : {} });

describe('Privacy/ExportMyData', () => {
  it('answers a zip of the caller’s data and files, never cached', async () => {
    const res = await download(a.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const data = JSON.parse(Buffer.from(zip['data.json']!).toString('utf8'));
    expect(data.account).toMatchObject({ account: a.account, name: expect.stringContaining('隐私测试') });
    expect(data.resume.resume.basic.name).toBe(data.account.name);
    expect(data.applications.applications).toHaveLength(1);
    expect(data.applications.applications[0]).toMatchObject({ id: a.recordId, stage: 1 });
    expect(data.applications.stageHistory).toHaveLength(1);
    expect(data.attachments).toHaveLength(1);
    expect(data.logins.length).toBeGreaterThan(0);
    expect(data.termsVersion).toBe(TERMS_VERSION);
    const paper = Object.keys(zip).find((k) => k.startsWith(`files/${a.fileId}-`));
    expect(paper).toBeDefined();
    expect(Buffer.from(zip[paper!]!).equals(a.pdf)).toBe(true);
  });

  it('holds nothing of another seeker', async () => {
    const zip = unzipSync(new Uint8Array((await download(a.token)).rawPayload));
    const text = Buffer.from(zip['data.json']!).toString('utf8');
    expect(text).not.toContain(b.account);
    expect(Object.keys(zip).some((k) => k.startsWith(`files/${b.fileId}-`))).toBe(false);
  });

  it('is refused without a session (401)', async () => {
    expect((await download(null)).statusCode).toBe(401);
  });
});

describe('consent by terms version', () => {
  const consent = (token: string) => app.inject({ method: 'GET', url: api('/Privacy/GetConsent'), headers: auth(token) });
  const accept = (token: string, agreementVersion: unknown) =>
    app.inject({ method: 'POST', url: api('/Privacy/AcceptTerms'), headers: auth(token), payload: { agreementVersion } });

  it('asks a seeker who never accepted the current version, and records the acceptance', async () => {
    // freshSeeker logs in without ticking the agreement (like a login link): no acceptance stored.
    const before = body<{ needsConsent: boolean; currentVersion: string }>(await consent(a.token));
    expect(before.data).toMatchObject({ needsConsent: true, currentVersion: TERMS_VERSION });
    const after = body<{ needsConsent: boolean; accepted: Array<{ version: string }> }>(await accept(a.token, TERMS_VERSION));
    expect(after.state).toBe(200);
    expect(after.data.needsConsent).toBe(false);
    expect(after.data.accepted.map((v) => v.version)).toEqual([TERMS_VERSION]);
    const rows = await app.database.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, a.userId));
    expect(rows).toHaveLength(1);
  });

  it('asks again once the terms change: an acceptance of an older version does not count', async () => {
    await app.database.db.update(termsAcceptances).set({ version: '2025-01' }).where(eq(termsAcceptances.userId, a.userId));
    expect(body<{ needsConsent: boolean }>(await consent(a.token)).data.needsConsent).toBe(true);
  });

  it('refuses another version than the current one (1492) and a malformed one (1000)', async () => {
    expect(body(await accept(b.token, '2025-01')).state).toBe(1492);
    expect(body(await accept(b.token, 'x'.repeat(21))).state).toBe(1000);
    expect(body(await accept(b.token, 'not a version')).state).toBe(1000);
    expect(body<{ needsConsent: boolean }>(await consent(b.token)).data.needsConsent).toBe(true);
  });

  it('a login that ticks the agreement records the current version', async () => {
    const res = await app.inject({
      method: 'POST',
      url: api('/Login/SysLogin'),
      payload: { account: b.account, password: 'Seek@2026x', loginSource: 3, agreementVersion: TERMS_VERSION },
    });
    const token = body<{ accessToken: string }>(res).data.accessToken;
    expect(body<{ needsConsent: boolean }>(await consent(token)).data.needsConsent).toBe(false);
  });
});
