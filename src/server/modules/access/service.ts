import type { Queryable } from '../../db/client.ts';
import { memoOf, remembered, type MemoOptions } from '../../db/memo.ts';
import type { Caller } from '../identity/sessions.ts';
import * as repo from './repository.ts';
import { readTogether } from '../../db/reads.ts';

/** What a management caller may open and press. */
export interface Grants {
  isAdmin: boolean;
  menus: repo.MenuRow[];
  functions: repo.FunctionRow[];
  functionKeys: ReadonlySet<string>;
}

const EMPTY: Grants = { isAdmin: false, menus: [], functions: [], functionKeys: new Set() };

/** A granted node brings its ancestors along, so the tree always reaches it. */
function withAncestors(all: repo.MenuRow[], granted: Set<number>): repo.MenuRow[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const keep = new Set<number>();
  for (const id of granted) {
    for (let m = byId.get(id); m && !keep.has(m.id); m = m.parentId === null ? undefined : byId.get(m.parentId)) keep.add(m.id);
  }
  return all.filter((m) => keep.has(m.id));
}

type Roles = Awaited<ReturnType<typeof repo.rolesOf>>;
const rolesMemo = new WeakMap<Caller, Promise<Roles>>();

/**
 * Kept per process, keyed by member (`userId:tenementId`), until the database says the member's
 * account, memberships or roles changed (u:<userId>) or any grant, role, menu or key did (g).
 */
function byMember<V>(): MemoOptions<string, V> {
  return {
    max: 20_000,
    ttlMs: 10 * 60_000,
    drops: (change, key) => change.kind === 'g' || (change.kind === 'u' && key.startsWith(`${change.id}:`)),
  };
}
const ROLES = byMember<Roles>();
const GRANTS = byMember<Grants>();
const SHARED: MemoOptions<'all', [repo.MenuRow[], repo.FunctionRow[]]> = {
  max: 1,
  ttlMs: 10 * 60_000,
  drops: (change) => change.kind === 'g',
};

/**
 * The caller's roles, read once per request (the auth hook, the data scope and the service all ask,
 * and the Caller object lives exactly as long as its request) and kept across requests.
 */
export function callerRoles(db: Queryable, caller: Caller): Promise<Roles> {
  const { userId, tenementId } = caller;
  if (tenementId === null) return Promise.resolve({ isTopAdmin: false, roles: [] });
  let roles = rolesMemo.get(caller);
  if (!roles) {
    roles = remembered(memoOf(db, 'roles', ROLES), `${userId}:${tenementId}`, () => repo.rolesOf(db, userId, tenementId));
    rolesMemo.set(caller, roles);
  }
  return roles;
}

/** Enabled menus and keys: the same for every company, read on nearly every management call. */
function openMenusAndKeys(db: Queryable) {
  return remembered(memoOf(db, 'menus-and-keys', SHARED), 'all', () => repo.openMenusAndKeys(db));
}

export function grantsOf(db: Queryable, caller: Caller): Promise<Grants> {
  if (caller.identity !== 'manage' || caller.tenementId === null) return Promise.resolve(EMPTY);
  return remembered(memoOf(db, 'grants', GRANTS), `${caller.userId}:${caller.tenementId}`, () => readGrants(db, caller));
}

async function readGrants(db: Queryable, caller: Caller): Promise<Grants> {
  const [[allMenus, allFunctions], mine] = await readTogether(db, [() => openMenusAndKeys(db), () => callerRoles(db, caller)]);
  const isAdmin = mine.isTopAdmin || mine.roles.some((r) => r.isAdmin);
  if (isAdmin) return { isAdmin, menus: allMenus, functions: allFunctions, functionKeys: new Set(allFunctions.map((f) => f.functionKey)) };
  const roleIds = mine.roles.map((r) => r.id);
  const [menuIds, functionIds] = await readTogether(db, [
    () => repo.grantedMenuIds(db, roleIds),
    () => repo.grantedFunctionIds(db, roleIds),
  ]);
  const menus = withAncestors(allMenus, new Set(menuIds));
  const openMenus = new Set(menus.map((m) => m.id));
  const fnIds = new Set(functionIds);
  // A function counts only while its menu is open to the caller too.
  const functions = allFunctions.filter((f) => fnIds.has(f.id) && openMenus.has(f.menuId));
  return { isAdmin, menus, functions, functionKeys: new Set(functions.map((f) => f.functionKey)) };
}

/** The top administrator of the platform company (the flagged one), acting in it: edits shared menus. */
export async function isPlatformAdmin(deps: { db: Queryable }, caller: Caller): Promise<boolean> {
  if (caller.identity !== 'manage' || caller.tenementId === null) return false;
  return isPlatformTopAdmin(deps.db, caller.userId, caller.tenementId);
}

/** The user is an enabled top administrator of the platform company (in `tenementId` only, when given). */
export function isPlatformTopAdmin(db: Queryable, userId: number, tenementId?: number): Promise<boolean> {
  return repo.platformTopAdminMembership(db, userId, tenementId);
}

/**
 * Who answers for the company on a function key: enabled members who are its top administrator, hold
 * its administrator role, or hold the key with its menu (the reviewers of join requests and invitations).
 */
export function companyReviewers(db: Queryable, tenementId: number, functionKey: string): Promise<number[]> {
  return repo.keyHolderIds(db, tenementId, functionKey);
}
