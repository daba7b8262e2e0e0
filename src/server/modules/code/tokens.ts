/** Random tokens and their hashes: captcha tickets and codes here, sessions and exchange codes in identity. */
import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token the client keeps. */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
