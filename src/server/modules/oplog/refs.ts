/**
 * Which log fields point at other records, and at which kind: a screen's fields declare it by their
 * dropdown source (resources/*.json `options.source`), the keys writes log outside any definition by
 * name. A field whose options are a system parameter's lines (参数设置) keeps a line's code, not an id:
 * its kind names the parameter. Pure, so the renderer and the service that looks the names up
 * (names.ts) agree on every id and code.
 */
import { definitions } from '../../../../generated/definitions.ts';
import { INAPPROPRIATE_TAG_HEAD, RESUME_SOURCE_HEAD, type PipelineStage } from '../../../common/recruiting.ts';
import { STAGE_SCREEN, TRANSITIONS } from '../../../common/pipeline.ts';

/** The lines of the system parameter with this head key: a field keeps a line's code (`value`). */
export type ParamKind = `param:${string}`;

export type RefKind =
  | 'dept'
  | 'position'
  | 'positionType'
  | 'positionTag'
  | 'factory'
  | 'officePlace'
  | 'role'
  | 'menu'
  | 'function'
  | 'member'
  | 'userType'
  | 'offerTemplate'
  | 'positionExam'
  | 'specialForm'
  | 'task'
  | 'taskLine'
  /** A person by their account's id (the people pickers' values), named as their company calls them. */
  | 'user'
  /** An application (a delivery record), by its candidate and position as the pipeline shows it. */
  | 'application'
  /** A temporary card, by its number. */
  | 'card'
  /** A stored upload (an exam's papers), by its file name. */
  | 'file'
  | ParamKind;

/** A referenced record's id, or a parameter line's code. */
export type RefId = number | string;

/** A name for each referenced id (or code) the page needs; undefined when the record is gone. */
export type NameLookup = (kind: RefKind, id: RefId) => string | undefined;

/** The parameter's head key of a parameter kind; undefined for a kind of record. */
export const paramHead = (kind: RefKind): string | undefined => (kind.startsWith('param:') ? kind.slice('param:'.length) : undefined);

const BY_SOURCE: Readonly<Record<string, RefKind>> = {
  'SysTenement/GetTenementTree': 'dept',
  'PositionInfo/GetDropDown': 'position',
  'PositionType/GetDropDown': 'positionType',
  'PositionTags/GetDropDown': 'positionTag',
  'Factory/GetDropDown': 'factory',
  'Menu/GetDropDown': 'menu',
  'PositionExam/GetDropDown': 'positionExam',
  'SpecialForm/GetDropDown': 'specialForm',
  // Its options' values are the people's account ids (people/members.ts memberDropDown), not their rows'.
  'TenementUser/GetUserDrow': 'user',
  'TenementUser/UserType/GetDropDownList': 'userType',
  'TaskRecruitInfo/GetDropDown': 'task',
  'TaskRecruitInfo/Line/GetDropDown': 'taskLine',
  'SysParam/GetAllResumeResourceList': `param:${RESUME_SOURCE_HEAD}`,
  'SysParam/GetInappropriateTagList': `param:${INAPPROPRIATE_TAG_HEAD}`,
};

/** Keys writes log outside the screens' definitions (words.ts labels them). */
const BY_KEY: Readonly<Record<string, RefKind>> = {
  deptId: 'dept',
  parentId: 'dept',
  positionId: 'position',
  positionTypeId: 'positionType',
  tagIds: 'positionTag',
  factoryId: 'factory',
  officePlaceId: 'officePlace',
  roleId: 'role',
  roleIds: 'role',
  menuIds: 'menu',
  functionIds: 'function',
  userTypeId: 'userType',
  userId: 'user',
  userIds: 'user',
  // An assessment's interviewer, a schedule's interviewers, the salary approvers: account ids too.
  interviewerId: 'user',
  interviewerIds: 'user',
  approverIds: 'user',
  deliveryRecordId: 'application',
  application: 'application',
  // A written exam's result: the exam set, the papers handed in.
  examId: 'positionExam',
  attachmentIds: 'file',
};

/** Keys one screen's writes log outside its definition, words too plain to mean people everywhere. */
const BY_RESOURCE_KEY: Readonly<Record<string, Readonly<Record<string, RefKind>>>> = {
  // SysGrant's grant and cancel of a role's people (access/grant-service.ts setRoleUsers).
  role: { granted: 'user', cancelled: 'user' },
  // A background check's former employments (background/service.ts findByIdNo): the company's own applications.
  backgroundCheck: { records: 'application' },
};

/** The record a screen's entries are about (the 记录 column), by the screen's log name. */
const RECORD_KIND: Readonly<Record<string, RefKind>> = {
  dept: 'dept',
  positionInfo: 'position',
  positionType: 'positionType',
  positionTags: 'positionTag',
  factory: 'factory',
  role: 'role',
  menu: 'menu',
  functionKey: 'function',
  tenementUser: 'member',
  userType: 'userType',
  offerTemplate: 'offerTemplate',
  positionExam: 'positionExam',
  specialForm: 'specialForm',
  taskRecruit: 'task',
  taskRecruitLine: 'taskLine',
  deliveryRecord: 'application',
  // 账号管理's records are accounts (the platform's password reset).
  account: 'user',
  temporaryCard: 'card',
  // A check made from an application (录用's button) is about it.
  backgroundCheck: 'application',
};

