/**
 * Offer calls beside the transition rows (SendOffer and the hire steps are rows): HR's letter preview
 * and the offer dialog's data (key hire:sendOffer, by application), the seeker's answers and letter.
 */
import type { FastifyReply } from 'fastify';
import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { callerOf, managerOf } from '../../../plugins/auth.ts';
import { transitionKey, TRANSITIONS } from '../../../../common/pipeline.ts';
import { PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { answerOffer, seekerOfferPdf } from './answer.ts';
import { offerTenementInfo, previewOffer, type PreviewBody } from './service.ts';
import { answerSchema, previewSchema, seekerPdfSchema, tenementInfoSchema } from './schemas.ts';
import { offerTemplateRoutes } from './template-routes.ts';

/** The letter inline (a viewer shows it), never cached: it names a person's salary. */
function sendPdf(reply: FastifyReply, pdf: Buffer) {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="offer.pdf"`)
    .send(pdf);
}

export function offerRoutes(ctx: RouteContext) {
  const { api, deps } = ctx;
  offerTemplateRoutes(ctx);
  const r = typed(api);
  const sendOffer = { auth: 'manage' as const, fn: transitionKey(TRANSITIONS.SendOffer, PIPELINE_STAGE.hire), byApplication: true };
  r.post('/InterviewAssessments/PreviewOffer', { schema: previewSchema, config: sendOffer }, async (req, reply) =>
    sendPdf(reply, await previewOffer(deps, managerOf(req), req.body as PreviewBody)),
  );
  r.get('/InterviewAssessments/GetOfferTenementInfo', { schema: tenementInfoSchema, config: sendOffer }, async (req) =>
    ok(req, await offerTenementInfo(deps, managerOf(req), req.query.id)),
  );
  r.post('/ResumeDeliveryRecord/User/AcceptOffer', { schema: answerSchema('accepts') }, async (req) =>
    ok(req, await answerOffer(deps, callerOf(req), req.body.id, 'accept', req.lang)),
  );
  r.post('/ResumeDeliveryRecord/User/DeclineOffer', { schema: answerSchema('declines') }, async (req) =>
    ok(req, await answerOffer(deps, callerOf(req), req.body.id, 'decline', req.lang)),
  );
  r.get('/ResumeDeliveryRecord/User/GetOfferPdf', { schema: seekerPdfSchema }, async (req, reply) =>
    sendPdf(reply, await seekerOfferPdf(deps, callerOf(req), req.query.id)),
  );
}
