import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf, managerOf } from '../../plugins/auth.ts';
import { POSITION_MENUS, SHORT_POSITION_MENU, SPECIAL_FORM_MENU, eitherKey, shortKey } from './constants.ts';
import * as reads from './positions.ts';
import * as writes from './writes.ts';
import { moveLifecycle } from './lifecycle.ts';
import * as exams from './exams.ts';
import * as forms from './special-forms.ts';
import * as answers from './form-data.ts';
import * as s from './schemas.ts';
import * as es from './exam-schemas.ts';
import * as fs from './form-schemas.ts';

const base = '/PositionInfo';

/** 职位信息 (201) and 短期职位 (207): reads need either screen, writes either screen's key. */
function positionRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const read = { auth: 'manage' as const, menu: POSITION_MENUS };
  const write = (action: Parameters<typeof eitherKey>[0]) => ({ auth: 'manage' as const, fn: eitherKey(action) });
  r.get(`${base}/GetList`, { schema: s.getList, config: read }, async (req) =>
    ok(req, await reads.listPositions(deps, managerOf(req), req.query, req.lang)),
  );
  r.get(`${base}/GetShortPositionList`, { schema: s.getShortList, config: read }, async (req) =>
    ok(req, await reads.listShortPositions(deps, managerOf(req), req.query, req.lang)),
  );
  // The portal's detail page and HR's form share the call: published positions are public.
  r.get(`${base}/GetDetail`, { schema: s.getDetail, config: { auth: 'public' } }, async (req) =>
    ok(req, await reads.positionDetail(deps, req.caller, req.query.id, req.lang)),
  );
  r.get(`${base}/GetDropDown`, { schema: s.dropDown, config: { auth: 'manage' } }, async (req) =>
    ok(req, await reads.positionDropDown(deps, managerOf(req), req.query)),
  );
  r.get(`${base}/getFactoryList`, { schema: s.factoryList, config: { auth: 'public' } }, async (req) =>
    ok(req, await reads.factoryList(deps, req.caller, req.query.tenementId)),
  );
  r.post(`${base}/Insert`, { schema: s.insert, config: write('add') }, async (req) =>
    ok(req, await writes.insertPosition(deps, managerOf(req), req.body, req.lang)),
  );
  r.put(`${base}/Update`, { schema: s.update, config: write('edit') }, async (req) =>
    ok(req, await writes.updatePosition(deps, managerOf(req), req.body, req.lang)),
  );
  r.delete(`${base}/Delete`, { schema: s.remove, config: write('delete') }, async (req) =>
    ok(req, await writes.deletePositions(deps, managerOf(req), req.query.ids, req.lang)),
  );
  r.post(`${base}/ApplyForPublish`, { schema: s.applyForPublish, config: write('applyPublish') }, async (req) =>
    ok(req, await moveLifecycle(deps, managerOf(req), req.body.ids, 'applyPublish', req.lang)),
  );
  r.post(`${base}/Publish`, { schema: s.publish, config: write('publish') }, async (req) =>
    ok(req, await moveLifecycle(deps, managerOf(req), req.body.ids, 'publish', req.lang)),
  );
  r.post(`${base}/Offline`, { schema: s.offline, config: write('offline') }, async (req) =>
    ok(req, await moveLifecycle(deps, managerOf(req), req.body.ids, 'offline', req.lang)),
  );
}

/**
 * The 短期职位 screen's own detail and writes (its definition cannot share 职位信息's routes): they
 * reach short-term positions only and take that screen's keys.
 */
function shortPositionRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const write = (action: Parameters<typeof shortKey>[0]) => ({ auth: 'manage' as const, fn: shortKey(action) });
  r.get(
    `${base}/GetShortPositionDetail`,
    { schema: s.getShortDetail, config: { auth: 'manage', menu: SHORT_POSITION_MENU } },
    async (req) => ok(req, await reads.hrDetail(deps, managerOf(req), req.query.id, req.lang, true)),
  );
  r.post(`${base}/InsertShortPosition`, { schema: s.insertShort, config: write('add') }, async (req) =>
    ok(req, await writes.insertPosition(deps, managerOf(req), { ...req.body, recruitmentType: 3 }, req.lang, true)),
  );
  r.put(`${base}/UpdateShortPosition`, { schema: s.updateShort, config: write('edit') }, async (req) =>
    ok(req, await writes.updatePosition(deps, managerOf(req), req.body, req.lang, true)),
  );
  r.delete(`${base}/DeleteShortPosition`, { schema: s.remove, config: write('delete') }, async (req) =>
    ok(req, await writes.deletePositions(deps, managerOf(req), req.query.ids, req.lang, true)),
  );
}

function examRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const read = { auth: 'manage' as const, menu: POSITION_MENUS };
  r.get(`${base}/getUserExamDetailList`, { schema: es.resultList, config: { ...read, byApplication: true } }, async (req) =>
    ok(req, await exams.examResults(deps, managerOf(req), req.query)),
  );
  r.get(`${base}/getUserExamDetailPage`, { schema: es.resultPage, config: read }, async (req) =>
    ok(req, await exams.examResultPage(deps, managerOf(req), req.query)),
  );
  r.post(
    `${base}/bindUserExamAttachment`,
    { schema: es.bind, config: { auth: 'manage', fn: eitherKey('edit'), byApplication: true } },
    async (req) => ok(req, await exams.bindExamResult(deps, managerOf(req), req.body)),
  );
}

/** 特殊表单 (208), a position's form for its applicants, and one application's answers. */
function specialFormRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const sf = '/SpecialForm';
  const fn = (action: string) => ({ auth: 'manage' as const, fn: `specialForm:${action}` });
  r.get(`${sf}/GetList`, { schema: fs.getList, config: { auth: 'manage', menu: SPECIAL_FORM_MENU } }, async (req) =>
    ok(req, await forms.formList(deps, managerOf(req), req.query)),
  );
  r.get(`${sf}/GetDetail`, { schema: fs.getDetail, config: { auth: 'manage', menu: SPECIAL_FORM_MENU } }, async (req) =>
    ok(req, await forms.formDetail(deps, managerOf(req), req.query.id)),
  );
  // The position form picks one: any management session of the company may list them.
  r.get(`${sf}/GetDropDown`, { schema: fs.dropDown, config: { auth: 'manage' } }, async (req) =>
    ok(req, await forms.formDropDown(deps, managerOf(req))),
  );
  r.post(`${sf}/Add`, { schema: fs.add, config: fn('add') }, async (req) => ok(req, await forms.addForm(deps, managerOf(req), req.body)));
  r.put(`${sf}/Edit`, { schema: fs.edit, config: fn('edit') }, async (req) =>
    ok(req, await forms.editForm(deps, managerOf(req), req.body)),
  );
  r.delete(`${sf}/Delete`, { schema: fs.remove, config: fn('delete') }, async (req) =>
    ok(req, await forms.deleteForms(deps, managerOf(req), req.query.ids)),
  );
  r.get(`${sf}/GetContentByPositionId`, { schema: fs.contentByPosition, config: { auth: 'public' } }, async (req) =>
    ok(req, await answers.formOfPosition(deps, req.caller, req.query.positionId, req.lang)),
  );
  r.get(`${sf}/GetData`, { schema: fs.getData, config: { auth: 'user', byApplication: true } }, async (req) =>
    ok(req, await answers.formData(deps, callerOf(req), req.query.deliveryRecordId)),
  );
  r.put(`${sf}/EditData`, { schema: fs.editData, config: { auth: 'user', byApplication: true } }, async (req) =>
    ok(req, await answers.editFormData(deps, callerOf(req), req.body)),
  );
}

/** Positions (HR side), their exams' results and special forms. */
export function positionModuleRoutes(ctx: RouteContext) {
  positionRoutes(ctx);
  shortPositionRoutes(ctx);
  examRoutes(ctx);
  specialFormRoutes(ctx);
}
