import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { deliveryRecords, positions, specialFormData, specialForms } from '../../db/schema/index.ts';
import type { FormItem } from './form-rules.ts';

export type FormRow = Omit<typeof specialForms.$inferSelect, 'items'> & { items: FormItem[] };

const likePattern = (v: string) => `%${v.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
// Spelled out: drizzle leaves column names unqualified in a select without joins, and inside this
// subquery an unqualified "id" would be the position's.
const positionCountOf = sql<number>`(select count(*)::int from positions as p where p.special_form_id = special_forms.id)`;

export function formWhere(tenementId: number, f: { nameLike?: string | undefined; enabled?: boolean | undefined } = {}): SQL | undefined {
  return and(
    eq(specialForms.tenementId, tenementId),
    f.nameLike ? ilike(specialForms.name, likePattern(f.nameLike)) : undefined,
    f.enabled !== undefined ? eq(specialForms.enabled, f.enabled) : undefined,
  );
}

export async function formPage(db: Queryable, where: SQL | undefined, offset: number, limit: number) {
  const [rows, totals] = await Promise.all([
    db
      .select({ form: specialForms, positionCount: positionCountOf })
      .from(specialForms)
      .where(where)
      .orderBy(desc(specialForms.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(specialForms).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...(r.form as FormRow), positionCount: r.positionCount })), total: totals[0]?.n ?? 0 };
}

export async function formById(db: Queryable, tenementId: number, id: number) {
  const [row] = await db
    .select({ form: specialForms, positionCount: positionCountOf })
    .from(specialForms)
    .where(and(eq(specialForms.tenementId, tenementId), eq(specialForms.id, id)))
    .limit(1);
  return row ? { ...(row.form as FormRow), positionCount: row.positionCount } : undefined;
}

/** A form by id whatever its company (a position names it; the position's company was checked). */
export async function formOf(db: Queryable, id: number): Promise<FormRow | undefined> {
  const [row] = await db.select().from(specialForms).where(eq(specialForms.id, id)).limit(1);
  return row as FormRow | undefined;
}

export async function formNamed(db: Queryable, tenementId: number, name: string) {
  const [row] = await db
    .select({ id: specialForms.id })
    .from(specialForms)
    .where(and(eq(specialForms.tenementId, tenementId), eq(specialForms.name, name)))
    .limit(1);
  return row;
}

export async function insertForm(db: Queryable, values: typeof specialForms.$inferInsert) {
  const [row] = await db.insert(specialForms).values(values).returning({ id: specialForms.id });
  return row!.id;
}

export async function updateForm(db: Queryable, tenementId: number, id: number, values: Partial<typeof specialForms.$inferInsert>) {
  await db
    .update(specialForms)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(specialForms.tenementId, tenementId), eq(specialForms.id, id)));
}

export async function formsIn(db: Queryable, tenementId: number, ids: number[]) {
  return db
    .select({ id: specialForms.id, name: specialForms.name })
    .from(specialForms)
    .where(and(eq(specialForms.tenementId, tenementId), inArray(specialForms.id, ids)))
    .for('update');
}

/**
 * Positions that use the forms: the ones naming them now, and the ones whose applications
 * answered them (the answers keep the form).
 */
export async function positionsUsing(db: Queryable, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(positions)
    .where(
      or(
        inArray(positions.specialFormId, ids),
        inArray(
          positions.id,
          db
            .select({ id: deliveryRecords.positionId })
            .from(specialFormData)
            .innerJoin(deliveryRecords, eq(deliveryRecords.id, specialFormData.deliveryRecordId))
            .where(inArray(specialFormData.formId, ids)),
        ),
      ),
    );
  return row?.n ?? 0;
}

export async function deleteForms(db: Queryable, tenementId: number, ids: number[]) {
  await db.delete(specialForms).where(and(eq(specialForms.tenementId, tenementId), inArray(specialForms.id, ids)));
}

export async function formOptions(db: Queryable, tenementId: number) {
  return db
    .select({ value: specialForms.id, display: specialForms.name })
    .from(specialForms)
    .where(and(eq(specialForms.tenementId, tenementId), eq(specialForms.enabled, true)))
    .orderBy(asc(specialForms.name));
}

/** Answers given for an application, with the form they answer. */
export async function answersOf(db: Queryable, deliveryRecordId: number) {
  const [row] = await db.select().from(specialFormData).where(eq(specialFormData.deliveryRecordId, deliveryRecordId)).limit(1);
  return row;
}

export async function saveAnswers(db: Queryable, values: typeof specialFormData.$inferInsert) {
  const { deliveryRecordId, ...set } = values;
  await db
    .insert(specialFormData)
    .values(values)
    .onConflictDoUpdate({ target: specialFormData.deliveryRecordId, set: { ...set, updatedAt: new Date() } });
  return deliveryRecordId;
}

/** The application, its position's state and special form (who may read or answer it is the service's rule). */
export async function recordForForm(db: Queryable, deliveryRecordId: number) {
  const [row] = await db
    .select({
      id: deliveryRecords.id,
      tenementId: deliveryRecords.tenementId,
      userId: deliveryRecords.userId,
      stage: deliveryRecords.stage,
      active: deliveryRecords.active,
      positionId: positions.id,
      positionDeptId: positions.deptId,
      specialFormId: positions.specialFormId,
    })
    .from(deliveryRecords)
    .innerJoin(positions, eq(positions.id, deliveryRecords.positionId))
    .where(eq(deliveryRecords.id, deliveryRecordId))
    .limit(1);
  return row;
}
