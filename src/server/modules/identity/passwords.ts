import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordProblem, type PasswordProblem } from '../../../common/validators.ts';
import type { FieldRule } from '../../../common/field-messages.ts';
import { fieldError } from '../../http/app-error.ts';

/** The cost of new hashes when the caller names none (PASSWORD_HASH_LOG_N's default): N = 2^17. */
export const DEFAULT_PASSWORD_HASH_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LEN = 32;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keyLen: number): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; twice that leaves room for the rest of its working set.
  const opts: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string, logN: number = DEFAULT_PASSWORD_HASH_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** logN;
  const key = await derive(password, salt, n, R, P, KEY_LEN);
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when a stored hash is cheaper than the configured cost (it is replaced at the next login). */
export function needsRehash(stored: string, logN: number): boolean {
  const [alg, n, r] = stored.split('$');
  return alg !== 'scrypt' || Number(n) < 2 ** logN || Number(r) < R;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  // A stored hash names its own cost: refuse absurd ones rather than allocate gigabytes.
  if (!(Number(n) >= 2 && Number(n) <= 2 ** 20 && Number(r) >= 1 && Number(r) <= 16 && Number(p) >= 1 && Number(p) <= 4)) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p), expected.length);
  return timingSafeEqual(key, expected);
}

const problemRule: Record<PasswordProblem, FieldRule> = {
  length: 'passwordLength',
  chinese: 'passwordChinese',
  space: 'passwordSpace',
  classes: 'passwordClasses',
};

/** Throws a field error naming the seeds' rule the password breaks. */
export function assertPasswordRules(password: string, field = 'password') {
  const problem = passwordProblem(password);
  if (problem) throw fieldError(field, { rule: problemRule[problem] });
}
