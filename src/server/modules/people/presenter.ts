import type { DataScope } from '../access/data-scope.ts';
import type { MemberView } from './repository.ts';

/** How several names (roles, companies) read in one cell: list, detail and export alike. */
export const NAME_SEPARATOR = '、';

/**
 * A person of the company on the wire. The controlled-field mask runs on this shape, so a masked or
 * hidden field keeps the contract's name (phone masked as 138****0001, a hidden one left out).
 */
export function presentMember({ roles, ...row }: MemberView, mask: DataScope['mask']) {
  return mask({
    ...row,
    roleIds: roles.map((r) => r.id),
    roleNames: roles.map((r) => r.name).join(NAME_SEPARATOR),
    createdAt: row.createdAt.toISOString(),
  });
}

export type MemberWire = ReturnType<typeof presentMember>;
