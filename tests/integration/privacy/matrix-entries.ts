/**
 * Authorization-matrix entries of 个人数据请求 (menu 913). Each entry adds its own request: a new seeker
 * applied to a demo position asks for erasure (written directly, as the module's tests show the call),
 * so running a request erases that seeker only and never the demo's people other entries use.
 */
import { eq } from 'drizzle-orm';
import { deliveryRecords, positions, privacyRequests, tenements, users } from '../../../src/server/db/schema/index.ts';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

let serial = 0;

async function pendingRequest(c: MatrixCtx): Promise<number> {
  serial += 1;
  const [company] = await c.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
  const [position] = await c.db.select({ id: positions.id }).from(positions).where(eq(positions.tenementId, company!.id)).limit(1);
  const [u] = await c.db
    .insert(users)
    .values({ account: `mx_priv${serial}_${Date.now() % 1000}`.slice(0, 16), passwordHash: '!', name: `矩阵申请人${serial}` })
    .returning({ id: users.id });
  await c.db.insert(deliveryRecords).values({
    tenementId: company!.id,
    positionId: position!.id,
    userId: u!.id,
    resumeType: 1,
    resumeSnapshot: { basic: { name: `矩阵申请人${serial}` } },
  });
  const [r] = await c.db
    .insert(privacyRequests)
    .values({ userId: u!.id, tenementIds: [company!.id] })
    .returning({ id: privacyRequests.id });
  return r!.id;
}

const readRequest = (c: MatrixCtx, id: number) => async () =>
  (await c.db.select().from(privacyRequests).where(eq(privacyRequests.id, id)))[0];
const process = (ids: number[]): Req => ({ method: 'POST', url: '/PrivacyRequest/Process', payload: { ids } });

export const privacyEntries: Entries = {
  'GET /PrivacyRequest/GetList': {
    ok: async (c) => {
      await pendingRequest(c);
      return { method: 'GET', url: '/PrivacyRequest/GetList?perPage=100' };
    },
    cross: { list: true },
  },
  'POST /PrivacyRequest/Process': {
    ok: async (c) => process([await pendingRequest(c)]),
    cross: {
      record: async (c) => {
        const id = await pendingRequest(c);
        return { req: process([id]), read: readRequest(c, id) };
      },
    },
  },
};
