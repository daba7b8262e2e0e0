import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { captchas } from '../../src/server/db/schema/index.ts';
import type { CaptchaPurpose } from '../../src/common/captcha.ts';
import { api, body } from './test-app.ts';
import { sentTo } from './messages.ts';

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

/** Solve a challenge the way the browser widget does, for one purpose; the answer is read from the database. */
export async function solveCaptcha(app: FastifyInstance, purpose: CaptchaPurpose): Promise<string> {
  const challenge = body<{ id: string; sliderWidth: number; sliderHeight: number }>(
    await app.inject({ method: 'GET', url: api('/Code/GetCaptcha') }),
  );
  const [row] = await app.database.db.select().from(captchas).where(eq(captchas.id, challenge.data.id));
  const track = humanTrack(row!.x);
  const res = await app.inject({
    method: 'POST',
    url: api(`/Code/CheckCaptcha?id=${challenge.data.id}&purpose=${purpose}`),
    payload: {
      bgImageWidth: 340,
      bgImageHeight: 212,
      sliderImageWidth: challenge.data.sliderWidth,
      sliderImageHeight: challenge.data.sliderHeight,
      ...track,
    },
  });
  const b = body<{ ticket: string }>(res);
  if (b.state !== 200) throw new Error(`captcha not solved: ${b.state} ${b.message}`);
  return b.data.ticket;
}

/** The last code delivered to a target, as the phone or mailbox got it (the outbox keeps it masked). */
export async function lastCodeSentTo(app: FastifyInstance, target: string): Promise<string> {
  const last = sentTo(app, target).at(-1);
  const code = /\b(\d{6})\b/.exec(last?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${target}`);
  return code;
}
