import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import { definitions } from '../../../../generated/definitions.ts';
import type { ResourceDefinition } from '../resources/definitions.ts';
import { overlayIssues, overlayRequired, type Overlay } from './overlay.ts';
import * as repo from './repository.ts';
import { presentOverlay, presentVersion } from './presenter.ts';
import { logOperation } from '../oplog/service.ts';
import { inTransaction } from '../../db/tx.ts';

function definitionOf(resource: string): ResourceDefinition {
  const def = (definitions as Record<string, ResourceDefinition>)[resource];
  if (!def) throw new AppError('NOT_FOUND');
  return def;
}

const present = (resource: string, row: repo.OverlayRow | undefined) =>
  presentOverlay(resource, row, definitionOf(resource).overridable ?? []);

export async function getOverlay(deps: Deps, caller: Manager, resource: string) {
  definitionOf(resource);
  return present(resource, await repo.current(deps.db, caller.tenementId, resource));
}

/** Overlays in force for the caller's company, read once when the back office loads. */
export async function getAllOverlays(deps: Deps, caller: Manager) {
  const rows = await repo.currentAll(deps.db, caller.tenementId);
  return rows.filter((r) => r.resource in definitions).map((r) => present(r.resource, r));
}

/** Save a new version; `baseVersion` guards against overwriting someone else's save. */
export async function saveOverlay(
  deps: Deps,
  caller: Manager,
  input: { resource: string; overlay: Overlay; baseVersion: number; comment?: string | undefined },
) {
  const def = definitionOf(input.resource);
  const issues = overlayIssues(def, input.overlay);
  if (Object.keys(issues).length) throw new AppError('VALIDATION', {}, issues);
  const tenementId = caller.tenementId;
  return inTransaction(deps.db, async (tx) => {
    const now = await repo.current(tx, tenementId, input.resource);
    if ((now?.version ?? 0) !== input.baseVersion) throw new AppError('CONFIG_CHANGED');
    const version = input.baseVersion + 1;
    await repo.insert(tx, {
      tenementId,
      resource: input.resource,
      version,
      overlay: input.overlay,
      comment: input.comment ?? null,
      createdBy: caller.userId,
    });
    await logOperation(tx, caller, {
      action: 'config',
      resource: 'resourceConfig',
      recordId: `${input.resource}:v${version}`,
      summary: { resource: input.resource, comment: input.comment ?? null, overlay: input.overlay },
    });
    return { resource: input.resource, version };
  });
}

export async function overlayHistory(deps: Deps, caller: Manager, resource: string) {
  definitionOf(resource);
  const rows = await repo.history(deps.db, caller.tenementId, resource);
  return rows.map(presentVersion);
}

/** Put an old version back in force, as a new version (history is never rewritten). */
export async function rollbackOverlay(deps: Deps, caller: Manager, resource: string, to: number) {
  const tenementId = caller.tenementId;
  const old = to === 0 ? { overlay: {} } : await repo.version(deps.db, tenementId, resource, to);
  if (!old) throw new AppError('NOT_FOUND');
  const now = await repo.current(deps.db, tenementId, resource);
  return saveOverlay(deps, caller, {
    resource,
    overlay: old.overlay as Overlay,
    baseVersion: now?.version ?? 0,
    comment: `rollback to v${to}`,
  });
}

/** The company's screen configuration of a resource in force, if any (exports follow it). */
export async function overlayOf(deps: Deps, tenementId: number, resource: string): Promise<Overlay | undefined> {
  return (await repo.current(deps.db, tenementId, resource))?.overlay as Overlay | undefined;
}

/** Fields the company's configuration makes required for a resource (enforced on writes). */
export async function requiredByOverlay(deps: Deps, tenementId: number, resource: string): Promise<string[]> {
  const row = await repo.current(deps.db, tenementId, resource);
  return overlayRequired(row?.overlay as Overlay | undefined);
}
