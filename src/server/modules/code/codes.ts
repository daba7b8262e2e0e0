import { randomInt } from 'node:crypto';
import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { AfterCommit } from '../../db/tx.ts';
import { AppError } from '../../http/app-error.ts';
import { sha256 } from './tokens.ts';
import type { Channel } from './senders.ts';
import * as repo from './repository.ts';

export type CodePurpose = 'register' | 'reset' | 'bind' | 'login';
const DAY_MS = 24 * 60 * 60 * 1000;
/** Wrong guesses allowed on one code before it is dead (6 digits: 5 tries is 1 in 200 000). */
const MAX_ATTEMPTS = 5;
/** An address may ask for several targets' codes (a family, an office), but not endlessly. */
const IP_DAILY_FACTOR = 5;

const subjects: Record<CodePurpose, string> = {
  register: '注册验证码',
  reset: '找回密码验证码',
  bind: '绑定验证码',
  login: '登录验证码',
};

export interface CodeRequest {
  channel: Channel;
  target: string;
  purpose: CodePurpose;
  ip: string;
  /** The logged-in account asking (bind), limited like a target. */
  senderUserId?: number | undefined;
  /**
   * False when the target has no account to reset or log in to: the code is recorded (so the countdown
   * and the limits answer exactly as for a real account) but nothing is sent to a stranger.
   */
  deliver: boolean;
}

/** The resend countdown, then the daily limits per target, per client address and per account. */
async function assertMayIssue(deps: Deps, db: Queryable, req: CodeRequest) {
  const { codeResendSeconds, codeDailyLimit } = deps.config;
  const last = await repo.lastCodeFor(db, req.target, req.purpose);
  const waitMs = last ? last.createdAt.getTime() + codeResendSeconds * 1000 - Date.now() : 0;
  if (waitMs > 0) throw new AppError('CODE_TOO_SOON', { seconds: Math.ceil(waitMs / 1000) });
  const since = new Date(Date.now() - DAY_MS);
  if ((await repo.countCodesSince(db, { target: req.target }, since)) >= codeDailyLimit) throw new AppError('CODE_LIMIT');
  if ((await repo.countCodesSince(db, { ip: req.ip }, since)) >= codeDailyLimit * IP_DAILY_FACTOR) throw new AppError('CODE_LIMIT');
  if (req.senderUserId !== undefined && (await repo.countCodesSince(db, { senderUserId: req.senderUserId }, since)) >= codeDailyLimit) {
    throw new AppError('CODE_LIMIT');
  }
}

/** Issue a 6-digit code to a phone or mailbox, honouring the resend countdown and daily limits. */
export async function issueCode(deps: Deps, db: Queryable, req: CodeRequest, afterCommit: AfterCommit) {
  const { codeResendSeconds, codeTtlSeconds } = deps.config;
  await assertMayIssue(deps, db, req);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insertCode(db, {
    channel: req.channel,
    target: req.target,
    purpose: req.purpose,
    codeHash: sha256(`${req.target}:${code}`),
    ip: req.ip,
    senderUserId: req.senderUserId ?? null,
    expiresAt: new Date(Date.now() + codeTtlSeconds * 1000),
  });
  const minutes = Math.round(codeTtlSeconds / 60);
  if (req.deliver) {
    afterCommit(() =>
      deps.sender.send({
        channel: req.channel,
        target: req.target,
        subject: `【招聘系统】${subjects[req.purpose]}`,
        body: `您的${subjects[req.purpose]}为 ${code}，${minutes}分钟内有效。如非本人操作，请忽略。`,
        secrets: [code],
      }),
    );
  }
  return { resendSeconds: codeResendSeconds, expiresSeconds: codeTtlSeconds };
}

/**
 * Prove the latest code of a target and purpose without spending it: answers its id, or throws
 * CODE_INVALID (a wrong guess counts against the code's attempts). For calls that must still refuse
 * for another reason after the code is proved (register: account name taken) without making the
 * owner of the phone fetch a new code.
 */
export async function proveCode(db: Queryable, req: { target: string; purpose: CodePurpose; code: string }): Promise<number> {
  const last = await repo.lastCodeFor(db, req.target, req.purpose);
  const live = last && !last.usedAt && last.expiresAt.getTime() > Date.now() && last.attempts < MAX_ATTEMPTS;
  if (!live) throw new AppError('CODE_INVALID');
  if (last.codeHash !== sha256(`${req.target}:${req.code}`)) {
    await repo.bumpCodeAttempts(db, last.id);
    throw new AppError('CODE_INVALID');
  }
  return last.id;
}

/** A proved code used for a refused answer: it counts as an attempt, so one code cannot probe endlessly. */
export async function countCodeAttempt(db: Queryable, codeId: number) {
  await repo.bumpCodeAttempts(db, codeId);
}

/**
 * Spend the latest code of a target and purpose; throws CODE_INVALID when it does not match. The
 * spending is one conditional UPDATE (still unused), so of concurrent uses exactly one wins.
 */
export async function consumeCode(db: Queryable, req: { target: string; purpose: CodePurpose; code: string }) {
  const id = await proveCode(db, req);
  if (!(await repo.markCodeUsed(db, id, MAX_ATTEMPTS))) throw new AppError('CODE_INVALID');
}
