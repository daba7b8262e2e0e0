import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { captchas, outbox } from '../../src/server/db/schema/index.ts';
import { desc } from 'drizzle-orm';
import { api, body } from './test-app.ts';

/** A drag as a person makes it: ease-out towards the target, uneven steps, a little vertical wobble. */
export function humanTrack(targetX: number, startTime = Date.now()) {
  const points: Array<{ x: number; y: number; t: number }> = [];
  let t = 0;
  const steps = 28;
  for (let i = 0; i <= steps; i++) {
    const p = i / steps;
    const eased = 1 - (1 - p) ** 3;
    points.push({ x: Math.round(targetX * eased * 10) / 10, y: Math.round(Math.sin(i / 3) * 2), t });
    t += 18 + ((i * 7) % 13);
  }
  return { startTime, endTime: startTime + t, trackList: points };
}

/** Solve a challenge the way the browser widget does; the answer is read from the database. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = body<{ id: string; sliderWidth: number; sliderHeight: number }>(await app.inject({ method: 'GET', url: api('/Code/GetCaptcha') }));
  const [row] = await app.database.db.select().from(captchas).where(eq(captchas.id, challenge.data.id));
  const track = humanTrack(row!.x);
  const res = await app.inject({
    method: 'POST',
    url: api(`/Code/CheckCaptcha?id=${challenge.data.id}`),
    payload: { bgImageWidth: 340, bgImageHeight: 212, sliderImageWidth: challenge.data.sliderWidth, sliderImageHeight: challenge.data.sliderHeight, ...track },
  });
  const b = body<{ ticket: string }>(res);
  if (b.state !== 200) throw new Error(`captcha not solved: ${b.state} ${b.message}`);
  return b.data.ticket;
}

/** The last code sent to a target, read from the outbox as an SMS gateway would. */
export async function lastCodeSentTo(app: FastifyInstance, target: string): Promise<string> {
  const [row] = await app.database.db.select().from(outbox).where(eq(outbox.target, target)).orderBy(desc(outbox.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${target}`);
  return code;
}
