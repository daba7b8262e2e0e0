/**
 * What the stage-list tests share: applications written straight into the tables with the resume
 * fields, dates and stage each test needs (and, for 不合适, the history row that moved them), a
 * department tree, HR members holding a pipeline screen under a data rule, and the list call.
 */
import type { FastifyInstance } from 'fastify';
import { controlledFieldTable } from '../../../generated/server/tables.ts';
import { dataPermissions, deliveryRecords, deliveryStageHistory, users } from '../../../src/server/db/schema/index.ts';
import { insertDept } from '../../../src/server/modules/org/repository.ts';
import { api, auth, body, loginAs } from '../../support/test-app.ts';
import { role, staff, STAFF_PASSWORD } from '../people/fixture.ts';

export interface Row {
  id: number;
  [key: string]: unknown;
}
export interface Page {
  list: Row[];
  totalCount: number;
  page: number;
  perPage: number;
}

let serial = 0;

export interface ApplyOpts {
  stage?: number;
  basic?: Record<string, unknown>;
  expect?: Record<string, unknown>;
  source?: string;
  createdAt?: Date;
  stageChangedAt?: Date;
  personnelType?: string;
  employeeNo?: string;
  /** 不合适: the stage it left, with the seeds' dialog fields. */
  left?: { from: number; tag: string; remark?: string; message?: string };
}

/** One application of a new seeker to the position; answers its id and the seeker's account. */
export async function apply(
  app: FastifyInstance,
  tenementId: number,
  positionId: number,
  o: ApplyOpts = {},
): Promise<{ id: number; account: string; userId: number }> {
  serial += 1;
  const db = app.database.db;
  // The seeker never logs in here (logins are rate limited per address): the account row is enough.
  const account = `lst${serial}${Date.now() % 100000}`.slice(0, 16);
  const [u] = await db.insert(users).values({ account, passwordHash: 'x', name: account }).returning({ id: users.id });
  const seeker = { userId: u!.id, account };
  const stage = o.left ? 11 : (o.stage ?? 1);
  const snapshot = { basic: { name: `名单${serial}`, ...o.basic }, ...(o.expect ? { expect: o.expect } : {}) };
  const [r] = await db
    .insert(deliveryRecords)
    .values({
      tenementId,
      positionId,
      userId: seeker.userId,
      resumeType: 1,
      resumeSnapshot: snapshot,
      stage,
      active: ![10, 11, 12].includes(stage),
      source: o.source ?? '招聘网站',
      personnelType: o.personnelType ?? null,
      employeeNo: o.employeeNo ?? null,
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
      ...(o.stageChangedAt ? { stageChangedAt: o.stageChangedAt } : {}),
    })
    .returning({ id: deliveryRecords.id });
  if (o.left) {
    const data = { tag: o.left.tag, personnelType: 'formal', ...(o.left.message ? { message: o.left.message } : {}) };
    await db.insert(deliveryStageHistory).values({
      tenementId,
      deliveryRecordId: r!.id,
      call: 'Inappropriate',
      fromStage: o.left.from,
      toStage: 11,
      remark: o.left.remark ?? null,
      data,
    });
  }
  return { id: r!.id, account: seeker.account, userId: seeker.userId };
}

/** A division under the company's root and a workshop under it. */
export async function deptTree(app: FastifyInstance, tenementId: number, rootId: number, no: string) {
  const division = await insertDept(app.database.db, { tenementId, parentId: rootId, deptNo: `LD${no}`, name: `事业部${no}` });
  const workshop = await insertDept(app.database.db, { tenementId, parentId: division.id, deptNo: `LW${no}`, name: `车间${no}` });
  return { division: division.id, workshop: workshop.id };
}

export interface MemberSpec {
  menus: number[];
  keys?: string[];
  deptId: number | null;
  /** Data rules: on applications (delivery_records) and on positions. */
  applications?: { valueType: number; deptIds?: number[]; visibleFields?: string[] };
  positions?: { valueType: number };
}

/** An HR member of the company with one role, logged in as management. */
export async function member(app: FastifyInstance, tenementId: number, spec: MemberSpec): Promise<{ token: string; userId: number }> {
  serial += 1;
  const roleId = await role(app, tenementId, { name: `名单角色${serial}`, menus: spec.menus, keys: spec.keys ?? [] });
  const db = app.database.db;
  if (spec.applications) {
    await db.insert(dataPermissions).values({
      tenementId,
      roleId,
      menuId: 301,
      tableName: 'delivery_records',
      valueType: spec.applications.valueType,
      deptIds: spec.applications.deptIds ?? [],
      visibleFields: spec.applications.visibleFields ?? [],
    });
  }
  if (spec.positions)
    await db
      .insert(dataPermissions)
      .values({ tenementId, roleId, menuId: 201, tableName: 'positions', valueType: spec.positions.valueType, deptIds: [] });
  const account = `lsthr${serial}${Date.now() % 1000}`.slice(0, 16);
  const { userId } = await staff(app, tenementId, {
    account,
    name: `名单专员${serial}`,
    phone: `1370000${String(1000 + serial).slice(-4)}`,
    deptId: spec.deptId,
    roleIds: [roleId],
  });
  return { token: await loginAs(app, account, STAFF_PASSWORD), userId };
}

/** The company's controlled fields on applications. */
export async function controlApplications(app: FastifyInstance, tenementId: number, fields: Array<[string, 'mask' | 'hide']>) {
  await app.database.db.insert(controlledFieldTable).values(
    fields.map(([fieldName, controlType]) => ({
      tenementId,
      tableName: 'delivery_records',
      fieldName,
      fieldLabel: fieldName,
      controlType,
    })),
  );
}

/** GET a list (path after /api/) with a query; answers the envelope. */
export async function list(
  app: FastifyInstance,
  token: string | null,
  path: string,
  query: Record<string, string | number> = {},
  lang?: string,
) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const headers = { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) };
  return body<Page>(await app.inject({ method: 'GET', url: api(`/${path}${qs ? `?${qs}` : ''}`), headers }));
}

/** The ids a list answers (its page), in order. */
export const idsOf = (p: { data: Page }) => p.data.list.map((r) => r.id);
