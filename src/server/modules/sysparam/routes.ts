import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope } from '../../http/envelope.ts';
import { AppError } from '../../http/app-error.ts';
import { callerOf, managerOf } from '../../plugins/auth.ts';
import { grantsOf } from '../access/service.ts';
import * as repo from './repository.ts';
import { resumeSources } from './service.ts';
import { presentFunctionOption, presentLastValue } from './presenter.ts';
import { EmployeeNumberSetting } from '../../../../generated/definitions/EmployeeNumberSetting.ts';
import { idQuery } from '../../http/ids.ts';

const option = {
  type: 'object',
  required: ['value', 'display'],
  properties: { value: { type: ['string', 'integer'] }, display: { type: 'string' } },
  additionalProperties: false,
} as const;
const options = envelope({ type: 'array', items: option });

/** The seeds' extra SysParam and EmployeeNumberSetting calls, beside the generic ones. */
export function sysParamRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.get(
    '/SysParam/GetFunctionkey',
    {
      schema: { tags: ['SysParam'], summary: 'The function keys the caller holds, as options', response: { 200: options } },
      config: { auth: 'manage' },
    },
    async (req) => {
      const grants = await grantsOf(deps.db, callerOf(req));
      return ok(req, grants.functions.map(presentFunctionOption));
    },
  );
  r.get(
    '/SysParam/GetAllResumeResourceList',
    {
      schema: {
        tags: ['SysParam'],
        summary: 'Resume sources (the enabled lines of the ResumeSource parameter)',
        response: { 200: options },
      },
      config: { auth: 'manage' },
    },
    async (req) => {
      return ok(req, await resumeSources(deps.db, managerOf(req).tenementId));
    },
  );
  r.get(
    '/EmployeeNumberSetting/GetLastValue',
    {
      schema: {
        tags: ['EmployeeNumberSetting'],
        summary: 'The last number issued under a rule and the next one',
        querystring: idQuery,
        response: {
          200: envelope({
            type: 'object',
            required: ['lastValue', 'lastNumber', 'nextNumber'],
            properties: { lastValue: { type: 'integer' }, lastNumber: { type: ['string', 'null'] }, nextNumber: { type: 'string' } },
            additionalProperties: false,
          }),
        },
      },
      config: { auth: 'manage', menu: EmployeeNumberSetting.menu.id },
    },
    async (req) => {
      const row = await repo.numberSetting(deps.db, managerOf(req).tenementId, req.query.id);
      if (!row) throw new AppError('NOT_FOUND');
      return ok(req, presentLastValue(row));
    },
  );
}
