import type { Deps } from '../../deps.ts';
import type { Queryable } from '../../db/client.ts';
import type { Manager } from '../../http/manager.ts';
import * as repo from './repository.ts';

/** A department tree node as the seeds name it (`tenementName` is the node's name). */
export interface DeptNode {
  id: number;
  deptNo: string;
  tenementName: string;
  parentId: number | null;
  children: DeptNode[];
}

export function buildTree(rows: repo.DeptRow[]): DeptNode[] {
  const nodes = new Map(
    rows.map((r) => [r.id, { id: r.id, deptNo: r.deptNo, tenementName: r.name, parentId: r.parentId, children: [] as DeptNode[] }]),
  );
  const roots: DeptNode[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** One company by id; undefined when no company has it. */
export function companyById(db: Queryable, id: number) {
  return repo.tenementById(db, id);
}

/** The company's departments, in their sort order. */
export function deptsOfCompany(db: Queryable, tenementId: number) {
  return repo.deptsOf(db, tenementId);
}

/** The caller's company's department tree (the department picker of every form). */
export async function deptTree(deps: Deps, caller: Manager): Promise<DeptNode[]> {
  return buildTree(await repo.deptsOf(deps.db, caller.tenementId));
}
