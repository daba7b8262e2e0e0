/**
 * The built-in background provider: the company's own former employees. A lookup first indexes the
 * company's applications that left since the last one (keyed hash of the ID number each carried,
 * never the number), then finds the hash; each employment is kept only when its application lies in
 * the caller's data scope, so a member reads only former employees of positions they may see, and
 * another company's never (its index and key are its own).
 */
import { randomBytes } from 'node:crypto';
import { positionInScope } from '../access/application-scope.ts';
import type { BackgroundProvider, Employment, Merit, ProviderContext } from './provider.ts';
import { idHash, validIdNo } from './id-number.ts';
import * as repo from './repository.ts';

async function refreshIndex(ctx: ProviderContext, key: Buffer) {
  const tenementId = ctx.caller.tenementId;
  const stale = await repo.staleFormer(ctx.db, tenementId);
  const rows = stale.map((r) => ({ id: r.id, hash: r.idNumber && validIdNo(r.idNumber) ? idHash(key, r.idNumber) : '' }));
  await repo.saveIndex(ctx.db, tenementId, rows, ctx.now);
}

/** The company's former employments under this ID number that the caller may see. */
async function found(ctx: ProviderContext, idNo: string) {
  const key = await repo.companyKey(ctx.db, ctx.caller.tenementId, () => randomBytes(32));
  await refreshIndex(ctx, key);
  const rows = await repo.byHash(ctx.db, ctx.caller.tenementId, idHash(key, idNo));
  const seen = [];
  for (const r of rows) if (await positionInScope(ctx.db, ctx.caller, r.positionId)) seen.push(r);
  return seen;
}

const day = (v: string | Date | null) => (v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10));

export async function indexFormerEmployees(ctx: ProviderContext) {
  const key = await repo.companyKey(ctx.db, ctx.caller.tenementId, () => randomBytes(32));
  await refreshIndex(ctx, key);
}

export const builtinProvider: BackgroundProvider = {
  name: 'builtin',
  async employments(ctx, idNo): Promise<Employment[]> {
    const rows = await found(ctx, idNo);
    const merits = await repo.meritsOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const own = merits.filter((m) => m.deliveryRecordId === r.id);
      return {
        deliveryRecordId: r.id,
        name: r.name,
        positionName: r.positionName,
        deptName: r.deptName,
        employeeNo: r.employeeNo,
        entryDate: r.entryDate ?? day(r.enteredAt),
        dimissionDate: r.dimissionDate,
        reason: r.reason,
        rehireEligible: !own.some((m) => m.kind === 2 && m.blocksRehire),
        rewards: own.filter((m) => m.kind === 1).length,
        penalties: own.filter((m) => m.kind === 2).length,
      };
    });
  },
  async merits(ctx, idNo): Promise<Merit[]> {
    const rows = await found(ctx, idNo);
    const merits = await repo.meritsOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return merits.map((m) => ({
      deliveryRecordId: m.deliveryRecordId,
      positionName: rows.find((r) => r.id === m.deliveryRecordId)?.positionName ?? '',
      kind: m.kind === 1 ? 1 : 2,
      title: m.title,
      detail: m.detail,
      occurredOn: m.occurredOn,
      blocksRehire: m.blocksRehire,
    }));
  },
};