/**
 * Screens whose records belong to one application (an assessment, an interview's schedule, an exam's
 * result): their entries name the application (`deliveryRecordId` in the summary) as their record.
 */
const OWNED_BY_APPLICATION: ReadonlySet<string> = new Set(['interview', 'interviewSchedule', 'userExamDetail']);

type Def = { menu: { key?: string }; fields: Record<string, { options?: { source?: string } }> };
const defs = Object.values(definitions) as unknown as Def[];

/** The resource definition whose screen (menu key) a log entry names. */
export function definitionOf(resource: string): Def | undefined {
  return defs.find((d) => d.menu.key === resource);
}

export const recordKindOf = (resource: string): RefKind | undefined => RECORD_KIND[resource];

export function refKindOf(resource: string, prop: string): RefKind | undefined {
  // A batch's records (an enable/disable's `ids`) are the screen's own.
  if (prop === 'ids') return recordKindOf(resource);
  const source = definitionOf(resource)?.fields[prop]?.options?.source;
  if (source) return BY_SOURCE[source];
  const own = BY_RESOURCE_KEY[resource]?.[prop];
  if (own) return own;
  // A parent is a department's only on the departments' screen (menus keep theirs under their own source).
  return prop === 'parentId' && resource !== 'dept' ? undefined : BY_KEY[prop];
}

/** The application an entry's record belongs to, on a screen whose records are an application's. */
export const owningApplication = (resource: string, summary: unknown): number | undefined =>
  OWNED_BY_APPLICATION.has(resource) && typeof summary === 'object' && summary !== null
    ? idOf((summary as Record<string, unknown>).deliveryRecordId)
    : undefined;

/**
 * A pipeline step's entry (`{step, moves: [{id, name, from, to}], ...own}`): what the step itself was
 * given beside its moves (不合适's reason tag), and the screen those fields read on, the one listing the
 * stage the step leads to (its definition labels them and says which refer to what); undefined for any other entry.
 */
export function stepOwn(summary: unknown): { own: Record<string, unknown>; screen: string | undefined } | undefined {
  if (typeof summary !== 'object' || summary === null || Array.isArray(summary)) return undefined;
  const { step, moves, ...own } = summary as Record<string, unknown>;
  if (typeof step !== 'string' || !Array.isArray(moves)) return undefined;
  const to = (TRANSITIONS as Readonly<Record<string, { to: unknown }>>)[step]?.to;
  return { own, screen: typeof to === 'number' ? STAGE_SCREEN[to as PipelineStage] : undefined };
}

/** An id as logged (a number, or its digits as text), else undefined. */
export function idOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
}

/** A parameter line's code as logged (text), else undefined. */
const codeOf = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' && v.length <= 50 ? v : undefined);

/** A referenced value as its kind keeps it: a parameter line's code, else a record's id. */
export const refId = (kind: RefKind, v: unknown): RefId | undefined => (paramHead(kind) === undefined ? idOf(v) : codeOf(v));

/** A record column's ids: `12`, or a batch's `12,13`. */
export const recordIds = (recordId: string | null): number[] =>
  (recordId ?? '')
    .split(',')
    .map(idOf)
    .filter((n): n is number => n !== undefined);

export type Wanted = Map<RefKind, Set<RefId>>;

function want(acc: Wanted, kind: RefKind, id: RefId | undefined) {
  if (id === undefined) return;
  let set = acc.get(kind);
  if (!set) acc.set(kind, (set = new Set()));
  set.add(id);
}

/** Every referenced id an entry's summary and record column carry, added to `acc` by kind. */
export function collectRefs(resource: string, summary: unknown, recordId: string | null, acc: Wanted, depth = 0): Wanted {
  const kind = depth === 0 ? recordKindOf(resource) : undefined;
  if (kind) for (const id of recordIds(recordId)) want(acc, kind, id);
  if (depth > 3 || typeof summary !== 'object' || summary === null) return acc;
  const step = depth === 0 ? stepOwn(summary) : undefined;
  if (step) {
    // A move that kept no candidate's name (the round's completion) reads as its application.
    for (const m of (summary as { moves: unknown[] }).moves)
      if (typeof m === 'object' && m !== null && !('name' in m) && 'id' in m) want(acc, 'application', idOf(m.id));
    return collectRefs(step.screen ?? resource, step.own, null, acc, depth + 1);
  }
  if (Array.isArray(summary)) {
    for (const x of summary) collectRefs(resource, x, null, acc, depth + 1);
    return acc;
  }
  for (const [k, v] of Object.entries(summary)) {
    const ref = refKindOf(resource, k);
    if (ref && Array.isArray(v)) for (const x of v) want(acc, ref, refId(ref, x));
    else if (ref) want(acc, ref, refId(ref, v));
    else collectRefs(resource, v, null, acc, depth + 1);
  }
  return acc;
}
