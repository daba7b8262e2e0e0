/**
 * The member's view of the library: their company, their data scope on applications (the pipeline's,
 * applicationDataScope, with its controlled fields), and whether entries with no application show (the
 * talent centre's screen, menu 402, or an administrator).
 */
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { applicationDataScope } from '../access/application-scope.ts';
import type { DataScope } from '../access/data-scope.ts';
import { grantsOf } from '../access/service.ts';
import type { Visibility } from './access-repository.ts';
import { TALENT_CENTER_MENU } from './menus.ts';
import { visibleEntry } from './detail-repository.ts';
import { syncCompany } from './sync.ts';

export interface TalentScope extends Visibility {
  mask: DataScope['mask'];
  masked: ReadonlySet<string>;
}

export async function talentScope(deps: Deps, caller: Manager): Promise<TalentScope> {
  const scope = await applicationDataScope(deps.db, caller);
  const grants = await grantsOf(deps.db, caller);
  const unapplied = grants.isAdmin || grants.menus.some((m) => m.id === TALENT_CENTER_MENU);
  return { tenementId: caller.tenementId, scope, unapplied, mask: scope.mask, masked: scope.masked };
}

/** The scope, once the company's new applications are in the library. */
export async function syncedScope(deps: Deps, caller: Manager): Promise<TalentScope> {
  await syncCompany(deps.db, caller.tenementId);
  return talentScope(deps, caller);
}

/** The entry if the member sees it, else 1102 (another company's or one out of scope alike). */
export async function entryInScope(deps: Deps, s: TalentScope, id: number) {
  const entry = await visibleEntry(deps.db, id, s);
  if (!entry) throw new AppError('NOT_FOUND');
  return entry;
}
