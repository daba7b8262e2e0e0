import type { DeptRow } from './repository.ts';
import type { CompanyRow, OfficePlaceRow } from './company-repository.ts';

/** The fields of a department an operator edits (what the operation log compares). */
export const deptFields = (d: DeptRow) => ({ parentId: d.parentId, deptNo: d.deptNo, name: d.name, sort: d.sort, remark: d.remark });

export const presentDeptDetail = (
  d: DeptRow,
  parentName: string | null,
  people: { count: number; within: number },
  childCount: number,
) => ({
  id: d.id,
  ...deptFields(d),
  parentName,
  peopleCount: people.count,
  peopleWithin: people.within,
  childCount,
});

export const presentTenementSummary = (t: {
  id: number;
  tenementNo: string;
  name: string;
  creatorName: string | null;
  userCount: number;
  deptCount: number;
  createdAt: Date;
}) => ({
  ...t,
  createdAt: t.createdAt.toISOString(),
});

export const presentTenementRow = (t: {
  id: number;
  tenementNo: string;
  name: string;
  enabled: boolean;
  userCount: number;
  creatorAccount: string | null;
  createdAt: Date;
}) => ({
  ...t,
  createdAt: t.createdAt.toISOString(),
});

export const presentPlace = (p: OfficePlaceRow) => ({ id: p.id, name: p.name, address: p.address, sort: p.sort });

export const presentCompany = (c: CompanyRow, places: OfficePlaceRow[]) => ({ ...c, officePlaces: places.map(presentPlace) });
