import type { Lang } from '../../../common/states.ts';
import type { DataScope } from '../access/data-scope.ts';
import { stateName } from './constants.ts';
import type { PositionView } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The wire shape job seekers and HR share (contracts: "Position wire shape"): names beside ids,
 * dates as YYYY-MM-DD, times as ISO strings.
 */
export function presentPublic(p: PositionView, lang: Lang) {
  return {
    id: p.id,
    tenementId: p.tenementId,
    tenementName: p.tenementName,
    name: p.name,
    recruitmentType: p.recruitmentType,
    positionTypeId: p.positionTypeId,
    positionTypeName: p.positionTypeName,
    deptId: p.deptId,
    deptName: p.deptName,
    factoryId: p.factoryId,
    factoryName: p.factoryName,
    officePlaceId: p.officePlaceId,
    officePlaceName: p.officePlaceName,
    officePlaceAddress: p.officePlaceAddress,
    tagIds: p.tagIds,
    tags: p.tags,
    headcount: p.headcount,
    salaryMin: p.salaryMin,
    salaryMax: p.salaryMax,
    salaryUnit: p.salaryUnit,
    education: p.education,
    workExperience: p.workExperience,
    ageMin: p.ageMin,
    ageMax: p.ageMax,
    description: p.description,
    requirement: p.requirement,
    workStartDate: p.workStartDate,
    workEndDate: p.workEndDate,
    examId: p.examId,
    examName: p.examName,
    specialFormId: p.specialFormId,
    state: p.state,
    stateName: stateName(p.state, lang),
    submittedAt: iso(p.submittedAt),
    publishedAt: iso(p.publishedAt),
    offlineAt: iso(p.offlineAt),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export type PublicPosition = ReturnType<typeof presentPublic>;

/** HR's shape: the shared one with the application count, controlled fields masked or left out. */
export function presentForHr(p: PositionView, lang: Lang, mask: DataScope['mask']) {
  return mask({ ...presentPublic(p, lang), deliveryCount: p.deliveryCount });
}

const LOGGED = [
  'name',
  'recruitmentType',
  'positionTypeId',
  'deptId',
  'factoryId',
  'officePlaceId',
  'tagIds',
  'headcount',
  'salaryMin',
  'salaryMax',
  'salaryUnit',
  'education',
  'workExperience',
  'ageMin',
  'ageMax',
  'description',
  'requirement',
  'workStartDate',
  'workEndDate',
  'examId',
  'specialFormId',
  'state',
] as const;

/** What the operation log keeps of a position: the fields an operator sets, not names or counts. */
export function loggedFields(p: PositionView): Record<string, unknown> {
  return Object.fromEntries(LOGGED.map((k) => [k, p[k]]));
}
