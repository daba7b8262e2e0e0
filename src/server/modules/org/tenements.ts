import type { Deps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Caller } from '../identity/sessions.ts';
import type { Manager } from '../../http/manager.ts';
import type { ListQuery } from '../../http/envelope.ts';
import { isPlatformAdmin } from '../access/service.ts';
import { logOperation } from '../oplog/service.ts';
import { insertDept } from './repository.ts';
import { newTeamCode } from './team-code.ts';
import { presentTenementRow, presentTenementSummary } from './presenter.ts';
import * as repo from './tenement-repository.ts';
import { isPublicCompany } from '../portal/public-guard.ts';

/** The administrator role every company starts with (isAdmin: every menu and key, always). */
export const ADMIN_ROLE_NAME = '超级管理员';

export async function getTenement(deps: Deps, caller: Manager) {
  const row = await repo.tenementSummary(deps.db, caller.tenementId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentTenementSummary(row);
}

/** What anyone sees of a company by its number: a public one only (portal guard), so numbers cannot be counted through. */
export async function tenementInfo(deps: Deps, tenementNo: string) {
  const row = await repo.tenementCard(deps.db, tenementNo);
  if (!row || !(await isPublicCompany(deps.db, row.id))) throw new AppError('NOT_FOUND');
  const { id: _id, ...card } = row;
  return card;
}

export interface TenementListInput extends ListQuery {
  name_like?: string | undefined;
}

/** Every company for the platform administrator; the companies one belongs to for anyone else. */
export async function tenementList(deps: Deps, caller: Manager, q: TenementListInput) {
  const { page, perPage } = q;
  const ids = (await isPlatformAdmin(deps, caller)) ? undefined : await repo.memberTenementIds(deps.db, caller.userId);
  const sortKey = q.sort ?? 'id';
  const sort = { by: sortKey.replace(/^-/, '') as repo.TenementSort, desc: sortKey.startsWith('-') };
  const { rows, total } = await repo.tenementPage(deps.db, { ids, nameLike: q.name_like }, sort, page, perPage);
  return { list: rows.map(presentTenementRow), totalCount: total, page, perPage };
}

interface NewCompany {
  name: string;
  shortName?: string | undefined;
  admin: { id: number; account: string; name: string | null };
}

/**
 * A company with everything it needs to be run: its info row, a root department named after it,
 * the administrator role, and its top administrator (member of the root department, holding that role).
 */
async function createCompany(tx: Tx, input: NewCompany) {
  if (await repo.tenementNamed(tx, input.name)) throw fieldError('name', { rule: 'existsAlready' });
  const tenementNo = await repo.nextTenementNo(tx);
  const t = await repo.insertTenement(tx, { tenementNo, name: input.name, teamCode: newTeamCode(), creatorUserId: input.admin.id });
  await repo.insertCompanyInfo(tx, { tenementId: t.id, shortName: input.shortName ?? null });
  const root = await insertDept(tx, { tenementId: t.id, parentId: null, deptNo: tenementNo, name: input.name });
  await repo.insertTopAdmin(tx, {
    tenementId: t.id,
    userId: input.admin.id,
    deptId: root.id,
    name: input.admin.name ?? input.admin.account,
    roleName: ADMIN_ROLE_NAME,
  });
  return { id: t.id, tenementNo };
}

/**
 * Any logged-in user starts a company and becomes its top administrator (the team creator), up to
 * TENEMENTS_PER_USER companies (1191): registration is open to every seeker, and each company is a
 * root department, an administrator role and a team code that nobody cleans up.
 */
export async function registerTenement(deps: Deps, caller: Caller, input: { name: string; shortName?: string | undefined }) {
  return inTransaction(deps.db, async (tx) => {
    // The user's row lock counts concurrent registrations one at a time.
    const self = await repo.userForUpdate(tx, caller.userId);
    if (!self) throw new AppError('ACCOUNT_INVALID');
    const max = deps.config.tenementsPerUser;
    if ((await repo.createdTenementCount(tx, self.id)) >= max) throw new AppError('TENEMENT_LIMIT', { max });
    const created = await createCompany(tx, { ...input, admin: self });
    // Recorded in the new company's log, where its administrators will look.
    await logOperation(
      tx,
      { ...caller, tenementId: created.id },
      {
        action: 'add',
        resource: 'tenement',
        recordId: created.id,
        summary: { after: { ...created, name: input.name, shortName: input.shortName ?? null } },
      },
    );
    return created;
  });
}

/** The platform administrator opens a company for an existing account, its top administrator. */
export async function addTenement(deps: Deps, caller: Manager, input: { name: string; adminAccount: string }) {
  return inTransaction(deps.db, async (tx) => {
    const admin = await repo.userByAccount(tx, input.adminAccount);
    if (!admin) throw new AppError('ACCOUNT_NOT_FOUND');
    const created = await createCompany(tx, { name: input.name, admin });
    await logOperation(tx, caller, {
      action: 'add',
      resource: 'tenement',
      recordId: created.id,
      summary: { after: { ...created, name: input.name, adminAccount: admin.account } },
    });
    return created;
  });
}
