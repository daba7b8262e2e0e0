import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope, listData, listQuery } from '../../http/envelope.ts';
import { managerOf } from '../../plugins/auth.ts';
import { OperationLog } from '../../../../generated/definitions/OperationLog.ts';
import * as repo from './repository.ts';
import { summaryMasker } from './masking.ts';
import { presentOperations } from './presenter.ts';

const date = { type: 'string', format: 'date' } as const;
const schema = {
  tags: ['OperationLog'],
  summary: 'The company’s operation log, newest first (filters: action, resource, account, date range)',
  querystring: {
    type: 'object',
    properties: {
      page: listQuery.page,
      perPage: listQuery.perPage,
      action: { type: 'string', maxLength: 20 },
      resource: { type: 'string', maxLength: 64 },
      account_like: { type: 'string', maxLength: 16 },
      beginDate: date,
      endDate: date,
    },
  },
  response: {
    200: envelope(
      listData({
        type: 'object',
        properties: {
          id: { type: 'integer' },
          account: { type: 'string' },
          action: { type: 'string' },
          resource: { type: 'string' },
          recordId: { type: ['string', 'null'] },
          recordName: { type: ['string', 'null'] },
          summary: { type: 'string' },
          summaryText: { type: 'string' },
          ip: { type: ['string', 'null'] },
          createdAt: { type: 'string' },
        },
        additionalProperties: false,
      }),
    ),
  },
} as const;

/** Read only: entries are written by the writes themselves, in their transactions. */
export function oplogRoutes({ api, deps }: RouteContext) {
  typed(api).get('/OperationLog/GetList', { schema, config: { auth: 'manage', menu: OperationLog.menu.id } }, async (req) => {
    const caller = managerOf(req);
    const q = req.query;
    const { rows, total } = await repo.page(
      deps.db,
      {
        tenementId: caller.tenementId,
        action: q.action,
        resource: q.resource,
        accountLike: q.account_like,
        from: q.beginDate ? new Date(`${q.beginDate}T00:00:00`) : undefined,
        to: q.endDate ? new Date(`${q.endDate}T23:59:59.999`) : undefined,
      },
      q.page,
      q.perPage,
    );
    const masked = await summaryMasker(deps.db, caller);
    const list = await presentOperations(deps.db, caller.tenementId, rows, masked, req.lang);
    return ok(req, { list, totalCount: total, page: q.page, perPage: q.perPage });
  });
}
