/**
 * Authorization-matrix entries of the delivery module's management route. The seeker-side calls
 * (User/Delivery, User/GetList, ...) are any-user routes; tests/integration/delivery covers them.
 * The matrix has no database handle, so the application HR opens is made through the calls a
 * seeker makes: the demo seeker (on a phone session, leaving the matrix's own seeker session alone)
 * applies with an uploaded PDF to a published demo position without a special form.
 */
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
let recordId: Promise<number> | undefined;

async function seekerToken(c: MatrixCtx): Promise<string> {
  const res = await c.call('', {
    method: 'POST',
    url: '/Login/SysLogin',
    payload: { account: 'seeker', password: 'Seeker@2026', loginSource: 3 },
  });
  return (res.data as { accessToken: string }).accessToken;
}

async function applyToFirstOpen(c: MatrixCtx, token: string, attachmentId: number): Promise<number> {
  const list = (await c.call(token, { method: 'GET', url: '/PositionInfo/GetListForHome?perPage=100' })).data as {
    list: Array<{ id: number }>;
  };
  for (const { id } of list.list) {
    const detail = (await c.call(token, { method: 'GET', url: `/PositionInfo/GetDetail?id=${id}` })).data as {
      specialFormId: number | null;
    };
    if (detail.specialFormId !== null) continue;
    const res = await c.call(token, {
      method: 'POST',
      url: '/ResumeDeliveryRecord/User/Delivery',
      payload: { positionId: id, resumeType: 2, attachmentId },
    });
    if (res.state === 200) return (res.data as { id: number }).id;
    const open = await c.call(token, { method: 'GET', url: `/ResumeDeliveryRecord/GetDeliveryRecordByPositionId?positionId=${id}` });
    if (open.data) return (open.data as { id: number }).id;
  }
  throw new Error('matrix: no published demo position to apply to');
}

/** One application of the demo seeker to the demo company, made once per run. */
export function demoRecord(c: MatrixCtx): Promise<number> {
  recordId ??= (async () => {
    const token = await seekerToken(c);
    const upload = await c.call(token, {
      method: 'POST',
      url: '/Resume/Attachment/UploadResume',
      file: { data: PDF, filename: 'matrix.pdf', type: 'application/pdf' },
    });
    return applyToFirstOpen(c, token, (upload.data as { id: number }).id);
  })();
  return recordId;
}

const detail = (id: number): Req => ({ method: 'GET', url: `/ResumeDeliveryRecord/GetDetail?id=${id}` });

export const deliveryEntries: Entries = {
  'GET /ResumeDeliveryRecord/GetDetail': {
    ok: async (c) => detail(await demoRecord(c)),
    cross: {
      record: async (c) => {
        const id = await demoRecord(c);
        return { req: detail(id), read: () => c.ok(detail(id)) };
      },
    },
  },
};
