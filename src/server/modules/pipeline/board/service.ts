/**
 * The pipeline board (招聘看板, menu 312): one position's applications as columns by stage, each with
 * its count and its first page of cards, and further pages of one column. The position must be of the
 * caller's company and inside their data scope (else 1102, as if it did not exist); the cards then
 * are that position's applications. Moves go through the transition calls, never through here.
 */
import type { Deps } from '../../../deps.ts';
import { stageName } from '../../../../common/pipeline.ts';
import { PIPELINE_STAGE, type PipelineStage } from '../../../../common/recruiting.ts';
import type { Lang } from '../../../../common/states.ts';
import { AppError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import type { PageQuery } from '../../../http/envelope.ts';
import { positionDataScope } from '../../access/application-scope.ts';
import * as repo from './repository.ts';
import { presentCard } from './presenter.ts';

const S = PIPELINE_STAGE;
/** Columns left to right: the open path in order, then the two ways out (shown collapsed). */
export const BOARD_STAGES: readonly PipelineStage[] = [
  S.newDelivery,
  S.initialScreening,
  S.interview,
  S.hire,
  S.waitingReported,
  S.reported,
  S.trial,
  S.trialOver,
  S.dimission,
  S.finished,
  S.inappropriate,
  S.talentPool,
];
export const BOARD_PER_PAGE = 10;

async function boardPosition(deps: Deps, caller: Manager, positionId: number): Promise<repo.BoardPosition> {
  const scope = await positionDataScope(deps.db, caller);
  const position = await repo.positionInScope(deps.db, caller.tenementId, positionId, scope.where);
  if (!position) throw new AppError('NOT_FOUND');
  return position;
}

export async function board(deps: Deps, caller: Manager, positionId: number, lang: Lang) {
  const position = await boardPosition(deps, caller, positionId);
  const tenementId = caller.tenementId;
  const counts = await repo.stageCounts(deps.db, tenementId, position.id);
  const columns = [];
  for (const stage of BOARD_STAGES) {
    const totalCount = counts.get(stage) ?? 0;
    const cards = totalCount ? await repo.stageCards(deps.db, tenementId, position.id, stage, 0, BOARD_PER_PAGE) : [];
    columns.push({ stage, name: stageName(stage, lang), totalCount, cards: cards.map(presentCard) });
  }
  return {
    position: { id: position.id, name: position.name, recruitmentType: position.recruitmentType },
    perPage: BOARD_PER_PAGE,
    columns,
  };
}

export async function boardColumn(deps: Deps, caller: Manager, q: PageQuery & { positionId: number; stage: number }) {
  const position = await boardPosition(deps, caller, q.positionId);
  const { tenementId } = caller;
  const { page, perPage } = q;
  const counts = await repo.stageCounts(deps.db, tenementId, position.id);
  const cards = await repo.stageCards(deps.db, tenementId, position.id, q.stage, (page - 1) * perPage, perPage);
  return { list: cards.map(presentCard), totalCount: counts.get(q.stage) ?? 0, page, perPage };
}
