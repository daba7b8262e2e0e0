/** SQL of temporary cards: the cards, who holds each now, and every binding there has been. */
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { deliveryRecords, temporaryCardBindings as bindings, temporaryCards as cards, users } from '../../../db/schema/index.ts';

const holderName = sql<
  string | null
>`coalesce(nullif(${deliveryRecords.resumeSnapshot}->'basic'->>'name', ''), ${users.name}, ${users.account})`;
/** `%keyword%` with LIKE's own characters taken literally. */
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const openBinding = and(eq(bindings.cardId, cards.id), isNull(bindings.unboundAt));

export interface Page {
  limit: number;
  offset: number;
}

const cardColumns: Record<string, AnyColumn | SQL> = {
  cardNo: cards.cardNo,
  state: cards.state,
  enabled: cards.enabled,
  createdAt: cards.createdAt,
  boundAt: bindings.boundAt,
  holderName,
  employeeNo: deliveryRecords.employeeNo,
};

export interface CardFilter {
  keyword?: string | undefined;
  state?: number | undefined;
  enabled?: boolean | undefined;
}

/** The column named by `by` (the card's id for any other name), descending or not. */
export interface CardSort {
  by: string;
  desc: boolean;
}

function cardWhere(f: CardFilter): SQL | undefined {
  return and(
    f.keyword ? cardKeyword(f.keyword) : undefined,
    f.state !== undefined ? eq(cards.state, f.state) : undefined,
    f.enabled !== undefined ? eq(cards.enabled, f.enabled) : undefined,
  );
}

function cardOrder(sort: CardSort): SQL {
  const column = cardColumns[sort.by] ?? cards.id;
  return sort.desc ? desc(column) : asc(column);
}

