/**
 * SalaryInfo/* and ResumeLib/EditResumeSalary: 薪资审批 (resources/salary.json, menu 319). The offer
 * dialog on 录用 (menu 304) reads an application's salary state and the external workflow's address.
 */
import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { managerOf } from '../../../plugins/auth.ts';
import * as s from './schemas.ts';
import * as svc from './service.ts';
import { getSettings, globalflowUrl, saveSettings } from './settings.ts';
import { processList, startCandidates } from './lists.ts';

export const SALARY_MENU = 319;
const HIRE_MENU = 304;

export function salaryRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const read = { auth: 'manage' as const, menu: [SALARY_MENU, HIRE_MENU], byApplication: true };
  r.get('/SalaryInfo/Salary/ResumeList', { schema: s.listSchema, config: { auth: 'manage', menu: SALARY_MENU } }, async (req) =>
    ok(req, await processList(deps, managerOf(req), req.query, req.lang)),
  );
  r.post(
    '/SalaryInfo/StartSalaryProcess',
    { schema: s.startSchema, config: { auth: 'manage', fn: 'salaryApproval:start', byApplication: true } },
    async (req) => ok(req, await svc.startProcess(deps, managerOf(req), req.body, req.lang)),
  );
  r.put('/SalaryInfo/EndSalaryProcess', { schema: s.endSchema, config: { auth: 'manage', fn: 'salaryApproval:end' } }, async (req) =>
    ok(req, await svc.endProcess(deps, managerOf(req), req.body, req.lang)),
  );
  r.post('/SalaryInfo/HasSalaryProcess', { schema: s.hasProcessSchema, config: read }, async (req) =>
    ok(req, await svc.salaryStatesOf(deps, managerOf(req), req.body.ids)),
  );
  r.post('/SalaryInfo/HasSalaryFinish', { schema: s.hasFinishSchema, config: read }, async (req) =>
    ok(req, await svc.salaryStatesOf(deps, managerOf(req), req.body.ids)),
  );
  r.get(
    '/SalaryInfo/GetGlobalflowUrl',
    { schema: s.globalflowSchema, config: { auth: 'manage', menu: [SALARY_MENU, HIRE_MENU] } },
    async (req) => ok(req, await globalflowUrl(deps, managerOf(req))),
  );
  r.get('/SalaryInfo/GetSetting', { schema: s.getSettingSchema, config: { auth: 'manage', menu: SALARY_MENU } }, async (req) =>
    ok(req, await getSettings(deps, managerOf(req))),
  );
  r.put('/SalaryInfo/SaveSetting', { schema: s.saveSettingSchema, config: { auth: 'manage', fn: 'salaryApproval:setting' } }, async (req) =>
    ok(req, await saveSettings(deps, managerOf(req), req.body)),
  );
  r.get(
    '/SalaryInfo/GetStartCandidates',
    { schema: s.candidatesSchema, config: { auth: 'manage', fn: 'salaryApproval:start' } },
    async (req) => ok(req, await startCandidates(deps, managerOf(req), req.query.keyword)),
  );
  r.post(
    '/ResumeLib/EditResumeSalary',
    { schema: s.editSchema, config: { auth: 'manage', fn: 'salaryApproval:editSalary', byApplication: true } },
    async (req) => ok(req, await svc.editSalary(deps, managerOf(req), req.body, req.lang)),
  );
}
