/** Shared set-up of the positions tests: the demo company's reference rows, positions, applications. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  dataPermissions,
  deliveryRecords,
  officePlaces,
  positions,
  specialForms,
  tenements,
  users,
} from '../../../src/server/db/schema/index.ts';
import { factoryTable, positionExamTable, positionTagsTable, positionTypeTable } from '../../../generated/server/tables.ts';
import type { Envelope } from '../../support/test-app.ts';
import { call as rawCall, role, type Method, type RoleSpec } from '../people/fixture.ts';

import { deptIdByNo } from '../people/fixture.ts';
export { deptIdByNo, staff, STAFF_PASSWORD, tenementIdOf, dept } from '../people/fixture.ts';

export type Call = <T = unknown>(
  token: string | null,
  method: Method,
  url: string,
  payload?: unknown,
  lang?: string,
) => Promise<Envelope<T>>;

/** One API call bound to the app, optionally in another language. */
export function caller(app: FastifyInstance): Call {
  return async (token, method, url, payload, lang) => {
    if (!lang) return rawCall(app, token, method, url, payload);
    const res = await app.inject({
      method,
      url: `/recruit/api${url}`,
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return res.json() as Envelope<never>;
  };
}

export interface Position {
  id: number;
  tenementId: number;
  name: string;
  recruitmentType: number;
  state: number;
  stateName: string;
  deptId: number | null;
  tagIds: number[];
  tags: Array<{ id: number; name: string; color: string | null }>;
  salaryMin?: number;
  salaryMax?: number;
  headcount?: number;
  submittedAt: string | null;
  publishedAt: string | null;
  offlineAt: string | null;
  deliveryCount?: number;
  specialFormId: number | null;
  examId: number | null;
  workStartDate: string | null;
  workEndDate: string | null;
  [k: string]: unknown;
}

export interface Refs {
  tenementId: number;
  type: (name: string) => number;
  tag: (name: string) => number;
  factory: (name: string) => number;
  exam: (name: string) => number;
  place: (name: string) => number;
  form: (name: string) => number;
}

/** The demo company's types, tags, factories, exams, office places and forms by name. */
export async function demoRefs(app: FastifyInstance, tenementNo = 'T0001'): Promise<Refs> {
  const db = app.database.db;
  const [t] = await db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, tenementNo));
  const tenementId = t!.id;
  const finder = async (
    table:
      | typeof positionTypeTable
      | typeof positionTagsTable
      | typeof factoryTable
      | typeof positionExamTable
      | typeof officePlaces
      | typeof specialForms,
  ) => {
    const rows: Array<{ id: number; name: string }> = await db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(eq(table.tenementId, tenementId));
    return (name: string) => rows.find((r) => r.name === name)?.id ?? Number.NaN;
  };
  return {
    tenementId,
    type: await finder(positionTypeTable),
    tag: await finder(positionTagsTable),
    factory: await finder(factoryTable),
    exam: await finder(positionExamTable),
    place: await finder(officePlaces),
    form: await finder(specialForms),
  };
}

let serial = 0;
/** A name no other test file uses. */
export const unique = (prefix: string) => `${prefix}${Date.now() % 100000}-${(serial += 1)}`;

/** What publishing needs (type, department, work place), from the demo company's rows. */
export async function publishable(app: FastifyInstance): Promise<{ positionTypeId: number; deptId: number; officePlaceId: number }> {
  const refs = await demoRefs(app);
  return { positionTypeId: refs.type('普工'), deptId: await deptIdByNo(app, 'D0201'), officePlaceId: refs.place('昆山工厂') };
}

/** A valid Insert body; `over` replaces fields. */
export const positionBody = (over: Record<string, unknown> = {}) => ({
  name: unique('测试职位'),
  recruitmentType: 1,
  salaryMin: 6000,
  salaryMax: 6500,
  description: '负责产线作业与设备点检。',
  ...over,
});

/** A role on the positions screens with the given keys and, optionally, a data permission on positions. */
export async function positionRole(
  app: FastifyInstance,
  tenementId: number,
  spec: Omit<RoleSpec, 'scope'> & { scope?: { valueType: number; deptIds?: number[]; visibleFields?: string[] } },
) {
  const roleId = await role(app, tenementId, { name: spec.name, menus: spec.menus, keys: spec.keys ?? [] });
  if (spec.scope) {
    await app.database.db.insert(dataPermissions).values({
      tenementId,
      roleId,
      menuId: 201,
      tableName: 'positions',
      valueType: spec.scope.valueType,
      deptIds: spec.scope.deptIds ?? [],
      visibleFields: spec.scope.visibleFields ?? [],
    });
  }
  return roleId;
}

/** An application written straight into the table (the delivery module's own tests cover applying). */
export async function application(
  app: FastifyInstance,
  positionId: number,
  account: string,
  over: Partial<typeof deliveryRecords.$inferInsert> = {},
) {
  const db = app.database.db;
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  const [p] = await db.select({ tenant: positions.tenementId }).from(positions).where(eq(positions.id, positionId));
  const [row] = await db
    .insert(deliveryRecords)
    .values({ tenementId: p!.tenant, positionId, userId: u!.id, resumeType: 1, resumeSnapshot: { basic: { name: '张伟' } }, ...over })
    .returning({ id: deliveryRecords.id });
  return row!.id;
}
