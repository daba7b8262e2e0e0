import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CaptchaChallenge, CaptchaPayload, CaptchaPurpose } from '../../../common/captcha.ts';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../../../common/captcha.ts';
import { newToken, sha256 } from './tokens.ts';
import { generateCaptcha } from './captcha-image.ts';
import { checkCaptchaAnswer } from './captcha-check.ts';
import * as repo from './repository.ts';

const png = (buf: Buffer) => `data:image/png;base64,${buf.toString('base64')}`;

/** A new puzzle: the images go to the client, the answer stays in the database. */
export async function createChallenge(deps: Deps): Promise<CaptchaChallenge & { expiresSeconds: number }> {
  const c = generateCaptcha();
  const id = randomUUID();
  await repo.insertCaptcha(deps.db, { id, x: c.x, y: c.y, expiresAt: new Date(Date.now() + deps.config.captchaTtlSeconds * 1000) });
  return {
    id,
    backgroundImage: png(c.background),
    sliderImage: png(c.piece),
    width: CAPTCHA_WIDTH,
    height: CAPTCHA_HEIGHT,
    sliderWidth: c.pieceWidth,
    sliderHeight: c.pieceHeight,
    y: c.y,
    expiresSeconds: deps.config.captchaTtlSeconds,
  };
}

/** Check a drag; a pass earns a one-time ticket good for `purpose` only. Each challenge can be checked once. */
export async function checkChallenge(
  deps: Deps,
  id: string,
  purpose: CaptchaPurpose,
  payload: CaptchaPayload,
): Promise<{ ticket: string }> {
  const row = await repo.takeCaptcha(deps.db, id);
  if (!row) throw new AppError('CAPTCHA_EXPIRED');
  const result = checkCaptchaAnswer({ x: row.x }, payload);
  if (!result.ok) {
    deps.log.info({ captcha: id, reason: result.reason }, 'captcha failed');
    throw new AppError('CAPTCHA_FAILED');
  }
  const ticket = newToken();
  await repo.insertTicket(deps.db, sha256(ticket), purpose, new Date(Date.now() + deps.config.captchaTtlSeconds * 1000));
  return { ticket };
}

/** Spend a ticket solved for this purpose or refuse the call with CAPTCHA_REQUIRED. */
export async function requireTicket(db: Queryable, ticket: string | undefined, purpose: CaptchaPurpose) {
  if (!ticket || !(await repo.takeTicket(db, sha256(ticket), purpose))) throw new AppError('CAPTCHA_REQUIRED');
}
