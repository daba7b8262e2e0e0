/**
 * Authorization-matrix entries of the hire side's routes beside the transition rows (those are in
 * matrix-transitions.ts): the temporary card screen and the repeat check of an upload. Cards of the
 * demo company are written straight into the table; another company's administrator naming one gets
 * 1102 and the card (and its binding) reads the same afterwards.
 */
import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { temporaryCardBindings, temporaryCards, users } from '../../../src/server/db/schema/index.ts';
import { demoCompanyId, insertPosition, insertRecord } from '../../support/resume-fixtures.ts';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const get = (url: string): Req => ({ method: 'GET', url });

let serial = 0;

/** A free card of the demo company. */
async function card(db: Db): Promise<number> {
  serial += 1;
  const [c] = await db
    .insert(temporaryCards)
    .values({ tenementId: await demoCompanyId(db), cardNo: `MH${serial}-${Date.now() % 1_000_000}` })
    .returning({ id: temporaryCards.id });
  return c!.id;
}

/** A card of the demo company held by the demo seeker's new application. */
async function heldCard(db: Db): Promise<number> {
  const tenementId = await demoCompanyId(db);
  const [seeker] = await db.select({ id: users.id }).from(users).where(eq(users.account, 'seeker'));
  const recordId = await insertRecord(db, {
    positionId: await insertPosition(db, tenementId),
    userId: seeker!.id,
    stage: 5,
    snapshot: { basic: { name: '矩阵持卡人' } },
  });
  const cardId = await card(db);
  await db.insert(temporaryCardBindings).values({ tenementId, cardId, deliveryRecordId: recordId });
  await db.update(temporaryCards).set({ state: 1 }).where(eq(temporaryCards.id, cardId));
  return cardId;
}

async function readCard(db: Db, id: number) {
  const [c] = await db.select().from(temporaryCards).where(eq(temporaryCards.id, id));
  const open = await db
    .select({ id: temporaryCardBindings.id })
    .from(temporaryCardBindings)
    .where(and(eq(temporaryCardBindings.cardId, id), isNull(temporaryCardBindings.unboundAt)));
  return { card: c, open };
}

/** A write naming a card of the demo company: ok for its administrator, 1102 for another company's. */
const byCard = (make: (db: Db) => Promise<number>, req: (id: number) => Req) => ({
  ok: async (c: MatrixCtx) => req(await make(c.db)),
  cross: {
    record: async (c: MatrixCtx) => {
      const id = await make(c.db);
      return { req: req(id), read: () => readCard(c.db, id) };
    },
  },
});

/** A list whose first company's answer has rows to compare with. */
const listWith = (make: (db: Db) => Promise<number>, url: string) => ({
  ok: async (c: MatrixCtx) => {
    await make(c.db);
    return get(url);
  },
  cross: { list: true as const },
});

async function repetitionFile(): Promise<Req['file']> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('s');
  sheet.addRow(['姓名', '手机号', '身份证号']);
  sheet.addRow(['矩阵', '13800001111', '']);
  return {
    data: Buffer.from(await book.xlsx.writeBuffer()),
    filename: 'people.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}

export const hireSideEntries: Entries = {
  'GET /TemporyCardInfo/GetList': listWith(card, '/TemporyCardInfo/GetList?perPage=100'),
  'GET /TemporyCardInfo/GetFreeCardList': listWith(card, '/TemporyCardInfo/GetFreeCardList'),
  'GET /TemporyCardInfo/GetBindRecordList': listWith(heldCard, '/TemporyCardInfo/GetBindRecordList?perPage=100'),
  'POST /TemporyCardInfo/Add': {
    ok: () => ({ method: 'POST', url: '/TemporyCardInfo/Add', payload: { cardNo: `MA${(serial += 1)}-${Date.now() % 1_000_000}` } }),
    cross: { own: 'adds cards to the caller’s own company' },
  },
  'POST /TemporyCardInfo/Enable': byCard(card, (id) => ({
    method: 'POST',
    url: '/TemporyCardInfo/Enable',
    payload: { ids: [id], enabled: false },
  })),
  'DELETE /TemporyCardInfo/Delete': byCard(card, (id) => ({ method: 'DELETE', url: `/TemporyCardInfo/Delete?ids=${id}` })),
  'POST /TemporyCardInfo/UnBindTemporyNo': byCard(heldCard, (id) => ({
    method: 'POST',
    url: '/TemporyCardInfo/UnBindTemporyNo',
    payload: { ids: [id] },
  })),
  'POST /ResumeDeliveryRecord/uploadRepetitionTsk': {
    ok: async () => ({ method: 'POST', url: '/ResumeDeliveryRecord/uploadRepetitionTsk', file: await repetitionFile() }),
    cross: { own: 'checks against the caller’s own company’s applications, and writes nothing' },
  },
  'GET /ResumeDeliveryRecord/DownloadRepetitionTemplate': {
    ok: () => get('/ResumeDeliveryRecord/DownloadRepetitionTemplate'),
    cross: { shared: 'the same empty template for every company' },
  },
};
