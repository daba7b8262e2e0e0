/**
 * ThirdInterface/FindByIdNoEncrypt and GetMeritsInfo: a background check by ID number (typed by HR,
 * or read from a hire-stage application the caller may open) through the configured provider. The
 * number is checked by its GB 11643 checksum before anything is read; the operation log and the
 * request log keep it masked (the request log's URL masks `idNo`, src/server/http/log-mask.ts).
 */
import type { Deps } from '../../deps.ts';
import { inTransaction } from '../../db/tx.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { Manager } from '../../http/manager.ts';
import type { Lang } from '../../../common/states.ts';
import { assertApplicationInScope } from '../access/application-scope.ts';
import { grantsOf } from '../access/service.ts';
import { logOperation } from '../oplog/service.ts';
import { builtinProvider } from './builtin-provider.ts';
import { maskIdNo, normalIdNo, validIdNo } from './id-number.ts';
import { backgroundProvider, type ProviderContext } from './provider.ts';
import * as repo from './repository.ts';

export interface CheckQuery {
  idNo?: string;
  deliveryRecordId?: number;
}

/** 背景调查's key: any ID number. 录用's button key: the number an application in scope carries, only. */
export const BACKGROUND_KEY = 'backgroundCheck:query';
export const HIRE_BACKGROUND_KEY = 'hire:backgroundCheck';

const KIND_NAMES = {
  1: { 'zh-CN': '奖励', 'zh-TW': '獎勵', en: 'Reward' },
  2: { 'zh-CN': '处分', 'zh-TW': '處分', en: 'Penalty' },
} as const;

/** The ID number the check is for: typed (checked), or the one application `deliveryRecordId` carries. */
async function idNumberOf(deps: Deps, caller: Manager, q: CheckQuery): Promise<string> {
  if (q.deliveryRecordId !== undefined) {
    const app = await repo.applicationIdNumber(deps.db, q.deliveryRecordId);
    if (!app) throw new AppError('NOT_FOUND');
    await assertApplicationInScope(deps.db, caller, app);
    if (!app.idNumber || !validIdNo(app.idNumber)) throw new AppError('BACKGROUND_NO_ID_NUMBER', { name: app.name });
    return normalIdNo(app.idNumber);
  }
  if (!q.idNo) throw fieldError('idNo', { rule: 'required' });
  if (!(await grantsOf(deps.db, caller)).functionKeys.has(BACKGROUND_KEY)) throw new AppError('FORBIDDEN');
  if (!validIdNo(q.idNo)) throw fieldError('idNo', { rule: 'format' });
  return normalIdNo(q.idNo);
}

/** Runs the provider in one transaction with the log entry; a provider's own fault is told as 1451 (the number never logged). */
async function check<T>(
  deps: Deps,
  caller: Manager,
  q: CheckQuery,
  what: string,
  run: (ctx: ProviderContext, idNo: string) => Promise<T>,
  summary: (r: T) => object,
) {
  const idNo = await idNumberOf(deps, caller, q);
  return inTransaction(deps.db, async (tx) => {
    const ctx: ProviderContext = { db: tx, caller, now: deps.clock.now() };
    let result: T;
    try {
      result = await run(ctx, idNo);
    } catch (e) {
      if (e instanceof AppError) throw e;
      deps.log.error({ err: e instanceof Error ? e.message : String(e), what }, 'background provider failed');
      throw new AppError('BACKGROUND_PROVIDER_FAILED');
    }
    await logOperation(tx, caller, {
      action: 'query',
      resource: 'backgroundCheck',
      recordId: q.deliveryRecordId ?? null,
      summary: { what, idNo: maskIdNo(idNo), ...summary(result) },
    });
    return { idNo: maskIdNo(idNo), result };
  });
}

export async function findByIdNo(deps: Deps, caller: Manager, q: CheckQuery) {
  const provider = backgroundProvider(builtinProvider);
  const { idNo, result } = await check(
    deps,
    caller,
    q,
    'employments',
    (ctx, n) => provider.employments(ctx, n),
    (list) => ({ found: list.length, records: list.map((e) => e.deliveryRecordId) }),
  );
  return {
    provider: provider.name,
    idNo,
    found: result.length > 0,
    rehireEligible: result.every((e) => e.rehireEligible),
    list: result,
  };
}

export async function meritsInfo(deps: Deps, caller: Manager, q: CheckQuery, lang: Lang) {
  const provider = backgroundProvider(builtinProvider);
  const { idNo, result } = await check(
    deps,
    caller,
    q,
    'merits',
    (ctx, n) => provider.merits(ctx, n),
    (list) => ({ merits: list.length }),
  );
  return {
    provider: provider.name,
    idNo,
    rewards: result.filter((m) => m.kind === 1).length,
    penalties: result.filter((m) => m.kind === 2).length,
    list: result.map((m) => ({ ...m, kindName: KIND_NAMES[m.kind][lang] })),
  };
}
