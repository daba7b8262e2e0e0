/**
 * The reports' small hand-built data set, in the second company (which starts empty). The clock stands
 * at 12:00 today (D0) on the company's clock; every move happens at 10:00 of its day. `D-n` is n days ago.
 *
 * Departments: 生产部 with 冲压车间 below it, and 质量部. Position A (冲压车间, type 机加工, created by the
 * scoped member), position B (质量部, type 质检).
 *
 *  rec  pos source    created  moves (from→to at)                                 now  furthest
 *  r1   A   招聘网站  D-10     1→2 D-9, 2→3 D-8, 3→4 D-7, 4→5 D-6, 5→6 D-5         6    6
 *  r2   A   招聘网站  D-10     1→2 D-9, 2→3 D-8, 3→11 D-7                          11   3
 *  r3   A   内部推荐  D-3      —                                                   1    1
 *  r4   B   内部推荐  D-20     1→2 D-19, 2→3 D-18, 3→4 D-17                        4    4
 *  r5   B   招聘网站  D-2      1→12 D-2                                            12   1
 *  r6   B   现场招聘  D-15     1→2 D-14, 2→5 D-13 (general worker), 5→6 D-12       6    6
 *  r7   B   招聘网站  D-40     1→2 D-39                                            2    2
 *  r8   B   (none)    D-1      — (at 初筛通过 without a history row)                2    2
 *  r9   A   招聘网站  D-45     3→4 D-40, 4→5 D-35, 5→6 D-31                        7    7
 *  r10  B   内部推荐  D-25     3→4 D-20, 4→11 D-15                                 11   4
 *  e1   A   招聘网站  D-230    5→6 D-100, 7→9 D-80                                 9    9
 *  e2   B   招聘网站  D-230    5→6 D-190, 7→9 D-5                                  9    9
 *  e3   B   招聘网站  D-230    5→6 D-150                                           7    7
 *  e4   B   招聘网站  D-300    5→6 D-250                                           7    7
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { dataPermissions, deliveryRecords, deliveryStageHistory } from '../../../src/server/db/schema/index.ts';
import { positionTypeTable } from '../../../generated/server/tables.ts';
import { insertDept } from '../../../src/server/modules/org/repository.ts';
import { loginAs } from '../../support/test-app.ts';
import { insertPosition } from '../../support/resume-fixtures.ts';
import { role, staff, STAFF_PASSWORD } from '../people/fixture.ts';
import { applications } from '../pipeline/fixture.ts';

export const H = 3_600_000;
export const DAY = 24 * H;
const CST = 8 * H;

export interface ReportsFixture {
  today0: number;
  /** `YYYY-MM-DD` of n days ago. */
  day: (n: number) => string;
  depts: { production: number; stamping: number; quality: number };
  positions: { a: number; b: number };
  types: { machining: number; inspection: number };
  ids: Record<string, number>;
  /** A member holding the report menus and export keys whose data scope is the positions they created (A). */
  scoped: { userId: number; token: string };
}

type Move = readonly [from: number, to: number, daysAgo: number];
interface Spec {
  pos: 'a' | 'b';
  source: string | null;
  created: number;
  stage: number;
  moves: readonly Move[];
}

const SPECS: Record<string, Spec> = {
  r1: {
    pos: 'a',
    source: '招聘网站',
    created: 10,
    stage: 6,
    moves: [
      [1, 2, 9],
      [2, 3, 8],
      [3, 4, 7],
      [4, 5, 6],
      [5, 6, 5],
    ],
  },
  r2: {
    pos: 'a',
    source: '招聘网站',
    created: 10,
    stage: 11,
    moves: [
      [1, 2, 9],
      [2, 3, 8],
      [3, 11, 7],
    ],
  },
  r3: { pos: 'a', source: '内部推荐', created: 3, stage: 1, moves: [] },
  r4: {
    pos: 'b',
    source: '内部推荐',
    created: 20,
    stage: 4,
    moves: [
      [1, 2, 19],
      [2, 3, 18],
      [3, 4, 17],
    ],
  },
  r5: { pos: 'b', source: '招聘网站', created: 2, stage: 12, moves: [[1, 12, 2]] },
  r6: {
    pos: 'b',
    source: '现场招聘',
    created: 15,
    stage: 6,
    moves: [
      [1, 2, 14],
      [2, 5, 13],
      [5, 6, 12],
    ],
  },
  r7: { pos: 'b', source: '招聘网站', created: 40, stage: 2, moves: [[1, 2, 39]] },
  r8: { pos: 'b', source: null, created: 1, stage: 2, moves: [] },
  r9: {
    pos: 'a',
    source: '招聘网站',
    created: 45,
    stage: 7,
    moves: [
      [3, 4, 40],
      [4, 5, 35],
      [5, 6, 31],
    ],
  },
  r10: {
    pos: 'b',
    source: '内部推荐',
    created: 25,
    stage: 11,
    moves: [
      [3, 4, 20],
      [4, 11, 15],
    ],
  },
  e1: {
    pos: 'a',
    source: '招聘网站',
    created: 230,
    stage: 9,
    moves: [
      [5, 6, 100],
      [7, 9, 80],
    ],
  },
  e2: {
    pos: 'b',
    source: '招聘网站',
    created: 230,
    stage: 9,
    moves: [
      [5, 6, 190],
      [7, 9, 5],
    ],
  },
  e3: { pos: 'b', source: '招聘网站', created: 230, stage: 7, moves: [[5, 6, 150]] },
  e4: { pos: 'b', source: '招聘网站', created: 300, stage: 7, moves: [[5, 6, 250]] },
};

