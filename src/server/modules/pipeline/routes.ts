import type { RouteContext } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { managerOf } from '../../plugins/auth.ts';
import { TRANSITIONS, transitionKeys, type TransitionName } from '../../../common/pipeline.ts';
import { runTransition, type TransitionBody } from './transition.ts';
import { transitionSchema } from './schemas.ts';
import { candidateRoutes } from './candidate/routes.ts';
import { stageListRoutes } from './lists/routes.ts';
import { talentPoolRoutes } from './talent-pool/routes.ts';
import { boardRoutes } from './board/routes.ts';
import { cardRoutes } from './cards/routes.ts';
import { repetitionRoutes } from './repetition/routes.ts';
import { interviewRoutes } from './interviews/routes.ts';
import { assessmentRoutes } from './assessments/routes.ts';
import { offerRoutes } from './offers/routes.ts';
import { scheduleRoutes } from './schedules/routes.ts';
import { salaryRoutes } from './salary/routes.ts';

/**
 * One POST per row of the transition table. The route admits a caller holding the key of any stage
 * the row starts from; the service then checks each record's own stage key.
 */
function transitionRoutes({ api, deps }: RouteContext) {
  for (const [name, row] of Object.entries(TRANSITIONS) as Array<[TransitionName, (typeof TRANSITIONS)[TransitionName]]>) {
    api.route({
      method: 'POST',
      url: `/${row.call}`,
      schema: transitionSchema(name, row),
      config: { auth: 'manage', fn: transitionKeys(row), byApplication: true },
      handler: async (req) => ok(req, await runTransition(deps, managerOf(req), name, req.body as TransitionBody, req.lang)),
    });
  }
}

/** The hiring pipeline: transitions, stage lists, the hire side. */
export function pipelineRoutes(ctx: RouteContext) {
  transitionRoutes(ctx);
  candidateRoutes(ctx);
  stageListRoutes(ctx);
  talentPoolRoutes(ctx);
  boardRoutes(ctx);
  cardRoutes(ctx);
  repetitionRoutes(ctx);
  interviewRoutes(ctx);
  assessmentRoutes(ctx);
  offerRoutes(ctx);
  scheduleRoutes(ctx);
  salaryRoutes(ctx);
}
