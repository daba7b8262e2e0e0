/**
 * 发放临时卡 (`SetTemporyEmployeeNo`): a `same` row of the transition table, so a binding gets the
 * pipeline's company, scope, stage and key checks, a history row and the log. A card is held by one
 * person at a time and a person holds one card: the record and then the card are locked before
 * either is looked at, so of two callers racing for either, the second reads the first's binding.
 */
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Effects } from '../effects.ts';
import * as repo from './repository.ts';

export const bindCardEffects: Effects = {
  async check(ctx) {
    if (ctx.records.length !== 1) throw fieldError('ids', { rule: 'maxItems', params: { limit: 1 } });
    const record = ctx.records[0]!;
    await repo.lockRecord(ctx.tx, record.id);
    const [holds] = await repo.openBindings(ctx.tx, { recordIds: [record.id] });
    if (holds) throw new AppError('CARD_PERSON_HOLDS', { name: record.name, cardNo: holds.cardNo });
    const [card] = await repo.lockCards(ctx.tx, ctx.caller.tenementId, [Number(ctx.input.cardId)]);
    if (!card) throw fieldError('cardId', { rule: 'notFound' });
    if (!card.enabled) throw fieldError('cardId', { rule: 'enum' });
    const [held] = await repo.openBindings(ctx.tx, { cardIds: [card.id] });
    if (held) throw new AppError('CARD_HELD', { cardNo: card.cardNo, holder: held.holderName ?? '' });
    ctx.perRecord.set(record.id, { cardId: card.id, cardNo: card.cardNo });
  },
  async after(ctx) {
    const record = ctx.records[0]!;
    await repo.bind(ctx.tx, {
      tenementId: ctx.caller.tenementId,
      cardId: Number(ctx.input.cardId),
      deliveryRecordId: record.id,
      boundBy: ctx.caller.userId,
    });
  },
};
