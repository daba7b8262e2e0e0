/**
 * No one hands out, takes away or switches off more than they hold. Outside the administrators:
 * - menus and keys: a role granted, cancelled, enabled or disabled (or menus granted to a role) must
 *   stay within the caller's own menus and keys, and the administrator role is for administrators only;
 * - data rules: a role's rule on each scoped table must be no wider than the caller's own there
 *   (all ⊃ own department and below ⊃ own department ⊃ self; chosen departments among those the caller
 *   sees), and the controlled fields it makes visible must be visible to the caller.
 */
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import { OWN_ROWS } from './data-scope.ts';
import { controlledFields, memberDept, rulesOf, ValueType, type Rule } from './scope-repository.ts';
import { deptIdsUnder, permissionsOfRole } from './data-permission-repository.ts';
import { roleFunctionIds, roleMenuIds } from './grant-repository.ts';
import { callerRoles, grantsOf } from './service.ts';
import { rolesOf } from './repository.ts';
import { readTogether } from '../../db/reads.ts';

export interface RuleShape extends Rule {
  tableName: string;
}

/** How far each fixed row scope reaches; chosen departments are compared department by department. */
const REACH: Record<number, number> = {
  [ValueType.ALL]: 4,
  [ValueType.OWN_DEPT_AND_BELOW]: 3,
  [ValueType.OWN_DEPT]: 2,
  [ValueType.SELF]: 1,
};

async function isAdministrator(db: Queryable, caller: Caller): Promise<boolean> {
  const mine = await callerRoles(db, caller);
  return mine.isTopAdmin || mine.roles.some((r) => r.isAdmin);
}

export async function assertWithinOwnGrants(
  db: Queryable,
  caller: Caller,
  grants: { isAdmin: boolean; menuIds: number[]; functionIds: number[] },
) {
  const mine = await grantsOf(db, caller);
  if (mine.isAdmin) return;
  const menus = new Set(mine.menus.map((m) => m.id));
  const functions = new Set(mine.functions.map((f) => f.id));
  if (grants.isAdmin || grants.menuIds.some((id) => !menus.has(id)) || grants.functionIds.some((id) => !functions.has(id)))
    throw new AppError('FORBIDDEN');
}

/** The caller's rules on one table; a role of theirs without a rule there counts as "only self". */
async function ownRules(db: Queryable, caller: Caller, table: string): Promise<Rule[]> {
  const roleIds = (await callerRoles(db, caller)).roles.map((r) => r.id);
  const rules = await rulesOf(db, roleIds, table);
  return roleIds.length > rules.length || !rules.length ? [...rules, OWN_ROWS] : rules;
}

/** The departments whose rows the caller's rules show (for comparing "chosen departments"). */
async function seenDepts(db: Queryable, caller: Caller, mine: Rule[]): Promise<Set<number>> {
  const seen = new Set(mine.flatMap((r) => (r.valueType === ValueType.DEPTS ? r.deptIds : [])));
  const dept = await memberDept(db, caller);
  if (dept && mine.some((r) => r.valueType === ValueType.OWN_DEPT)) seen.add(dept.id);
  if (dept && mine.some((r) => r.valueType === ValueType.OWN_DEPT_AND_BELOW))
    for (const id of await deptIdsUnder(db, caller.tenementId!, dept.path)) seen.add(id);
  return seen;
}

async function rowsWithin(db: Queryable, caller: Caller, rule: Rule, mine: Rule[]): Promise<boolean> {
  if (rule.valueType === ValueType.SELF || mine.some((m) => m.valueType === ValueType.ALL)) return true;
  if (rule.valueType === ValueType.DEPTS) {
    const seen = await seenDepts(db, caller, mine);
    return rule.deptIds.every((id) => seen.has(id));
  }
  const reach = REACH[rule.valueType] ?? Number.POSITIVE_INFINITY;
  return mine.some((m) => (REACH[m.valueType] ?? 0) >= reach);
}

/** Refuses (1172) rules wider than the caller's own; administrators may write any. */
export async function assertRulesWithinOwn(db: Queryable, caller: Caller, rules: readonly RuleShape[]) {
  if (!rules.length || (await isAdministrator(db, caller))) return;
  for (const rule of rules) {
    const mine = await ownRules(db, caller, rule.tableName);
    const controlled = new Set((await controlledFields(db, caller.tenementId!, rule.tableName)).map((f) => f.fieldName));
    const visible = new Set(mine.flatMap((m) => m.visibleFields));
    const unmasks = rule.visibleFields.some((f) => controlled.has(f) && !visible.has(f));
    if (unmasks || !(await rowsWithin(db, caller, rule, mine))) throw new AppError('DATA_SCOPE_BEYOND_OWN');
  }
}

/**
 * A role as a whole (its menus, keys, administrator flag and data rules) within the caller's own:
 * the test for granting it to people, taking it from them, and enabling or disabling it.
 */
export async function assertRoleWithinOwn(db: Queryable, caller: Caller, role: { id: number; isAdmin: boolean }) {
  if (await isAdministrator(db, caller)) return;
  const [menuIds, functionIds] = await readTogether(db, [() => roleMenuIds(db, role.id), () => roleFunctionIds(db, role.id)]);
  await assertWithinOwnGrants(db, caller, { isAdmin: role.isAdmin, menuIds, functionIds });
  await assertRulesWithinOwn(db, caller, await permissionsOfRole(db, role.id));
}

/**
 * Removing or disabling members takes their roles from them: a caller who is no administrator may do
 * it only to members whose roles lie within the caller's own (an administrator is for administrators).
 */
export async function assertMembersWithinOwn(db: Queryable, caller: Caller, tenementId: number, userIds: readonly number[]) {
  if (await isAdministrator(db, caller)) return;
  for (const userId of userIds) {
    for (const role of (await rolesOf(db, userId, tenementId)).roles) await assertRoleWithinOwn(db, caller, role);
  }
}
