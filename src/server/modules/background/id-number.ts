/**
 * ID numbers in background checks: checked by the GB 11643 checksum (18 characters, the last may be
 * X), compared as a keyed hash (HMAC-SHA256 under the company's own key, so a hash of one company
 * says nothing in another and no table of hashes can be reversed by hashing every possible number),
 * and shown or logged only masked.
 */
import { createHmac } from 'node:crypto';
import { isMainlandId } from '../../../common/validators.ts';

export const ID_NO_PATTERN = '^[0-9]{17}[0-9Xx]$';

export const normalIdNo = (v: string) => v.trim().toUpperCase();

/** 18 characters with a valid GB 11643 check character. */
export const validIdNo = (v: string) => isMainlandId(normalIdNo(v));

export const idHash = (key: Buffer, idNo: string) => createHmac('sha256', key).update(normalIdNo(idNo)).digest('hex');

/** What a log or a screen may show: the first and last two characters. */
export const maskIdNo = (v: string) => {
  const n = normalIdNo(v);
  return n.length <= 4 ? '****' : `${n.slice(0, 2)}${'*'.repeat(n.length - 4)}${n.slice(-2)}`;
};
