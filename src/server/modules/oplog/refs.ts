/**
 * Which log fields point at other records, and at which kind: a screen's fields declare it by their
 * dropdown source (resources/*.json `options.source`), the keys writes log outside any definition by
 * name. Pure, so the renderer and the service that looks the names up (names.ts) agree on every id.
 */
import { definitions } from '../../../../generated/definitions.ts';

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
  | 'specialForm';

/** A name for each referenced id the page needs; undefined when the record is gone. */
export type NameLookup = (kind: RefKind, id: number) => string | undefined;

const BY_SOURCE: Readonly<Record<string, RefKind>> = {
  'SysTenement/GetTenementTree': 'dept',
  'PositionInfo/GetDropDown': 'position',
  'PositionType/GetDropDown': 'positionType',
  'PositionTags/GetDropDown': 'positionTag',
  'Factory/GetDropDown': 'factory',
  'Menu/GetDropDown': 'menu',
  'PositionExam/GetDropDown': 'positionExam',
  'SpecialForm/GetDropDown': 'specialForm',
  'TenementUser/GetUserDrow': 'member',
  'TenementUser/UserType/GetDropDownList': 'userType',
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
};

type Def = { menu: { key?: string }; fields: Record<string, { options?: { source?: string } }> };
const defs = Object.values(definitions) as unknown as Def[];

/** The resource definition whose screen (menu key) a log entry names. */
export function definitionOf(resource: string): Def | undefined {
  return defs.find((d) => d.menu.key === resource);
}

export function refKindOf(resource: string, prop: string): RefKind | undefined {
  const source = definitionOf(resource)?.fields[prop]?.options?.source;
  if (source) return BY_SOURCE[source];
  // A parent is a department's only on the departments' screen (menus keep theirs under their own source).
  return prop === 'parentId' && resource !== 'dept' ? undefined : BY_KEY[prop];
}

export const recordKindOf = (resource: string): RefKind | undefined => RECORD_KIND[resource];

/** An id as logged (a number, or its digits as text), else undefined. */
export function idOf(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : undefined;
}

/** A record column's ids: `12`, or a batch's `12,13`. */
export const recordIds = (recordId: string | null): number[] =>
  (recordId ?? '')
    .split(',')
    .map(idOf)
    .filter((n): n is number => n !== undefined);

export type Wanted = Map<RefKind, Set<number>>;

function want(acc: Wanted, kind: RefKind, id: number | undefined) {
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
  if (Array.isArray(summary)) {
    for (const x of summary) collectRefs(resource, x, null, acc, depth + 1);
    return acc;
  }
  for (const [k, v] of Object.entries(summary)) {
    const ref = refKindOf(resource, k);
    if (ref && Array.isArray(v)) for (const x of v) want(acc, ref, idOf(x));
    else if (ref) want(acc, ref, idOf(v));
    else collectRefs(resource, v, null, acc, depth + 1);
  }
  return acc;
}
