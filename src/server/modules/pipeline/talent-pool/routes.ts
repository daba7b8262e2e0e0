/**
 * `POST /ResumeDeliveryRecord/GetHcpResult {ids}`. Whoever may throw a candidate to the pool from any
 * stage screen, or bring one back from the pool screen, may ask where the batch went: the answer is
 * about applications they could move, so it needs the same keys rather than the pool screen's menu
 * (a recruiter throwing from 新投递 need not be given the whole pool).
 */
import type { RouteContext } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { managerOf } from '../../../plugins/auth.ts';
import { envelope } from '../../../http/envelope.ts';
import { TRANSITIONS, transitionKeys } from '../../../../common/pipeline.ts';
import { ids } from '../../../http/ids.ts';
import { hcpResult } from './service.ts';

const nullable = (schema: object) => ({ anyOf: [{ type: 'null' }, schema] });
const application = {
  type: 'object',
  required: ['id', 'positionId', 'positionName', 'stage', 'stageName'],
  properties: {
    id: { type: 'integer' },
    positionId: { type: 'integer' },
    positionName: { type: 'string' },
    stage: { type: 'integer' },
    stageName: { type: 'string' },
  },
  additionalProperties: false,
} as const;
const item = {
  type: 'object',
  required: ['id', 'name', 'stage', 'stageName', 'pool', 'broughtBack'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    stage: { type: 'integer' },
    stageName: { type: 'string' },
    pool: nullable({
      type: 'object',
      required: ['id', 'since', 'addedBy'],
      properties: { id: { type: 'integer' }, since: { type: 'string', format: 'date-time' }, addedBy: { type: ['string', 'null'] } },
      additionalProperties: false,
    }),
    broughtBack: nullable({
      type: 'object',
      required: ['at', 'application'],
      properties: { at: { type: 'string', format: 'date-time' }, application: nullable(application) },
      additionalProperties: false,
    }),
  },
  additionalProperties: false,
} as const;

/** The keys of the pool's two doors: throwing in (from any stage screen) and bringing back. */
export const HCP_RESULT_KEYS = [...transitionKeys(TRANSITIONS.ThrowHcp), ...transitionKeys(TRANSITIONS.BackFromHcp)];

export function talentPoolRoutes({ api, deps }: RouteContext) {
  api.route({
    method: 'POST',
    url: '/ResumeDeliveryRecord/GetHcpResult',
    schema: {
      tags: ['ResumeDeliveryRecord'],
      summary: 'GetHcpResult: where each application thrown to the talent pool is now',
      body: { type: 'object', required: ['ids'], properties: { ids }, additionalProperties: false },
      response: {
        200: envelope({
          type: 'object',
          required: ['list'],
          properties: { list: { type: 'array', items: item } },
          additionalProperties: false,
        }),
      },
    },
    config: { auth: 'manage', fn: HCP_RESULT_KEYS, byApplication: true },
    handler: async (req) => ok(req, await hcpResult(deps, managerOf(req), (req.body as { ids: number[] }).ids, req.lang)),
  });
}
