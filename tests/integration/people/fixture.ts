/** Shared set-up of the people and joining tests: departments, roles and staff written straight to the database. */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import {
  dataPermissions,
  depts,
  functions,
  operationLogs,
  roleFunctions,
  roleMenus,
  roles,
  tenementUsers,
  tenements,
  userRoles,
  users,
} from '../../../src/server/db/schema/index.ts';
import { hashPassword } from '../../../src/server/modules/identity/passwords.ts';
import { insertDept } from '../../../src/server/modules/org/repository.ts';
import { api, auth, body, type Envelope } from '../../support/test-app.ts';
import { TEST_PASSWORD_HASH_LOG_N } from '../../support/hash-cost.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call; a payload goes in the body for writes. */
export async function call<T = unknown>(
  app: FastifyInstance,
  token: string | null,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<Envelope<T>> {
  const res = await app.inject({
    method,
    url: api(url),
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return body<T>(res);
}

export const raw = (app: FastifyInstance, token: string, url: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url: api(url), headers: auth(token) });

export async function tenementIdOf(app: FastifyInstance, tenementNo: string): Promise<number> {
  const [t] = await app.database.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, tenementNo));
  return t!.id;
}

export async function deptIdByNo(app: FastifyInstance, deptNo: string, tenementNo = 'T0001'): Promise<number> {
  const [d] = await app.database.db
    .select({ id: depts.id })
    .from(depts)
    .where(and(eq(depts.deptNo, deptNo), eq(depts.tenementId, await tenementIdOf(app, tenementNo))));
  return d!.id;
}

export async function dept(
  app: FastifyInstance,
  tenementId: number,
  deptNo: string,
  name: string,
  parentId: number | null,
): Promise<number> {
  return (await insertDept(app.database.db, { tenementId, deptNo, name, parentId })).id;
}

export interface RoleSpec {
  name: string;
  menus: number[];
  keys?: string[];
  /** A data permission on tenement_users. */
  scope?: { valueType: number; deptIds?: number[]; visibleFields?: string[] };
}

export async function role(app: FastifyInstance, tenementId: number, spec: RoleSpec): Promise<number> {
  const db = app.database.db;
  const [r] = await db.insert(roles).values({ tenementId, name: spec.name }).returning({ id: roles.id });
  const roleId = r!.id;
  if (spec.menus.length) await db.insert(roleMenus).values(spec.menus.map((menuId) => ({ roleId, menuId })));
  if (spec.keys?.length) {
    const fns = await db.select({ id: functions.id }).from(functions).where(inArray(functions.functionKey, spec.keys));
    await db.insert(roleFunctions).values(fns.map((f) => ({ roleId, functionId: f.id })));
  }
  if (spec.scope) {
    await db.insert(dataPermissions).values({
      tenementId,
      roleId,
      menuId: 102,
      tableName: 'tenement_users',
      valueType: spec.scope.valueType,
      deptIds: spec.scope.deptIds ?? [],
      visibleFields: spec.scope.visibleFields ?? [],
    });
  }
  return roleId;
}

export interface StaffSpec {
  account: string;
  name: string;
  phone: string;
  deptId: number | null;
  roleIds?: number[];
  password?: string;
}

export const STAFF_PASSWORD = 'Staff@2026';

/** An account that is a member of the company (management identity at login). */
export async function staff(app: FastifyInstance, tenementId: number, s: StaffSpec): Promise<{ userId: number; memberId: number }> {
  const db = app.database.db;
  const [u] = await db
    .insert(users)
    // Staff the company opened itself (Create, Add with a new phone): its own to manage, passwords included.
    .values({
      account: s.account,
      name: s.name,
      phone: s.phone,
      passwordHash: await hashPassword(s.password ?? STAFF_PASSWORD, TEST_PASSWORD_HASH_LOG_N),
      isSeeker: false,
      createdByTenementId: tenementId,
    })
    .returning({ id: users.id });
  const [m] = await db
    .insert(tenementUsers)
    .values({ tenementId, userId: u!.id, name: s.name, deptId: s.deptId })
    .returning({ id: tenementUsers.id });
  if (s.roleIds?.length) await db.insert(userRoles).values(s.roleIds.map((roleId) => ({ userId: u!.id, roleId })));
  return { userId: u!.id, memberId: m!.id };
}

export async function memberRow(app: FastifyInstance, id: number) {
  const [row] = await app.database.db.select().from(tenementUsers).where(eq(tenementUsers.id, id));
  return row;
}

export async function lastLog(app: FastifyInstance, resource: string, action?: string) {
  const rows = await app.database.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.resource, resource), action ? eq(operationLogs.action, action) : undefined));
  return rows.at(-1);
}

/** Rows of the first sheet as objects keyed by the header row. */
export async function readXlsx(data: Buffer): Promise<Array<Record<string, string>>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((h) => (h === undefined ? '' : String(h)));
  const out: Array<Record<string, string>> = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values = row.values as unknown[];
    out.push(
      Object.fromEntries(
        headers.map((h, i) => [h, values[i] === undefined || values[i] === null ? '' : String(values[i])]).filter(([h]) => h),
      ),
    );
  });
  return out;
}

export async function sheet(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A real SignalR client on the app's hub, registered with a token; collects what it receives. */
export async function listen(base: string, token: string, connections: HubConnection[]) {
  const conn = new HubConnectionBuilder().withUrl(`${base}/recruit/hubs/systemMessageHub`).configureLogging(LogLevel.None).build();
  connections.push(conn);
  const messages: Array<{ event: string; payload: unknown }> = [];
  for (const event of ['ConnectMessage', 'PermissionsMessage', 'NoticeMessage'])
    conn.on(event, (payload: unknown) => messages.push({ event, payload }));
  await conn.start();
  await conn.invoke('InitUserMsgConnectionInfo', token);
  return messages;
}
