/**
 * Issue 26, area C (limits): the slide check's blind pass rate, hub connections of ended sessions,
 * TRUST_PROXY, the purge of expired rows and the unpacked size of an xlsx upload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { api, auth, body, loginAs, testApp, listenOnLoopback } from '../support/test-app.ts';
import { humanTrack } from '../support/captcha.ts';
import { multipart } from '../support/multipart.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';
import * as schema from '../../src/server/db/schema/index.ts';
import { checkCaptchaAnswer } from '../../src/server/modules/code/captcha-check.ts';

let app: FastifyInstance;
let base: string;
const connections: HubConnection[] = [];
beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 1000 });
  base = await listenOnLoopback(app);
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await app.close();
});

/** A drag at constant speed, its sample times jittered by a few ms, released at `x`: a script that does not see the picture. */
function constantSpeedTrack(x: number, random: () => number) {
  const duration = 300 + Math.floor(random() * 1200);
  const n = Math.round(duration / 16);
  let last = 0;
  const trackList = Array.from({ length: n + 1 }, (_, k) => {
    const t = k === 0 ? 0 : Math.max(last, Math.round((duration * k) / n + random() * 6 - 3));
    last = t;
    return { x: (x * k) / n, y: 0, t };
  });
  return { startTime: 1000, endTime: 1000 + duration, trackList };
}

