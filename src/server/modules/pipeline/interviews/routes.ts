/**
 * Interview calls beside the transition rows (InviteDelivery is one of those): the seeker's answers
 * to an invitation, and the interview screen's step counts for its tabs.
 */
import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { callerOf } from '../../../plugins/auth.ts';
import { answerInvitation } from './answer.ts';
import { answerSchema } from './schemas.ts';

export function interviewRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.post('/ResumeDeliveryRecord/User/AcceptInvitation', { schema: answerSchema('accepts') }, async (req) =>
    ok(req, await answerInvitation(deps, callerOf(req), req.body.id, 'accept')),
  );
  r.post('/ResumeDeliveryRecord/User/DeclineInvitation', { schema: answerSchema('declines') }, async (req) =>
    ok(req, await answerInvitation(deps, callerOf(req), req.body.id, 'decline')),
  );
}
