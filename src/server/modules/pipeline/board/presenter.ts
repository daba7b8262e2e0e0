/** The pipeline board's cards: one application in a column, as the board shows it. */
import type * as repo from './repository.ts';

export const presentCard = (c: repo.BoardCard) => ({
  id: c.id,
  stage: c.stage,
  step: c.step,
  name: c.name,
  source: c.source,
  employeeNo: c.employeeNo,
  createdAt: c.createdAt.toISOString(),
  stageChangedAt: c.stageChangedAt.toISOString(),
});