/** Cards with their holder now (if any). */
export async function cardPage(db: Queryable, tenementId: number, f: CardFilter, sort: CardSort, page: Page) {
  const filter = and(eq(cards.tenementId, tenementId), cardWhere(f));
  const order = cardOrder(sort);
  const list = await db
    .select({
      id: cards.id,
      cardNo: cards.cardNo,
      state: cards.state,
      enabled: cards.enabled,
      createdAt: cards.createdAt,
      deliveryRecordId: bindings.deliveryRecordId,
      holderName,
      employeeNo: deliveryRecords.employeeNo,
      boundAt: bindings.boundAt,
    })
    .from(cards)
    .leftJoin(bindings, openBinding)
    .leftJoin(deliveryRecords, eq(deliveryRecords.id, bindings.deliveryRecordId))
    .leftJoin(users, eq(users.id, deliveryRecords.userId))
    .where(filter)
    .orderBy(order, desc(cards.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(cards)
    .leftJoin(bindings, openBinding)
    .leftJoin(deliveryRecords, eq(deliveryRecords.id, bindings.deliveryRecordId))
    .leftJoin(users, eq(users.id, deliveryRecords.userId))
    .where(filter);
  return { list, totalCount: total?.n ?? 0 };
}

function cardKeyword(keyword: string) {
  const like = likeOf(keyword);
  return or(ilike(cards.cardNo, like), ilike(holderName, like), ilike(deliveryRecords.employeeNo, like));
}

/** Free enabled cards, as dropdown options. */
export async function freeCards(db: Queryable, tenementId: number, keyword: string | undefined, limit: number) {
  const like = keyword ? likeOf(keyword) : undefined;
  return db
    .select({ value: cards.id, display: cards.cardNo })
    .from(cards)
    .where(
      and(
        eq(cards.tenementId, tenementId),
        eq(cards.enabled, true),
        like ? ilike(cards.cardNo, like) : undefined,
        sql`not exists (select 1 from ${bindings} where ${openBinding})`,
      ),
    )
    .orderBy(asc(cards.cardNo))
    .limit(limit);
}

const boundBy = alias(users, 'bound_by_user');
const unboundBy = alias(users, 'unbound_by_user');

export interface BindingFilter {
  cardId?: number | undefined;
  keyword?: string | undefined;
}

/** Every binding, newest first, with who bound and unbound it. */
export async function bindingPage(db: Queryable, tenementId: number, f: BindingFilter, page: Page) {
  const where = and(f.cardId ? eq(bindings.cardId, f.cardId) : undefined, f.keyword ? bindingKeyword(f.keyword) : undefined);
  const filter = and(eq(bindings.tenementId, tenementId), where);
  const base = () =>
    db
      .select({
        id: bindings.id,
        cardId: bindings.cardId,
        cardNo: cards.cardNo,
        deliveryRecordId: bindings.deliveryRecordId,
        holderName,
        employeeNo: deliveryRecords.employeeNo,
        boundAt: bindings.boundAt,
        boundByName: sql<string | null>`coalesce(${boundBy.name}, ${boundBy.account})`,
        unboundAt: bindings.unboundAt,
        unboundByName: sql<string | null>`coalesce(${unboundBy.name}, ${unboundBy.account})`,
      })
      .from(bindings)
      .innerJoin(cards, eq(cards.id, bindings.cardId))
      .innerJoin(deliveryRecords, eq(deliveryRecords.id, bindings.deliveryRecordId))
      .innerJoin(users, eq(users.id, deliveryRecords.userId))
      .leftJoin(boundBy, eq(boundBy.id, bindings.boundBy))
      .leftJoin(unboundBy, eq(unboundBy.id, bindings.unboundBy));
  const list = await base().where(filter).orderBy(desc(bindings.id)).limit(page.limit).offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(bindings)
    .innerJoin(cards, eq(cards.id, bindings.cardId))
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, bindings.deliveryRecordId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(filter);
  return { list, totalCount: total?.n ?? 0 };
}

function bindingKeyword(keyword: string) {
  const like = likeOf(keyword);
  return or(ilike(cards.cardNo, like), ilike(holderName, like), ilike(deliveryRecords.employeeNo, like));
}

/** The company's cards among `ids`, locked: binds, unbinds and deletes of one card queue here. */
export async function lockCards(db: Queryable, tenementId: number, ids: number[]) {
  return db
    .select({ id: cards.id, cardNo: cards.cardNo, enabled: cards.enabled })
    .from(cards)
    .where(and(eq(cards.tenementId, tenementId), inArray(cards.id, ids)))
    .orderBy(cards.id)
    .for('update');
}

/** The open bindings of these cards or of these records, with the holder's name and stage. */
export async function openBindings(db: Queryable, by: { cardIds?: number[]; recordIds?: number[] }) {
  const where = by.cardIds ? inArray(bindings.cardId, by.cardIds) : inArray(bindings.deliveryRecordId, by.recordIds ?? []);
  return db
    .select({
      id: bindings.id,
      cardId: bindings.cardId,
      cardNo: cards.cardNo,
      deliveryRecordId: bindings.deliveryRecordId,
      holderName,
      stage: deliveryRecords.stage,
      step: deliveryRecords.step,
    })
    .from(bindings)
    .innerJoin(cards, eq(cards.id, bindings.cardId))
    .innerJoin(deliveryRecords, eq(deliveryRecords.id, bindings.deliveryRecordId))
    .innerJoin(users, eq(users.id, deliveryRecords.userId))
    .where(and(where, isNull(bindings.unboundAt)));
}

/** How many bindings each card has ever had. */
export async function bindingCounts(db: Queryable, cardIds: number[]) {
  return db
    .select({ cardId: bindings.cardId, n: count() })
    .from(bindings)
    .where(inArray(bindings.cardId, cardIds))
    .groupBy(bindings.cardId);
}

export async function lockRecord(db: Queryable, id: number) {
  await db.select({ id: deliveryRecords.id }).from(deliveryRecords).where(eq(deliveryRecords.id, id)).for('update');
}

export async function bind(db: Queryable, row: { tenementId: number; cardId: number; deliveryRecordId: number; boundBy: number }) {
  await db.insert(bindings).values(row);
  await db.update(cards).set({ state: 1 }).where(eq(cards.id, row.cardId));
}

export async function unbind(db: Queryable, bindingIds: number[], cardIds: number[], by: number) {
  await db.update(bindings).set({ unboundAt: sql`now()`, unboundBy: by }).where(inArray(bindings.id, bindingIds));
  await db.update(cards).set({ state: 0 }).where(inArray(cards.id, cardIds));
}

/** Inserts the card numbers not taken yet; answers the first one already taken, if any. */
export async function insertCards(db: Queryable, tenementId: number, numbers: string[]) {
  const [taken] = await db
    .select({ cardNo: cards.cardNo })
    .from(cards)
    .where(and(eq(cards.tenementId, tenementId), inArray(cards.cardNo, numbers)))
    .limit(1);
  if (taken) return { taken: taken.cardNo, ids: [] };
  const rows = await db
    .insert(cards)
    .values(numbers.map((cardNo) => ({ tenementId, cardNo })))
    .returning({ id: cards.id });
  return { taken: null, ids: rows.map((r) => r.id) };
}

export async function setEnabled(db: Queryable, ids: number[], enabled: boolean) {
  const rows = await db.update(cards).set({ enabled }).where(inArray(cards.id, ids)).returning({ id: cards.id });
  return rows.length;
}

export async function deleteCards(db: Queryable, ids: number[]) {
  const rows = await db.delete(cards).where(inArray(cards.id, ids)).returning({ id: cards.id });
  return rows.length;
}
