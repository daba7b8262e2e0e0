import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordProblem, type PasswordProblem } from '../../../common/validators.ts';
import type { FieldRule } from '../../../common/field-messages.ts';
import { fieldError } from '../../http/app-error.ts';

const PARAMS = { N: 16384, r: 8, p: 1, keyLen: 32 } as const;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keyLen: number): Promise<Buffer> {
  const opts: ScryptOptions = { N: n, r, p, maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p, PARAMS.keyLen);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
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
