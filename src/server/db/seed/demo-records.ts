/**
 * The demo company's 操作日志 and 文件管理. The log entries are written by the log writer the routes call
 * (oplog/service.ts logOperation), in the shapes those routes give them, about the demo's own records:
 * the departments imported and one renamed, the recruiter role given its menus, a tag added and removed,
 * position types and the offer template edited, positions added, edited, submitted and published at the
 * times their rows say; then dated over the last four weeks. The files are company documents the
 * administrator uploaded, shipped as real files in seed/assets (files/store/seed-assets.ts serves `seed/` keys).
 */
import { statSync } from 'node:fs';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Queryable } from '../client.ts';
import { depts, files, functions, offerTemplates, operationLogs, positions, roleFunctions, roleMenus, roles } from '../schema/index.ts';
import { positionTagsTable, positionTypeTable } from '../../../../generated/server/tables.ts';
import type { Caller } from '../../modules/identity/sessions.ts';
import { changes, logOperation, type OpAction } from '../../modules/oplog/service.ts';
import type { LogResource } from '../../modules/oplog/resources.ts';
import { deptFields } from '../../modules/org/presenter.ts';
import { positionView } from '../../modules/positions/repository.ts';
import { loggedFields } from '../../modules/positions/presenter.ts';
import { presentRecord } from '../../modules/resources/presenter.ts';
import { COMPANY_UPLOAD_FROM } from '../../modules/files/access.ts';
import { MIME } from '../../modules/files/sniff.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

interface Entry {
  at: Date;
  by: Caller;
  action: OpAction;
  resource: LogResource;
  recordId?: number | string | null;
  summary: unknown;
}

/** A member of the demo company as the log writer takes them: a back-office session from the office network. */
function callerOf(tenementId: number, userId: number, account: string, ip: string): Caller {
  return { sessionId: 0, userId, account, identity: 'manage', tenementId, loginSource: 1, mustChangePassword: false, ip };
}

/** Some days ago at an office hour (company clock, UTC+8). */
function daysAgo(now: number, days: number, hour: number, minute: number): Date {
  const d = new Date(now - days * DAY);
  d.setUTCHours(hour - 8, minute, 0, 0);
  return d;
}

async function idOf<T extends { id: number }>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`demo records: no ${what}`);
  return row;
}

/** The organisation's entries: departments, the recruiter role's menus, a tag, position types, the offer template. */
async function orgEntries(db: Queryable, tenementId: number, admin: Caller, recruiter: Caller, now: number): Promise<Entry[]> {
  const deptRows = await db.select().from(depts).where(eq(depts.tenementId, tenementId)).orderBy(asc(depts.id));
  const research = deptRows.find((d) => d.deptNo === 'D04')!;
  const role = await idOf(
    db
      .select()
      .from(roles)
      .where(and(eq(roles.tenementId, tenementId), eq(roles.name, '招聘专员'))),
    'recruiter role',
  );
  const menuIds = (await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, role.id))).map((m) => m.id);
  const functionIds = (
    await db
      .select({ id: roleFunctions.functionId })
      .from(roleFunctions)
      .innerJoin(functions, eq(functions.id, roleFunctions.functionId))
      .where(eq(roleFunctions.roleId, role.id))
  ).map((f) => f.id);
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
  // A tag added and, three days later, removed: its row is made and deleted, so its id is spent as the app would spend it.
  const tagAdded = daysAgo(now, 23, 11, 20);
  const [tag] = await db
    .insert(positionTagsTable)
    .values({ tenementId, name: '夜班补贴', color: '#7C3AED', sort: 9, createdAt: tagAdded, updatedAt: tagAdded })
    .returning();
  await db.delete(positionTagsTable).where(eq(positionTagsTable.id, tag!.id));
  const worker = await idOf(
    db
      .select()
      .from(positionTypeTable)
      .where(and(eq(positionTypeTable.tenementId, tenementId), eq(positionTypeTable.code, 'WORKER'))),
    'position type 普工',
  );
  const template = await idOf(
    db
      .select()
      .from(offerTemplates)
      .where(and(eq(offerTemplates.tenementId, tenementId), eq(offerTemplates.name, '标准录用通知书'))),
    'offer template',
  );
  const imported = deptRows.filter((d) => d.parentId !== null);
  return [
    {
      at: daysAgo(now, 29, 9, 42),
      by: admin,
      action: 'import',
      resource: 'dept',
      summary: { count: imported.length, deptNos: imported.map((d) => d.deptNo) },
    },
    {
      at: daysAgo(now, 28, 15, 8),
      by: admin,
      action: 'edit',
      resource: 'dept',
      recordId: research.id,
      summary: changes({ ...deptFields(research), name: '技术中心' }, deptFields(research)),
    },
    {
      at: daysAgo(now, 27, 10, 16),
      by: admin,
      action: 'grant',
      resource: 'role',
      recordId: role.id,
      summary: {
        before: { menuIds: sorted(menuIds.filter((m) => m === 1)), functionIds: [] },
        after: { menuIds: sorted(menuIds), functionIds: sorted(functionIds) },
      },
    },
    { at: tagAdded, by: admin, action: 'add', resource: 'positionTags', recordId: tag!.id, summary: { after: presentRecord(tag!) } },
    {
      at: daysAgo(now, 20, 16, 45),
      by: admin,
      action: 'delete',
      resource: 'positionTags',
      recordId: String(tag!.id),
      summary: { before: [presentRecord(tag!)] },
    },
    {
      at: daysAgo(now, 18, 14, 3),
      by: recruiter,
      action: 'edit',
      resource: 'positionType',
      recordId: worker.id,
      summary: changes({ ...presentRecord(worker), remark: '生产线操作岗位，含冲压、装配' }, presentRecord(worker)),
    },
    {
      at: daysAgo(now, 15, 9, 30),
      by: admin,
      action: 'edit',
      resource: 'offerTemplate',
      recordId: template.id,
      summary: { name: template.name },
    },
  ];
}

