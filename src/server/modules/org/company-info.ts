import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import { LIMITS } from '../../../common/validators.ts';
import type { Caller } from '../identity/sessions.ts';
import { asManager, type Manager } from '../../http/manager.ts';
import type { PageQuery } from '../../http/envelope.ts';
import { grantsOf } from '../access/service.ts';
import { changes, logOperation } from '../oplog/service.ts';
import { sanitizeRichText } from './rich-text.ts';
import { presentCompany, presentPlace } from './presenter.ts';
import * as repo from './company-repository.ts';
import { assertPublicCompany } from '../portal/public-guard.ts';

/** The company-info screen (menu node in resources/_menu.json). */
export const COMPANY_INFO_MENU = 106;

/**
 * The caller's own company on a route open to the public (the same call serves job seekers with a
 * tenementId): a management session, with the menu when one is named.
 */
async function ownCompany(deps: Deps, caller: Caller | null, menu?: number): Promise<number> {
  if (!caller) throw new AppError('UNAUTHORIZED');
  const manager = asManager(caller);
  if (menu !== undefined && !(await grantsOf(deps.db, manager)).menus.some((m) => m.id === menu)) throw new AppError('FORBIDDEN');
  return manager.tenementId;
}

async function detailOf(db: Queryable, tenementId: number, publicOnly: boolean) {
  const row = await repo.companyRow(db, tenementId, publicOnly);
  if (!row) throw new AppError('NOT_FOUND');
  return presentCompany(row, await repo.officePlacesOf(db, tenementId));
}

/** Without a tenementId: the caller's company (menu 106); with one: a published company, for anyone. */
export async function companyDetail(deps: Deps, caller: Caller | null, tenementId: number | undefined) {
  if (tenementId !== undefined) return detailOf(deps.db, tenementId, true);
  return detailOf(deps.db, await ownCompany(deps, caller, COMPANY_INFO_MENU), false);
}

export async function companyList(deps: Deps, q: PageQuery & { name_like?: string | undefined; industry?: string | undefined }) {
  const { page, perPage } = q;
  const { rows, total } = await repo.publicCompanyPage(deps.db, { nameLike: q.name_like, industry: q.industry }, page, perPage);
  return { list: rows, totalCount: total, page, perPage };
}

/** Office places of the caller's company, or of a published one (job seekers' pages). */
export async function allOfficePlaces(deps: Deps, caller: Caller | null, tenementId: number | undefined) {
  if (tenementId !== undefined) await assertPublicCompany(deps.db, tenementId);
  const id = tenementId ?? (await ownCompany(deps, caller));
  return (await repo.officePlacesOf(deps.db, id)).map(presentPlace);
}

export interface PlaceInput {
  id?: number;
  name: string;
  address: string;
  sort?: number;
}
export interface CompanyInput extends repo.CompanyInfoValues {
  name?: string;
  officePlaces?: PlaceInput[];
}

/** Repeated ids or names in one list are field errors of the later item. */
function assertDistinct(places: PlaceInput[]) {
  for (const key of ['id', 'name'] as const) {
    const seen = new Map<unknown, number>();
    places.forEach((p, i) => {
      if (p[key] === undefined) return;
      if (seen.has(p[key]))
        throw fieldError(`officePlaces.${i}.${key}`, { rule: 'duplicateInFile', params: { line: seen.get(p[key])! + 1 } });
      seen.set(p[key], i);
    });
  }
}

/** The given list becomes the company's office places: kept by id, others dropped, new ones added. */
async function replacePlaces(db: Queryable, tenementId: number, places: PlaceInput[]) {
  const owned = new Set((await repo.officePlacesOf(db, tenementId)).map((p) => p.id));
  const kept = places.flatMap((p) => (p.id === undefined ? [] : [p.id]));
  if (kept.some((id) => !owned.has(id))) throw new AppError('NOT_FOUND');
  await repo.deletePlacesExcept(db, tenementId, kept);
  await repo.parkPlaceNames(db, tenementId, kept);
  for (const p of places)
    if (p.id !== undefined) await repo.updatePlace(db, tenementId, p.id, { name: p.name, address: p.address, sort: p.sort ?? 0 });
  await repo.insertPlaces(
    db,
    places.filter((p) => p.id === undefined).map((p) => ({ tenementId, name: p.name, address: p.address, sort: p.sort ?? 0 })),
  );
}

export async function updateCompanyInfo(deps: Deps, caller: Manager, input: CompanyInput) {
  const { tenementId } = caller;
  const { name, officePlaces, ...info } = input;
  if (officePlaces && officePlaces.length > LIMITS.officePlacesMax)
    throw new AppError('OFFICE_PLACE_LIMIT', { max: LIMITS.officePlacesMax });
  if (officePlaces) assertDistinct(officePlaces);
  // A cleared field comes as null (or, coerced on its way in, as ''): both mean none.
  for (const [k, v] of Object.entries(info)) if (v === '') (info as Record<string, unknown>)[k] = null;
  if (typeof info.intro === 'string') info.intro = sanitizeRichText(info.intro) || null;
  return inTransaction(deps.db, async (tx) => {
    const before = await detailOf(tx, tenementId, false);
    if (name !== undefined && name !== before.name) {
      if (await repo.otherTenementNamed(tx, tenementId, name)) throw fieldError('name', { rule: 'existsAlready' });
      await repo.renameTenement(tx, tenementId, name);
    }
    if (Object.keys(info).length) await repo.upsertCompanyInfo(tx, tenementId, info);
    if (officePlaces) await replacePlaces(tx, tenementId, officePlaces);
    const after = await detailOf(tx, tenementId, false);
    await logOperation(tx, caller, { action: 'edit', resource: 'companyInfo', recordId: tenementId, summary: changes(before, after) });
    return null;
  });
}
