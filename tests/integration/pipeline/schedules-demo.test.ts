/**
 * The demo calendar (src/server/db/seed/demo-schedules.ts): on first start 面试日程 shows this month's
 * interviews, past days and the invited candidates' coming ones, several on some days, four
 * interviewers, and no interviewer or room twice at one time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';
import type { Page } from './schedules-fixture.ts';

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await testApp({ seedDemo: true });
  admin = await loginAs(app, 'admin', 'Admin@2026');
});
afterAll(async () => {
  await app.close();
});

const month = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);

describe('the demo calendar', () => {
  it('has this month’s interviews, past and coming, several a day, four interviewers, without clashes', async () => {
    const now = new Date();
    const months = [...new Set([month(now), month(new Date(now.getTime() + 3 * 86_400_000))])];
    const all: Page['list'] = [];
    for (const m of months) {
      const res = body<Page>(
        await app.inject({ method: 'GET', url: api(`/InterviewSchedule/GetListByMonth?month=${m}`), headers: auth(admin) }),
      );
      expect(res.state).toBe(200);
      all.push(...res.data.list);
    }
    const past = all.filter((i) => new Date(i.endsAt) < now);
    const coming = all.filter((i) => new Date(i.startsAt) > now);
    expect(past.length).toBeGreaterThanOrEqual(8);
    expect(coming.length).toBeGreaterThanOrEqual(3);
    expect(coming.every((i) => i.invitationState !== null)).toBe(true);
    // HR's own coming hours stay free: inviting as the administrator or the recruiter meets no demo interview.
    expect(coming.flatMap((i) => i.interviewers.map((p) => p.name)).filter((n) => n === '系统管理员' || n === '李娜')).toEqual([]);
    const people = new Set(all.flatMap((i) => i.interviewers.map((p) => p.name)));
    expect(people).toEqual(new Set(['系统管理员', '李娜', '周建国', '陈敏']));
    // No two interviews share an interviewer or a room at overlapping times.
    for (const a of all)
      for (const b of all) {
        if (a.id >= b.id || !(a.startsAt < b.endsAt && b.startsAt < a.endsAt)) continue;
        expect(a.interviewers.some((p) => b.interviewers.some((q) => q.id === p.id))).toBe(false);
        expect(a.room !== null && a.room === b.room).toBe(false);
      }
    const days = new Map<string, number>();
    for (const i of all) {
      const d = new Date(new Date(i.startsAt).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      days.set(d, (days.get(d) ?? 0) + 1);
    }
    expect(Math.max(...days.values())).toBeGreaterThanOrEqual(3);
    expect(days.size).toBeGreaterThanOrEqual(5);
  });
});
