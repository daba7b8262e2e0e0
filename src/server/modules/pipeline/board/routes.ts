import type { RouteContext } from '../../../http/route-context.ts';
import { typed } from '../../../http/route-context.ts';
import { ok } from '../../../http/reply.ts';
import { managerOf } from '../../../plugins/auth.ts';
import * as s from './schemas.ts';
import { board, boardColumn } from './service.ts';

/** 招聘看板 (resources/_menu.json page 312): whoever may open the board reads it; moves need the stage keys. */
export const BOARD_MENU = 312;

export function boardRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const config = { auth: 'manage' as const, menu: BOARD_MENU };
  r.get('/ResumeDeliveryRecord/GetBoard', { schema: s.getBoard, config }, async (req) =>
    ok(req, await board(deps, managerOf(req), req.query.positionId, req.lang)),
  );
  r.get('/ResumeDeliveryRecord/GetBoardColumn', { schema: s.getBoardColumn, config }, async (req) =>
    ok(req, await boardColumn(deps, managerOf(req), req.query)),
  );
}
