import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope } from '../../http/envelope.ts';
import { callerOf, managerOf } from '../../plugins/auth.ts';
import { readParts } from '../../http/multipart.ts';
import { sendXlsx } from '../../http/reply.ts';
import { deptTree } from './service.ts';
import * as depts from './depts.ts';
import { deptTemplate, importDepts } from './dept-import.ts';
import * as tenements from './tenements.ts';
import * as company from './company-info.ts';
import * as s from './schemas.ts';
import * as ts from './tenement-schemas.ts';
import * as cs from './company-schemas.ts';

/** Menu nodes of resources/_menu.json these calls belong to. */
const DEPT_MENU = 101;

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

function deptRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  api.addSchema(deptNode);
  api.get(
    '/SysTenement/GetTenementTree',
    {
      schema: {
        tags: ['SysTenement'],
        summary: 'The caller’s company’s department tree',
        response: { 200: envelope({ type: 'array', items: { $ref: 'DeptNode#' } }) },
      },
      config: { auth: 'manage' },
    },
    async (req) => ok(req, await deptTree(deps, managerOf(req))),
  );
  const fn = (action: string) => ({ auth: 'manage' as const, fn: `dept:${action}` });
  r.get('/SysTenement/Dept/Detail', { schema: s.deptDetail, config: { auth: 'manage', menu: DEPT_MENU } }, async (req) =>
    ok(req, await depts.deptDetail(deps, managerOf(req), req.query.id)),
  );
  r.post('/SysTenement/Dept/Add', { schema: s.deptAdd, config: fn('add') }, async (req) =>
    ok(req, await depts.addDept(deps, managerOf(req), req.body)),
  );
  r.put('/SysTenement/Dept/Edit', { schema: s.deptEdit, config: fn('edit') }, async (req) =>
    ok(req, await depts.editDept(deps, managerOf(req), req.body)),
  );
  r.delete('/SysTenement/Dept/Delete', { schema: s.deptDelete, config: fn('delete') }, async (req) =>
    ok(req, await depts.deleteDept(deps, managerOf(req), req.query.id)),
  );
  r.post('/SysTenement/ImportDept', { schema: s.deptImport, config: fn('import') }, async (req) => {
    const { files } = await readParts(req);
    return ok(req, await importDepts(deps, managerOf(req), files[0]!.data, req.lang));
  });
  r.get('/SysTenement/DownloadTemplate', { schema: s.deptTemplate, config: fn('template') }, async (req, reply) =>
    sendXlsx(reply, await deptTemplate(deps, managerOf(req), req.lang)),
  );
}

function tenementRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.get('/SysTenement/GetTenement', { schema: ts.getTenement, config: { auth: 'manage' } }, async (req) =>
    ok(req, await tenements.getTenement(deps, managerOf(req))),
  );
  r.get('/SysTenement/GetTenementInfo', { schema: ts.tenementInfo, config: { auth: 'public' } }, async (req) =>
    ok(req, await tenements.tenementInfo(deps, req.query.tenementNo)),
  );
  r.get('/SysTenement/GetTenementList', { schema: ts.tenementList, config: { auth: 'manage' } }, async (req) =>
    ok(req, await tenements.tenementList(deps, managerOf(req), req.query)),
  );
  r.post('/SysTenement/Tenement/Register', { schema: ts.register, config: { auth: 'user' } }, async (req) =>
    ok(req, await tenements.registerTenement(deps, callerOf(req), req.body)),
  );
  r.post(
    '/SysTenement/Tenement/Add',
    { schema: ts.addTenement, config: { auth: 'manage', fn: 'tenement:add', platform: true } },
    async (req) => ok(req, await tenements.addTenement(deps, managerOf(req), req.body)),
  );
}

function companyRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  // Public calls: job seekers read published companies by tenementId; without it they are the caller's own company.
  r.get('/SysTenement/GetAllOfficePlace', { schema: cs.officePlaces, config: { auth: 'public' } }, async (req) =>
    ok(req, await company.allOfficePlaces(deps, req.caller, req.query.tenementId)),
  );
  r.get('/TenementCompanyInfo/GetCompanyInfoDetail', { schema: cs.companyDetail, config: { auth: 'public' } }, async (req) =>
    ok(req, await company.companyDetail(deps, req.caller, req.query.tenementId)),
  );
  r.get('/TenementCompanyInfo/GetCompanyInfoList', { schema: cs.companyList, config: { auth: 'public' } }, async (req) =>
    ok(req, await company.companyList(deps, req.query)),
  );
  r.put(
    '/TenementCompanyInfo/UpdateCompanyInfoEntity',
    { schema: cs.updateCompany, config: { auth: 'manage', fn: 'companyInfo:edit' } },
    async (req) => ok(req, await company.updateCompanyInfo(deps, managerOf(req), req.body)),
  );
}

/** Companies, their department trees, and what they show of themselves. */
export function orgRoutes(ctx: RouteContext) {
  deptRoutes(ctx);
  tenementRoutes(ctx);
  companyRoutes(ctx);
}
