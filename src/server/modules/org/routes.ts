import type { RouteContext } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope } from '../../http/envelope.ts';
import { callerOf } from '../../plugins/auth.ts';
import { deptTree } from './service.ts';

const deptNode = {
  $id: 'DeptNode',
  type: 'object',
  required: ['id', 'deptNo', 'tenementName', 'children'],
  properties: {
    id: { type: 'integer' },
    deptNo: { type: 'string' },
    tenementName: { type: 'string' },
    parentId: { type: ['integer', 'null'] },
    children: { type: 'array', items: { $ref: 'DeptNode#' } },
  },
  additionalProperties: false,
} as const;

/** Organisation calls that the rest of the back office relies on already (the department picker). */
export function orgRoutes({ api, deps }: RouteContext) {
  api.addSchema(deptNode);
  api.get(
    '/SysTenement/GetTenementTree',
    { schema: { tags: ['SysTenement'], summary: 'The caller’s company’s department tree', response: { 200: envelope({ type: 'array', items: { $ref: 'DeptNode#' } }) } }, config: { auth: 'manage' } },
    async (req) => ok(req, await deptTree(deps, callerOf(req))),
  );
}
