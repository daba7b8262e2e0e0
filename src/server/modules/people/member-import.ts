/**
 * People from Excel (姓名, 手机号, 部门编号, 工号, 职务, 用户类型, 备注): every row valid or nothing
 * written. A phone that has an account is invited (its owner accepts or declines); a new phone gets an
 * account of the company's own with a random initial password, sent to that phone, to be changed at first login.
 */
import type { Deps } from '../../deps.ts';
import { inTransaction, type AfterCommit } from '../../db/tx.ts';
import type { Tx } from '../../db/client.ts';
import { LANGS, type Lang } from '../../../common/states.ts';
import { PATTERNS } from '../../../common/validators.ts';
import type { Manager } from '../../http/manager.ts';
import { hashPassword } from '../identity/passwords.ts';
import { logOperation } from '../oplog/service.ts';
import {
  checkRows,
  failedImport,
  markRepeats,
  readSheetRows,
  rowsWithIssues,
  rowValidator,
  templateWorkbook,
  type SheetRow,
} from '../resources/import.ts';
import { resourceLabel } from '../../i18n/resource-labels.ts';
import { companyById, deptsOfCompany } from '../org/service.ts';
import { memberScope } from './members.ts';
import { initialPassword } from './accounts.ts';
import { sendInitialPassword } from './member-writes.ts';
import * as repo from './repository.ts';
import * as accounts from './account-repository.ts';
import { userTypesOf } from './user-type-repository.ts';
import { createInvitation } from './invitations.ts';
import { noticeInvitation } from './invitation-notices.ts';
import { countInvitations } from './invite-limits.ts';

/** The sheet's columns and their headers in zh-CN, zh-TW and en (any of them is read back). */
const COLUMNS = [
  { key: 'name', text: ['姓名', '姓名', 'Name'] },
  { key: 'phone', text: ['手机号', '手機號碼', 'Phone'] },
  { key: 'deptNo', text: ['部门编号', '部門編號', 'Department No.'] },
  { key: 'jobNo', text: ['工号', '工號', 'Job No.'] },
  { key: 'post', text: ['职务', '職務', 'Post'] },
  { key: 'userType', text: ['用户类型', '使用者類型', 'User type'] },
  { key: 'remark', text: ['备注', '備註', 'Remark'] },
] as const;

const str = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const validate = rowValidator({
  type: 'object',
  required: ['name', 'phone', 'deptNo'],
  properties: {
    name: str(50),
    phone: { type: 'string', pattern: PATTERNS.phone },
    deptNo: str(32),
    jobNo: str(32),
    post: str(50),
    userType: str(50),
    remark: str(200),
  },
});

const headerOf = (key: string, lang: Lang) => COLUMNS.find((c) => c.key === key)!.text[LANGS.indexOf(lang)]!;
const headerMap = new Map<string, string>(COLUMNS.flatMap((c) => [[c.key, c.key] as const, ...c.text.map((t) => [t, c.key] as const)]));
const titleOf = (lang: Lang) => resourceLabel('TenementUser', lang, '用户管理');

export const memberTemplate = (lang: Lang) =>
  templateWorkbook(
    titleOf(lang),
    COLUMNS.map((c) => c.text[LANGS.indexOf(lang)]!),
  );

interface Refs {
  depts: Map<string, number>;
  types: Map<string, number>;
  users: Map<string, number>;
  members: Set<number>;
}

async function loadRefs(deps: Deps, tenementId: number, rows: SheetRow[]): Promise<Refs> {
  const [deptRows, typeRows, userRows] = await Promise.all([
    deptsOfCompany(deps.db, tenementId),
    userTypesOf(deps.db, tenementId),
    accounts.usersByPhones(deps.db, [...new Set(rows.map((r) => String(r.values.phone ?? '')).filter(Boolean))]),
  ]);
  return {
    depts: new Map(deptRows.map((d) => [d.deptNo, d.id])),
    types: new Map(typeRows.map((t) => [t.name, t.id])),
    users: new Map(userRows.map((u) => [u.phone!, u.id])),
    members: await repo.memberUserIds(
      deps.db,
      tenementId,
      userRows.map((u) => u.id),
    ),
  };
}

/** What the database says about each row: unknown department or type, phone already in the company. */
function checkRefs(rows: SheetRow[], refs: Refs) {
  for (const r of rows) {
    const v = r.values as Record<string, string | undefined>;
    if (v.deptNo !== undefined && !refs.depts.has(v.deptNo)) r.issues.deptNo ??= { rule: 'enum' };
    if (v.userType !== undefined && !refs.types.has(v.userType)) r.issues.userType ??= { rule: 'enum' };
    const userId = v.phone === undefined ? undefined : refs.users.get(v.phone);
    if (userId !== undefined && refs.members.has(userId)) r.issues.phone ??= { rule: 'existsAlready' };
  }
}

