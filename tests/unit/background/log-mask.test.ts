/** The request log's URL never carries an ID number in clear; ID numbers are checked by the GB 11643 checksum. */
import { describe, expect, it } from 'vitest';
import { maskedRequest, maskUrl } from '../../../src/server/http/log-mask.ts';
import { idHash, maskIdNo, validIdNo } from '../../../src/server/modules/background/id-number.ts';

describe('request log masking', () => {
  it('masks idNo wherever it stands in the query', () => {
    expect(maskUrl('/recruit/api/ThirdInterface/FindByIdNoEncrypt?idNo=11010519491231002X')).toBe(
      '/recruit/api/ThirdInterface/FindByIdNoEncrypt?idNo=******',
    );
    expect(maskUrl('/x?a=1&IDNO=110105194912310021&b=2')).toBe('/x?a=1&IDNO=******&b=2');
    expect(maskUrl('/x?idNumber=110105194912310021#frag')).toBe('/x?idNumber=******#frag');
    expect(maskUrl('/x?deliveryRecordId=5')).toBe('/x?deliveryRecordId=5');
  });

  it('is the request serializer Fastify is given', () => {
    const out = maskedRequest({
      method: 'GET',
      url: '/a?idNo=11010519491231002X',
      headers: {},
      host: 'h',
      ip: '1.2.3.4',
      socket: { remotePort: 5 },
    });
    expect(out).toEqual({ method: 'GET', url: '/a?idNo=******', version: undefined, host: 'h', remoteAddress: '1.2.3.4', remotePort: 5 });
  });
});

describe('ID numbers', () => {
  it('checks the GB 11643 checksum, X in either case', () => {
    expect(validIdNo('11010519491231002X')).toBe(true);
    expect(validIdNo('11010519491231002x')).toBe(true);
    expect(validIdNo('110105194912310021')).toBe(false);
    expect(validIdNo('11010519491231002')).toBe(false);
  });

  it('hashes under the company key (another key, another hash) and masks for show', () => {
    const a = idHash(Buffer.alloc(32, 1), '11010519491231002x');
    expect(a).toBe(idHash(Buffer.alloc(32, 1), '11010519491231002X'));
    expect(a).not.toBe(idHash(Buffer.alloc(32, 2), '11010519491231002X'));
    expect(maskIdNo('11010519491231002X')).toBe('11**************2X');
  });
});
