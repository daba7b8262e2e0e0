import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { specialFormData, specialForms } from '../../db/schema/index.ts';

export async function answersOf(db: Queryable, deliveryRecordId: number) {
  const [row] = await db
    .select({ formId: specialFormData.formId, data: specialFormData.data })
    .from(specialFormData)
    .where(eq(specialFormData.deliveryRecordId, deliveryRecordId))
    .limit(1);
  return row;
}

export async function formOf(db: Queryable, id: number, tenementId: number) {
  const [row] = await db
    .select({ id: specialForms.id, name: specialForms.name, items: specialForms.items })
    .from(specialForms)
    .where(and(eq(specialForms.id, id), eq(specialForms.tenementId, tenementId)))
    .limit(1);
  return row;
}

export async function saveAnswers(db: Queryable, values: { deliveryRecordId: number; formId: number; data: object; updatedBy: number }) {
  const set = { formId: values.formId, data: values.data, updatedBy: values.updatedBy, updatedAt: new Date() };
  await db.insert(specialFormData).values(values).onConflictDoUpdate({ target: specialFormData.deliveryRecordId, set });
}