/** `u` + phone names a new account; a clash (rare) takes a numbered suffix. */
function accountFor(phone: string, taken: Set<string>): string {
  let name = `u${phone}`;
  for (let i = 1; taken.has(name); i++) name = `u${phone}_${i}`;
  taken.add(name);
  return name;
}

async function newAccounts(deps: Deps, people: Array<{ phone: string; name: string }>) {
  const taken = await accounts.accountsTaken(
    deps.db,
    people.flatMap(({ phone }) => [`u${phone}`, `u${phone}_1`, `u${phone}_2`]),
  );
  return Promise.all(
    people.map(async ({ phone, name }) => {
      const password = initialPassword();
      return {
        phone,
        name,
        account: accountFor(phone, taken),
        password,
        passwordHash: await hashPassword(password, deps.config.passwordHashLogN),
      };
    }),
  );
}

function membershipOf(tenementId: number, v: Record<string, string | undefined>, refs: Refs, made: Map<string, number>): repo.MemberInsert {
  return {
    tenementId,
    userId: refs.users.get(v.phone!) ?? made.get(v.phone!)!,
    name: v.name!,
    deptId: refs.depts.get(v.deptNo!)!,
    jobNo: v.jobNo ?? null,
    post: v.post ?? null,
    userTypeId: v.userType === undefined ? null : refs.types.get(v.userType)!,
    remark: v.remark ?? null,
  };
}

/** Rows naming existing accounts: invitations (one already open is left as it is), counted against the limits. */
async function inviteRows(
  tx: Tx,
  afterCommit: AfterCommit,
  deps: Deps,
  caller: Manager,
  company: { id: number; name: string },
  rows: Array<{ phone: string; member: repo.MemberInsert }>,
) {
  if (!rows.length) return;
  await countInvitations(
    tx,
    caller,
    company.id,
    rows.map((r) => r.phone),
  );
  for (const { phone, member: m } of rows) {
    const made = await createInvitation(tx, caller, company.id, m.userId, {
      name: m.name,
      phone,
      deptId: m.deptId!,
      userTypeId: m.userTypeId,
      post: m.post,
      jobNo: m.jobNo,
      remark: m.remark,
    });
    if (made) afterCommit(() => noticeInvitation(deps, { userId: m.userId, phone, tenementName: company.name, invitationId: made.id }));
  }
}

export async function importMembers(deps: Deps, caller: Manager, data: Buffer, lang: Lang) {
  const { tenementId } = await memberScope(deps, caller);
  const rows = await readSheetRows(data, headerMap);
  checkRows(validate, rows);
  markRepeats(rows, 'phone');
  const refs = await loadRefs(deps, tenementId, rows);
  checkRefs(rows, refs);
  if (rowsWithIssues(rows).length)
    return failedImport(
      deps,
      caller,
      titleOf(lang),
      COLUMNS.map((c) => ({ key: c.key, header: headerOf(c.key, lang) })),
      rows,
      lang,
    );
  // Existing accounts are invited (their owners decide); unknown phones become the company's own accounts.
  const [existing, unknown] = [
    rows.filter((r) => refs.users.has(String(r.values.phone))),
    rows.filter((r) => !refs.users.has(String(r.values.phone))),
  ];
  const fresh = await newAccounts(
    deps,
    unknown.map((r) => ({ phone: String(r.values.phone), name: String(r.values.name) })),
  );
  const company = (await companyById(deps.db, tenementId))!;
  await inTransaction(deps.db, async (tx, afterCommit) => {
    const made = await accounts.insertAccounts(
      tx,
      fresh.map((f) => ({
        account: f.account,
        passwordHash: f.passwordHash,
        phone: f.phone,
        name: f.name,
        isSeeker: false,
        mustChangePassword: true,
        createdByTenementId: tenementId,
      })),
    );
    await repo.insertMembers(
      tx,
      unknown.map((r) => membershipOf(tenementId, r.values as Record<string, string | undefined>, refs, made)),
    );
    await inviteRows(
      tx,
      afterCommit,
      deps,
      caller,
      company,
      existing.map((r) => ({
        phone: String(r.values.phone),
        member: membershipOf(tenementId, r.values as Record<string, string | undefined>, refs, made),
      })),
    );
    await logOperation(tx, caller, {
      action: 'import',
      resource: 'tenementUser',
      summary: { count: rows.length, newAccounts: fresh.map((f) => f.account), invited: existing.length },
    });
    afterCommit(async () => {
      for (const f of fresh) await sendInitialPassword(deps, company.name, f);
    });
  });
  return { errorCount: 0, successCount: rows.length, url: null };
}
