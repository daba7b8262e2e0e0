/** The job-seeker site's public position reads: home list, similar positions, tag and type choices. */
import type { Deps } from '../../deps.ts';
import type { PageQuery } from '../../http/envelope.ts';
import type { Lang } from '../../../common/states.ts';
import { RECRUITING_LIMITS } from '../../../common/recruiting.ts';
import { CATALOG, present } from '../dropdown/catalog.ts';
import * as repo from './repository.ts';
import { presentTagOption, presentTypeOption } from './presenter.ts';
import { assertPublicCompany } from './public-guard.ts';

const COMMON_TAGS_MAX = 20;

export interface HomeQuery extends Omit<repo.HomeFilter, 'recruitmentTypes'>, PageQuery {
  recruitmentType?: readonly number[] | undefined;
  sort?: repo.HomeSort | undefined;
}

export async function homeList(deps: Deps, q: HomeQuery) {
  const { page, perPage } = q;
  const { items, total } = await repo.homePage(
    deps.db,
    { ...q, recruitmentTypes: q.recruitmentType },
    q.sort ?? 'newest',
    (page - 1) * perPage,
    perPage,
  );
  return { list: items, totalCount: total, page, perPage };
}

/**
 * Up to 6 other published positions sharing a tag or the type. The page sends the names it shows;
 * without them the position's own tags and type are used.
 */
export async function similarPositions(
  deps: Deps,
  q: { id?: number | undefined; tags?: readonly string[] | undefined; positionType?: string | undefined },
) {
  let tags = q.tags ?? [];
  let positionType: string | null | undefined = q.positionType;
  if (!tags.length && !positionType && q.id !== undefined) {
    const own = await repo.positionTraits(deps.db, q.id);
    tags = own?.tags ?? [];
    positionType = own?.positionType;
  }
  return repo.similar(deps.db, { excludeId: q.id, tags, positionType }, RECRUITING_LIMITS.similarMax);
}

export async function commonlyUsedTags(deps: Deps) {
  return (await repo.commonTags(deps.db, COMMON_TAGS_MAX)).map(presentTagOption);
}

export const workExperienceOptions = (lang: Lang) => present(CATALOG.Position!.WorkExperience!, lang);

export async function tagsByCompany(deps: Deps, tenementId: number) {
  await assertPublicCompany(deps.db, tenementId);
  return repo.companyTags(deps.db, tenementId);
}

export async function typesForHome(deps: Deps, tenementId: number | undefined) {
  if (tenementId !== undefined) await assertPublicCompany(deps.db, tenementId);
  return (await repo.homeTypeNames(deps.db, tenementId)).map(presentTypeOption);
}
