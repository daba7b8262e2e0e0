/**
 * Offer fixtures: a valid SendOffer body for a company on a clock (a department and an office place
 * of its own, days from today in UTC+8), a live offer written straight into the table, and a PDF read
 * back as a viewer would (page sizes and text).
 */
import { asc, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Db } from '../../src/server/db/client.ts';
import { depts, offers, officePlaces } from '../../src/server/db/schema/index.ts';
import { addDays, OFFER_STATE, offerToday, validUntilEnd } from '../../src/common/offers.ts';

export async function firstDept(db: Db, tenementId: number): Promise<number> {
  const [d] = await db.select({ id: depts.id }).from(depts).where(eq(depts.tenementId, tenementId)).orderBy(asc(depts.id)).limit(1);
  return d!.id;
}

export async function anOfficePlace(db: Db, tenementId: number): Promise<number> {
  const [o] = await db.select({ id: officePlaces.id }).from(officePlaces).where(eq(officePlaces.tenementId, tenementId)).limit(1);
  if (o) return o.id;
  const [made] = await db
    .insert(officePlaces)
    .values({ tenementId, name: '苏州总部', address: '苏州工业园区星湖街328号' })
    .returning({ id: officePlaces.id });
  return made!.id;
}

/** A valid SendOffer body (beside `ids`): 月薪 12000 元, entry in 14 days, valid for 7. */
export async function offerInput(db: Db, tenementId: number, now: Date = new Date()) {
  const today = offerToday(now);
  return {
    deptId: await firstDept(db, tenementId),
    salary: 12000,
    salaryUnit: 1,
    entryDate: addDays(today, 14),
    officePlaceId: await anOfficePlace(db, tenementId),
    place: '三号楼',
    validUntil: addDays(today, 7),
  };
}

/** A live offer on the record, straight into the table (state sent unless given), valid `days` from now. */
export async function insertOffer(db: Db, v: { tenementId: number; recordId: number; state?: number; days?: number }) {
  const today = offerToday(new Date());
  const [o] = await db
    .insert(offers)
    .values({
      tenementId: v.tenementId,
      deliveryRecordId: v.recordId,
      positionName: '数控车床操作工',
      deptId: await firstDept(db, v.tenementId),
      salary: '12000',
      salaryUnit: 1,
      lang: 'zh-CN',
      entryDate: addDays(today, 14),
      place: '苏州工业园区星湖街328号',
      validUntil: validUntilEnd(addDays(today, v.days ?? 7)),
      state: v.state ?? OFFER_STATE.sent,
      sentAt: new Date(),
    })
    .returning({ id: offers.id });
  return o!.id;
}

export async function readPdf(bytes: Uint8Array): Promise<Array<{ view: number[]; text: string }>> {
  const doc = await getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const pages: Array<{ view: number[]; text: string }> = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    pages.push({ view: [...page.view], text: content.items.map((item) => ('str' in item ? item.str : '')).join('') });
  }
  await doc.destroy();
  return pages;
}
