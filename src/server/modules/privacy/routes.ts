/**
 * Personal data: the seeker's download, erasure requests and consent (any logged-in account, about
 * itself only: no id is named), and HR's requests screen (个人数据请求, menu 913). The daily retention
 * run starts with the routes (schedule.ts).
 */
import type { FastifyReply } from 'fastify';
import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf, managerOf } from '../../plugins/auth.ts';
import { PrivacyRequest } from '../../../../generated/definitions/PrivacyRequest.ts';
import { acceptTerms, consentOf } from './consent.ts';
import { exportUserData } from './export.ts';
import { companyRequests, myRequests, processRequests, requestErasure } from './requests.ts';
import { scheduleRetention } from './schedule.ts';
import {
  acceptTermsSchema,
  companyListSchema,
  consentSchema,
  exportSchema,
  myRequestsSchema,
  processSchema,
  requestErasureSchema,
} from './schemas.ts';

/** A download of the person's own data: never cached anywhere on the way. */
function sendZip(reply: FastifyReply, zip: Buffer, day: string) {
  return reply
    .header('content-type', 'application/zip')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="my-data-${day}.zip"`)
    .send(zip);
}

export function privacyRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.get('/Privacy/ExportMyData', { schema: exportSchema }, async (req, reply) =>
    sendZip(reply, await exportUserData(deps, callerOf(req).userId), deps.clock.now().toISOString().slice(0, 10)),
  );
  r.get('/Privacy/GetMyRequests', { schema: myRequestsSchema }, async (req) => ok(req, await myRequests(deps, callerOf(req))));
  r.post('/Privacy/RequestErasure', { schema: requestErasureSchema }, async (req) => ok(req, await requestErasure(deps, callerOf(req))));
  r.get('/Privacy/GetConsent', { schema: consentSchema }, async (req) => ok(req, await consentOf(deps, callerOf(req))));
  r.post('/Privacy/AcceptTerms', { schema: acceptTermsSchema }, async (req) =>
    ok(req, await acceptTerms(deps, callerOf(req), req.body.agreementVersion)),
  );
  r.get('/PrivacyRequest/GetList', { schema: companyListSchema, config: { auth: 'manage', menu: PrivacyRequest.menu.id } }, async (req) =>
    ok(req, await companyRequests(deps, managerOf(req), req.query)),
  );
  r.post('/PrivacyRequest/Process', { schema: processSchema, config: { auth: 'manage', fn: 'privacyRequest:process' } }, async (req) =>
    ok(req, await processRequests(deps, managerOf(req), req.body.ids)),
  );
  scheduleRetention(api, deps);
}
