/**
 * The one rule every public read follows (anonymous callers and job seekers alike): a company is seen
 * when it is enabled and published on the job-seeker site, a position when it is published by such a
 * company. Lists use the same test in SQL (item-repository.ts `isListed`); single reads by id ask here, so an
 * unpublished or disabled company cannot be found by counting ids or numbers.
 */
import type { Queryable } from '../../db/client.ts';
import { POSITION_STATE } from '../../../common/recruiting.ts';
import { AppError } from '../../http/app-error.ts';
import { isPublicCompany } from './repository.ts';

export { isPublicCompany } from './repository.ts';

/** 1102 unless the company is enabled and published. */
export async function assertPublicCompany(db: Queryable, tenementId: number): Promise<void> {
  if (!(await isPublicCompany(db, tenementId))) throw new AppError('NOT_FOUND');
}

/** Whether the position is published by an enabled, published company. */
export async function isPublicPosition(db: Queryable, position: { state: number; tenementId: number }): Promise<boolean> {
  return position.state === POSITION_STATE.published && isPublicCompany(db, position.tenementId);
}
