/**
 * SQL of offers: a record's live offer (its newest), writing and answering one, the company's letter
 * templates, the induction date, and what a letter names (company, department, office place).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, depts, offerTemplates, offers, officePlaces, positions, tenements, users } from '../../../db/schema/index.ts';
import { OFFER_STATE } from '../../../../common/offers.ts';

export type OfferRow = typeof offers.$inferSelect;
export type TemplateRow = typeof offerTemplates.$inferSelect;

/** The record's live offer: its newest (a re-send comes after a declined, expired or withdrawn one). */
export async function liveOffer(db: Queryable, recordId: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.deliveryRecordId, recordId)).orderBy(desc(offers.id)).limit(1);
  return row;
}

/** The live offers of these records, newest per record. */
export async function liveOffers(db: Queryable, recordIds: readonly number[]) {
  if (recordIds.length === 0) return new Map<number, OfferRow>();
  const rows = await db
    .selectDistinctOn([offers.deliveryRecordId])
    .from(offers)
    .where(inArray(offers.deliveryRecordId, [...recordIds]))
    .orderBy(offers.deliveryRecordId, desc(offers.id));
  return new Map(rows.map((r) => [r.deliveryRecordId, r]));
}

export async function offerById(db: Queryable, id: number): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row;
}

export async function insertOffer(db: Queryable, values: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  return row!.id;
}

/** A sent offer past its last day, written down as expired when a re-send replaces it. */
export async function markExpired(db: Queryable, id: number, now: Date) {
  await db
    .update(offers)
    .set({ state: OFFER_STATE.expired })
    .where(and(eq(offers.id, id), eq(offers.state, OFFER_STATE.sent), sql`${offers.validUntil} < ${now.toISOString()}::timestamptz`));
}

/**
 * The answer to a sent offer, only while it is sent and inside its validity: of two answers exactly
 * one lands. Answers whether it did.
 */
export async function answerOffer(
  db: Queryable,
  id: number,
  answer: { state: number; via: number; by: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(offers)
    .set({ state: answer.state, answeredAt: answer.now, answeredVia: answer.via, answeredBy: answer.by })
    .where(
      and(eq(offers.id, id), eq(offers.state, OFFER_STATE.sent), sql`${offers.validUntil} >= ${answer.now.toISOString()}::timestamptz`),
    )
    .returning({ id: offers.id });
  return rows.length === 1;
}

/** BackTone: a sent offer withdrawn (offer sent → offer pending). */
export async function withdrawOffer(db: Queryable, id: number) {
  await db
    .update(offers)
    .set({ state: OFFER_STATE.withdrawn })
    .where(and(eq(offers.id, id), eq(offers.state, OFFER_STATE.sent)));
}

/** BackTone: an accepted offer sent again (accepted → sent), its answer cleared. */
export async function unanswerOffer(db: Queryable, id: number) {
  await db
    .update(offers)
    .set({ state: OFFER_STATE.sent, answeredAt: null, answeredVia: null, answeredBy: null })
    .where(and(eq(offers.id, id), eq(offers.state, OFFER_STATE.accepted)));
}

/** The induction dates the records hold now (delivery_records.entry_date). */
export async function inductionDates(db: Queryable, recordIds: readonly number[]) {
  const rows = await db
    .select({ id: deliveryRecords.id, entryDate: deliveryRecords.entryDate })
    .from(deliveryRecords)
    .where(inArray(deliveryRecords.id, [...recordIds]));
  return new Map(rows.map((r) => [r.id, r.entryDate]));
}

/** UpdateInductionTime's guard: each record still holds the date it was read with, or still none (of two changes one wins). */
export function stillDated(read: ReadonlyArray<{ id: number; date: string | null }>): SQL {
  const each = read.map(
    (r) => sql`(${deliveryRecords.id} = ${r.id} and ${deliveryRecords.entryDate} is not distinct from ${r.date}::date)`,
  );
  return sql`(${sql.join(each, sql` or `)})`;
}

export async function clearInductionDate(db: Queryable, recordIds: readonly number[]) {
  if (recordIds.length)
    await db
      .update(deliveryRecords)
      .set({ entryDate: null })
      .where(inArray(deliveryRecords.id, [...recordIds]));
}

/** A template of the company by id: an enabled one (a stored offer's letter reads it even once disabled). */
export async function templateById(db: Queryable, tenementId: number, id: number, evenDisabled = false): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(offerTemplates)
    .where(
      and(
        eq(offerTemplates.id, id),
        eq(offerTemplates.tenementId, tenementId),
        evenDisabled ? undefined : eq(offerTemplates.enabled, true),
      ),
    );
  return row;
}