/** Deterministic, so the measured rate is the same on every run. */
function seeded(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function connect(token: string) {
  const conn = new HubConnectionBuilder().withUrl(`${base}/recruit/hubs/systemMessageHub`).configureLogging(LogLevel.None).build();
  connections.push(conn);
  const state = { messages: [] as unknown[], closed: false };
  conn.on('ConnectMessage', (payload: unknown) => state.messages.push(payload));
  conn.onclose(() => void (state.closed = true));
  await conn.start();
  await conn.invoke('InitUserMsgConnectionInfo', token);
  return state;
}

describe('security: limits (issue 26, C)', () => {
  it('passes under 0.25 % of 4000 blind constant-speed slides, and every drag of the solver', () => {
    const random = seeded(26);
    const size = { bgImageWidth: 340, bgImageHeight: 212, sliderImageWidth: 62, sliderImageHeight: 62 };
    let blind = 0;
    let solved = 0;
    for (let i = 0; i < 4000; i++) {
      const answer = 80 + Math.floor(random() * 190);
      const guess = 80 + Math.floor(random() * 190);
      if (checkCaptchaAnswer({ x: answer }, { ...size, ...constantSpeedTrack(guess, random) }).ok) blind += 1;
      if (i % 20 === 0 && checkCaptchaAnswer({ x: answer }, { ...size, ...humanTrack(answer, 1000) }).ok) solved += 1;
    }
    expect(solved).toBe(200);
    expect(blind / 4000).toBeLessThan(0.0025);
  });

  it('closes the hub connections of a session that ends (logged in elsewhere, logged out)', async () => {
    const first = await loginAs(app, 'seeker', 'Seeker@2026', 1);
    const mobile = await loginAs(app, 'seeker', 'Seeker@2026', 3);
    const a = await connect(first);
    const b = await connect(mobile);
    await loginAs(app, 'seeker', 'Seeker@2026', 1);
    await expect.poll(() => a.closed, { timeout: 5000 }).toBe(true);
    expect(a.messages).toEqual([{ state: 4003, message: '账号在其他地方登录，请重新登录' }]);
    expect(b.closed).toBe(false);
    await app.inject({ method: 'POST', url: api('/Login/LogOut'), headers: auth(mobile) });
    await expect.poll(() => b.closed, { timeout: 5000 }).toBe(true);
    expect(app.hub.connectionCount()).toBe(0);
  });

  it('takes TRUST_PROXY as a hop count or an address list, and refuses true', async () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1.*10\.0\.0\.0\/8/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({}).trustProxy).toBe(false);
    const proxied = await testApp({ trustProxy: 1 });
    try {
      const res = await proxied.inject({
        method: 'POST',
        url: api('/Login/SysLogin'),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' },
        payload: { account: 'seeker', password: 'Seeker@2026' },
      });
      expect(body(res).state).toBe(200);
      const rows = await proxied.database.db.select().from(schema.sessions).orderBy(schema.sessions.id);
      expect(rows.at(-1)!.ip).toBe('198.51.100.7');
    } finally {
      await proxied.close();
    }
  });

  it('purges expired captchas, tickets, codes, exchange codes and ended sessions, one statement per table', async () => {
    const { purgeExpired } = await import('../../src/server/modules/identity/purge.ts');
    const db = app.database.db;
    const long = new Date(Date.now() - 8 * 24 * 3600_000);
    const soon = new Date(Date.now() + 3600_000);
    await db.insert(schema.captchas).values([
      { id: 'old-captcha', x: 100, y: 50, expiresAt: long },
      { id: 'live-captcha', x: 100, y: 50, expiresAt: soon },
    ]);
    await db.insert(schema.captchaTickets).values([
      { ticketHash: 'old-ticket', expiresAt: long, purpose: 'login' },
      { ticketHash: 'live-ticket', expiresAt: soon, purpose: 'login' },
    ]);
    await db.insert(schema.verificationCodes).values([
      { channel: 'sms', target: '13000000001', purpose: 'register', codeHash: 'old', expiresAt: long, createdAt: long },
      { channel: 'sms', target: '13000000002', purpose: 'register', codeHash: 'live', expiresAt: soon },
    ]);
    const [seeker] = await db.select().from(schema.users).where(eq(schema.users.account, 'seeker'));
    const session = (tokenHash: string, extra: object) => ({
      tokenHash,
      userId: seeker!.id,
      identity: 'seeker',
      loginSource: 1,
      expiresAt: soon,
      maxExpiresAt: soon,
      ...extra,
    });
    await db
      .insert(schema.sessions)
      .values([
        session('a'.repeat(64), { revokedAt: long, revokedState: 4002 }),
        session('b'.repeat(64), { expiresAt: long }),
        session('c'.repeat(64), {}),
      ]);
    await db.insert(schema.exchangeCodes).values([
      { codeHash: 'old-x', userId: seeker!.id, expiresAt: long },
      { codeHash: 'live-x', userId: seeker!.id, expiresAt: soon },
    ]);
    await purgeExpired(db);
    expect((await db.select().from(schema.captchas)).map((r) => r.id)).not.toContain('old-captcha');
    expect((await db.select().from(schema.captchas)).map((r) => r.id)).toContain('live-captcha');
    expect((await db.select().from(schema.captchaTickets)).map((r) => r.ticketHash)).toEqual(['live-ticket']);
    expect((await db.select().from(schema.verificationCodes)).map((r) => r.codeHash)).not.toContain('old');
    expect((await db.select().from(schema.verificationCodes)).map((r) => r.codeHash)).toContain('live');
    const hashes = (await db.select().from(schema.sessions)).map((r) => r.tokenHash);
    expect(hashes).toContain('c'.repeat(64));
    expect(hashes).not.toContain('a'.repeat(64));
    expect(hashes).not.toContain('b'.repeat(64));
    expect((await db.select().from(schema.exchangeCodes)).map((r) => r.codeHash)).toEqual(['live-x']);
    expect(loadConfig({}).purgeIntervalMinutes).toBe(60);
  });

  it('refuses an xlsx upload whose unpacked size passes the bound, before reading it', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('部门');
    sheet.addRow(['部门编号', '部门名称', '上级部门编号', '排序', '备注']);
    sheet.addRow(['Z9', '炸弹部', 'D00', 1, null]);
    // 64 MB of zeros packs to about 70 KB.
    sheet.addImage(book.addImage({ buffer: Buffer.alloc(64 * 1024 * 1024) as unknown as ExcelJS.Buffer, extension: 'png' }), 'G2:H3');
    const data = Buffer.from(await book.xlsx.writeBuffer());
    expect(data.length).toBeLessThan(1024 * 1024);
    const admin = await loginAs(app, 'admin', 'Admin@2026');
    const m = multipart([{ field: 'file', filename: 'bomb.xlsx', data }]);
    const res = body(
      await app.inject({
        method: 'POST',
        url: api('/SysTenement/ImportDept'),
        headers: { ...auth(admin), ...m.headers },
        payload: m.payload,
      }),
    );
    expect(res).toMatchObject({ state: 1180, message: '文件解压后超过50MB，请拆分后再导入' });
    expect(await app.database.db.select().from(schema.depts).where(eq(schema.depts.deptNo, 'Z9'))).toEqual([]);
  });
});