/** The positions' entries, at the times their rows keep: added, edited, submitted, published. */
async function positionEntries(db: Queryable, tenementId: number, admin: Caller): Promise<Entry[]> {
  const rows = await db
    .select({
      id: positions.id,
      name: positions.name,
      createdAt: positions.createdAt,
      submittedAt: positions.submittedAt,
      publishedAt: positions.publishedAt,
    })
    .from(positions)
    .where(and(eq(positions.tenementId, tenementId), inArray(positions.name, ['冲压普工', 'CNC操作工', '工艺工程师', '模具钳工'])));
  const out: Entry[] = [];
  const entry = (at: Date, action: OpAction, recordId: number, summary: unknown) =>
    out.push({ at, by: admin, action, resource: 'positionInfo', recordId, summary });
  const step = (step: string, from: number, to: number) => ({ step, before: { state: from }, after: { state: to } });
  for (const p of rows) {
    const fields = loggedFields((await positionView(db, undefined, p.id))!);
    const added = new Date(p.createdAt.getTime() + HOUR);
    if (p.name === '冲压普工') {
      entry(added, 'edit', p.id, changes({ ...fields, headcount: 20 }, fields));
    } else if (p.name === '工艺工程师' || p.name === '模具钳工') {
      entry(added, 'add', p.id, { after: { ...fields, state: 0 } });
    }
    if (p.submittedAt) entry(p.submittedAt, 'edit', p.id, step('applyPublish', 0, 1));
    if (p.publishedAt) entry(p.publishedAt, 'edit', p.id, step('publish', 1, 2));
  }
  return out;
}

/** Written oldest first (the screen lists newest id first), then dated. */
async function writeEntries(db: Queryable, tenementId: number, entries: Entry[]) {
  const [last] = await db.select({ id: operationLogs.id }).from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
  const ordered = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const e of ordered)
    await logOperation(db, e.by, { action: e.action, resource: e.resource, recordId: e.recordId, summary: e.summary });
  const written = await db
    .select({ id: operationLogs.id })
    .from(operationLogs)
    .where(and(eq(operationLogs.tenementId, tenementId), gt(operationLogs.id, last?.id ?? 0)))
    .orderBy(asc(operationLogs.id));
  for (const [i, row] of written.entries())
    await db.update(operationLogs).set({ createdAt: ordered[i]!.at }).where(eq(operationLogs.id, row.id));
}

/** Company documents on 文件管理: real files shipped in seed/assets, uploaded by the administrator. */
const DOCUMENTS = [
  { asset: 'employee-handbook-2026.pdf', name: '员工手册2026.pdf', kind: 'pdf', days: 26 },
  { asset: 'onboarding-notice.pdf', name: '入职须知.pdf', kind: 'pdf', days: 21 },
  { asset: 'site-plan.png', name: '厂区平面图.png', kind: 'png', days: 12 },
  { asset: 'safety-training-assessment.xlsx', name: '厂区安全培训考核表.xlsx', kind: 'xlsx', days: 5 },
] as const;

async function seedDocuments(db: Queryable, tenementId: number, adminId: number, now: number) {
  await db.insert(files).values(
    DOCUMENTS.map((d) => ({
      tenementId,
      userId: adminId,
      name: d.name,
      mime: MIME[d.kind],
      size: statSync(new URL(`./assets/${d.asset}`, import.meta.url)).size,
      storageKey: `seed/${d.asset}`,
      fromType: COMPANY_UPLOAD_FROM,
      createdAt: daysAgo(now, d.days, 10, 5),
    })),
  );
}

export async function seedDemoRecords(db: Queryable, tenementId: number, adminId: number, recruiterId: number) {
  const now = Date.now();
  const admin = callerOf(tenementId, adminId, 'admin', '10.12.3.21');
  const recruiter = callerOf(tenementId, recruiterId, 'recruiter', '10.12.3.57');
  const entries = [...(await orgEntries(db, tenementId, admin, recruiter, now)), ...(await positionEntries(db, tenementId, admin))];
  await writeEntries(db, tenementId, entries);
  await seedDocuments(db, tenementId, adminId, now);
}
