import type { RoleRow } from './role-repository.ts';

/** A role on the wire (lists add how many people hold it). */
export function presentRole(row: RoleRow) {
  return {
    id: row.id,
    tenementId: row.tenementId,
    name: row.name,
    remark: row.remark,
    sort: row.sort,
    isAdmin: row.isAdmin,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}