export const REPORT_MENU_IDS = [604, 605, 606, 607, 608];

export async function buildReportsFixture(app: FastifyInstance, company: number, noon: number): Promise<ReportsFixture> {
  const db = app.database.db;
  const today0 = noon - 12 * H;
  const at = (daysAgo: number) => new Date(today0 - daysAgo * DAY + 10 * H);
  const day = (n: number) => new Date(today0 - n * DAY + CST).toISOString().slice(0, 10);
  const dept = async (deptNo: string, name: string, parentId: number | null) =>
    (await insertDept(db, { tenementId: company, deptNo, name, parentId, sort: 1 })).id;
  const production = await dept('R02', '生产部', null);
  const stamping = await dept('R0201', '冲压车间', production);
  const quality = await dept('R03', '质量部', null);
  const [machining, inspection] = await db
    .insert(positionTypeTable)
    .values([
      { tenementId: company, name: '机加工' },
      { tenementId: company, name: '质检' },
    ])
    .returning({ id: positionTypeTable.id });
  const roleId = await role(app, company, {
    name: '报表专员',
    menus: REPORT_MENU_IDS,
    keys: ['reportReachRate:export', 'reportRetention:export', 'reportRetentionDetail:export'],
  });
  await db.insert(dataPermissions).values({ tenementId: company, roleId, menuId: 201, tableName: 'positions', valueType: 5 });
  const { userId } = await staff(app, company, {
    account: 'report_scoped',
    name: '报表专员',
    phone: '13900006661',
    deptId: null,
    roleIds: [roleId],
  });
  const scoped = { userId, token: await loginAs(app, 'report_scoped', STAFF_PASSWORD) };
  const a = await insertPosition(db, company, { createdBy: userId, deptId: stamping, positionTypeId: machining!.id });
  const b = await insertPosition(db, company, { deptId: quality, positionTypeId: inspection!.id });
  const ids: Record<string, number> = {};
  for (const [key, s] of Object.entries(SPECS)) {
    const { ids: made } = await applications(app, company, 1, { positionId: s.pos === 'a' ? a : b, stage: s.stage });
    const id = made[0]!;
    ids[key] = id;
    await db
      .update(deliveryRecords)
      .set({ source: s.source, createdAt: at(s.created) })
      .where(eq(deliveryRecords.id, id));
    if (s.moves.length)
      await db.insert(deliveryStageHistory).values(
        s.moves.map(([fromStage, toStage, ago]) => ({
          tenementId: company,
          deliveryRecordId: id,
          call: 'Test',
          fromStage,
          toStage,
          createdAt: at(ago),
        })),
      );
  }
  return {
    today0,
    day,
    depts: { production, stamping, quality },
    positions: { a, b },
    types: { machining: machining!.id, inspection: inspection!.id },
    ids,
    scoped,
  };
}

/** Moves the clock to 12:00 today on the company's clock; answers that moment. */
export function noonOf(clock: { now(): Date; advanceHours(h: number): void }): number {
  const sinceMidnight = (clock.now().getTime() + CST) % DAY;
  clock.advanceHours(((((12 * H - sinceMidnight) % DAY) + DAY) % DAY) / H);
  return clock.now().getTime();
}
