/**
 * 临时卡 (menu 502): the company's cards, adding a range at once, enabling, deleting (only a card never
 * given out), ending bindings (history kept: a binding is closed, never deleted), and the lists.
 */
import type { Deps } from '../../../deps.ts';
import { inTransaction } from '../../../db/tx.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import type { PageQuery } from '../../../http/envelope.ts';
import { logOperation } from '../../oplog/service.ts';
import { insertHistory } from '../repository.ts';
import * as repo from './repository.ts';

/** The most cards one range may add. */
export const MAX_RANGE = 500;

const pageOf = ({ page, perPage }: PageQuery) => ({ page, perPage });
const limits = (p: { page: number; perPage: number }) => ({ limit: p.perPage, offset: (p.page - 1) * p.perPage });

export interface CardQuery extends PageQuery {
  keyword?: string;
  state?: number;
  enabled?: boolean;
  sort?: string;
}

/** `-name` sorts descending; without a sort the newest card comes first. */
function cardSort(sort: string | undefined): repo.CardSort {
  return { by: (sort ?? '-id').replace(/^-/, ''), desc: sort?.startsWith('-') || !sort };
}

export async function cardList(deps: Deps, caller: Manager, q: CardQuery) {
  const p = pageOf(q);
  const filter = { keyword: q.keyword, state: q.state, enabled: q.enabled };
  return { ...(await repo.cardPage(deps.db, caller.tenementId, filter, cardSort(q.sort), limits(p))), ...p };
}

/** The first 200 free cards by number, or those whose number holds the keyword (the dropdown types ahead). */
export async function freeCardOptions(deps: Deps, caller: Manager, keyword: string | undefined) {
  return repo.freeCards(deps.db, caller.tenementId, keyword, 200);
}

/** Filtered by card or by keyword (card, holder, employee no.); a person's own bindings are on their timeline. */
export interface BindingQuery extends PageQuery {
  cardId?: number;
  keyword?: string;
}

export async function bindingList(deps: Deps, caller: Manager, q: BindingQuery) {
  const p = pageOf(q);
  return { ...(await repo.bindingPage(deps.db, caller.tenementId, { cardId: q.cardId, keyword: q.keyword }, limits(p))), ...p };
}

/** `T0001` to `T0020`: the same prefix, a number counting up, its width kept. */
export function cardRange(from: string, to: string | undefined): string[] {
  if (to === undefined || to === '' || to === from) return [from];
  const a = /^(.*?)(\d+)$/.exec(from);
  const b = /^(.*?)(\d+)$/.exec(to);
  if (!a || !b || a[1] !== b[1] || a[2]!.length !== b[2]!.length) throw fieldError('toCardNo', { rule: 'pattern' });
  const [start, end] = [Number(a[2]), Number(b[2])];
  if (end < start) throw fieldError('toCardNo', { rule: 'minimum', params: { limit: from } });
  if (end - start + 1 > MAX_RANGE) throw fieldError('toCardNo', { rule: 'maxItems', params: { limit: MAX_RANGE } });
  return Array.from({ length: end - start + 1 }, (_, i) => `${a[1]}${String(start + i).padStart(a[2]!.length, '0')}`);
}

export async function addCards(deps: Deps, caller: Manager, input: { cardNo: string; toCardNo?: string }) {
  const tenementId = caller.tenementId;
  const numbers = cardRange(input.cardNo, input.toCardNo);
  return inTransaction(deps.db, async (tx) => {
    const { taken, ids } = await repo.insertCards(tx, tenementId, numbers);
    if (taken) throw new AppError('CARD_NO_TAKEN', { cardNo: taken });
    await logOperation(tx, caller, {
      action: 'add',
      resource: 'temporaryCard',
      recordId: ids.join(','),
      summary: { after: { cardNo: numbers[0], toCardNo: numbers.at(-1), count: numbers.length } },
    });
    return { id: ids[0]!, added: ids.length };
  });
}

/** The company's cards of `ids`, locked; one missing refuses the whole call. */
async function lockedCards(tx: Parameters<typeof repo.lockCards>[0], tenementId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await repo.lockCards(tx, tenementId, unique);
  if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
  return rows;
}

async function refuseHeld(tx: Parameters<typeof repo.lockCards>[0], ids: number[]) {
  const [held] = await repo.openBindings(tx, { cardIds: ids });
  if (held) throw new AppError('CARD_IN_USE', { cardNo: held.cardNo, holder: held.holderName ?? '' });
}

export async function enableCards(deps: Deps, caller: Manager, ids: number[], enabled: boolean) {
  const tenementId = caller.tenementId;
  return inTransaction(deps.db, async (tx) => {
    const rows = await lockedCards(tx, tenementId, ids);
    if (!enabled) await refuseHeld(tx, ids);
    const updated = await repo.setEnabled(
      tx,
      rows.map((r) => r.id),
      enabled,
    );
    await logOperation(tx, caller, { action: 'edit', resource: 'temporaryCard', recordId: ids.join(','), summary: { after: { enabled } } });
    return { updated };
  });
}

/** Only a card never given out may go; one with bindings is history and is disabled instead. */
export async function deleteCards(deps: Deps, caller: Manager, ids: number[]) {
  const tenementId = caller.tenementId;
  return inTransaction(deps.db, async (tx) => {
    const rows = await lockedCards(tx, tenementId, ids);
    await refuseHeld(tx, ids);
    const [used] = await repo.bindingCounts(tx, ids);
    if (used) throw new AppError('CARD_KEPT', { cardNo: rows.find((r) => r.id === used.cardId)!.cardNo });
    const deleted = await repo.deleteCards(
      tx,
      rows.map((r) => r.id),
    );
    await logOperation(tx, caller, {
      action: 'delete',
      resource: 'temporaryCard',
      recordId: ids.join(','),
      summary: { before: rows.map((r) => ({ id: r.id, cardNo: r.cardNo })) },
    });
    return { deleted };
  });
}

/** Ends the open bindings of these cards (free cards in the list are left as they are). */
export async function unbindCards(deps: Deps, caller: Manager, ids: number[]) {
  const tenementId = caller.tenementId;
  return inTransaction(deps.db, async (tx) => {
    await lockedCards(tx, tenementId, ids);
    const open = await repo.openBindings(tx, { cardIds: ids });
    if (!open.length) return { updated: 0 };
    await repo.unbind(
      tx,
      open.map((b) => b.id),
      open.map((b) => b.cardId),
      caller.userId,
    );
    await insertHistory(
      tx,
      open.map((b) => ({
        tenementId,
        deliveryRecordId: b.deliveryRecordId,
        call: 'UnBindTemporyNo',
        fromStage: b.stage,
        fromStep: b.step,
        toStage: b.stage,
        toStep: b.step,
        actorId: caller.userId,
        data: { cardId: b.cardId, cardNo: b.cardNo },
      })),
    );
    await logOperation(tx, caller, {
      action: 'edit',
      resource: 'temporaryCard',
      recordId: ids.join(','),
      summary: { unbound: open.map((b) => ({ cardNo: b.cardNo, deliveryRecordId: b.deliveryRecordId })) },
    });
    return { updated: open.length };
  });
}