/** The company's default enabled template in the language (the newest marked default, else the first of that language). */
export async function defaultTemplate(db: Queryable, tenementId: number, lang: string): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(offerTemplates)
    .where(and(eq(offerTemplates.tenementId, tenementId), eq(offerTemplates.lang, lang), eq(offerTemplates.enabled, true)))
    .orderBy(desc(offerTemplates.isDefault), asc(offerTemplates.id))
    .limit(1);
  return row;
}

/** The company's enabled templates (the offer dialog's choice). */
export async function templatesOf(db: Queryable, tenementId: number) {
  return db
    .select({ id: offerTemplates.id, name: offerTemplates.name, lang: offerTemplates.lang, isDefault: offerTemplates.isDefault })
    .from(offerTemplates)
    .where(and(eq(offerTemplates.tenementId, tenementId), eq(offerTemplates.enabled, true)))
    .orderBy(asc(offerTemplates.lang), desc(offerTemplates.isDefault), asc(offerTemplates.id));
}

export async function companyName(db: Queryable, tenementId: number) {
  const [row] = await db.select({ name: tenements.name }).from(tenements).where(eq(tenements.id, tenementId));
  return row?.name ?? '';
}

export async function deptName(db: Queryable, tenementId: number, deptId: number | null) {
  if (deptId === null) return '';
  const [row] = await db
    .select({ name: depts.name })
    .from(depts)
    .where(and(eq(depts.tenementId, tenementId), eq(depts.id, deptId)));
  return row?.name ?? '';
}

export async function deptsOf(db: Queryable, tenementId: number) {
  return db
    .select({ id: depts.id, name: depts.name, parentId: depts.parentId })
    .from(depts)
    .where(eq(depts.tenementId, tenementId))
    .orderBy(asc(depts.sort), asc(depts.id));
}

export async function officePlacesOf(db: Queryable, tenementId: number) {
  return db
    .select({ id: officePlaces.id, name: officePlaces.name, address: officePlaces.address })
    .from(officePlaces)
    .where(eq(officePlaces.tenementId, tenementId))
    .orderBy(asc(officePlaces.sort), asc(officePlaces.id));
}

/** One application as the offer names it: the candidate, the position and its department, the language applied in. */
export async function recordForOffer(db: Queryable, recordId: number) {
  const [row] = await db
    .select({
      id: deliveryRecords.id,
      tenementId: deliveryRecords.tenementId,
      positionId: deliveryRecords.positionId,
      userId: deliveryRecords.userId,
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
      lang: deliveryRecords.lang,
      positionName: positions.name,
      positionDeptId: positions.deptId,
      officePlaceId: positions.officePlaceId,
      name: sql<string>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account})`,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(eq(deliveryRecords.id, recordId));
  return row;
}
export type OfferRecord = NonNullable<Awaited<ReturnType<typeof recordForOffer>>>;

/**
 * The seeker's answer moves their application with the offer (accepted: offer sent → accepted; a
 * decline leaves the step and only takes the row's lock), conditionally on the step it was read at,
 * so the seeker and HR recording an answer queue on the record and one of them lands.
 */
export async function moveForAnswer(db: Queryable, recordId: number, from: { stage: number; step: number }, toStep: number) {
  const rows = await db
    .update(deliveryRecords)
    .set({
      step: toStep,
      updatedAt: sql`now()`,
      stageChangedAt: toStep === from.step ? deliveryRecords.stageChangedAt : sql`now()`,
    })
    .where(and(eq(deliveryRecords.id, recordId), eq(deliveryRecords.stage, from.stage), eq(deliveryRecords.step, from.step)))
    .returning({ id: deliveryRecords.id });
  return rows.length === 1;
}
