/**
 * Authorization-matrix entries of the stage lists and their exports (src/server/modules/pipeline/lists):
 * a list shows another company's administrator none of the demo company's rows; an export reads the
 * caller's own company only (the same query). The demo data has no 不合适 record that left the new,
 * interview or hire stage: the entry writes one into the demo company first, as the module's tests do.
 */
import { eq } from 'drizzle-orm';
import { deliveryRecords, deliveryStageHistory, positions, tenements, users } from '../../../src/server/db/schema/index.ts';
import { INTERVIEW_STEP_LISTS, STAGE_LISTS, type StageList } from '../../../src/server/modules/pipeline/lists/catalog.ts';
import { exportDeclared } from '../../../src/server/modules/pipeline/lists/export.ts';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const written = new Map<number, Promise<void>>();

/** One 不合适 application of the demo company that left `from`, written once per run. */
function leftFrom(c: MatrixCtx, from: number): Promise<void> {
  let done = written.get(from);
  if (!done) {
    done = (async () => {
      const [t] = await c.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, 'T0001'));
      const [p] = await c.db.select({ id: positions.id }).from(positions).where(eq(positions.tenementId, t!.id)).limit(1);
      const [u] = await c.db
        .insert(users)
        .values({ account: `mxleft${from}${Date.now() % 10000}`, passwordHash: 'x', name: '矩阵不合适' })
        .returning({ id: users.id });
      const [r] = await c.db
        .insert(deliveryRecords)
        .values({
          tenementId: t!.id,
          positionId: p!.id,
          userId: u!.id,
          resumeType: 1,
          resumeSnapshot: { basic: { name: '矩阵不合适' } },
          stage: 11,
          active: false,
          source: '招聘网站',
        })
        .returning({ id: deliveryRecords.id });
      await c.db.insert(deliveryStageHistory).values({
        tenementId: t!.id,
        deliveryRecordId: r!.id,
        call: 'Inappropriate',
        fromStage: from,
        toStage: 11,
        data: { tag: 'OTHER', personnelType: 'formal' },
      });
    })();
    written.set(from, done);
  }
  return done;
}

function listEntry(l: StageList) {
  const req: Req = { method: 'GET', url: `/${l.path}?perPage=100` };
  return {
    ok: async (c: MatrixCtx) => {
      if (l.leftStage !== undefined) await leftFrom(c, l.leftStage);
      return req;
    },
    cross: { list: true as const },
  };
}

/** The interview screen's tabs and their counts: another company's administrator sees none of the demo company's rows. */
const interviewEntries: Entries = {
  ...Object.fromEntries(INTERVIEW_STEP_LISTS.map((l) => [`GET /${l.path}`, listEntry(l)])),
  'GET /ResumeDeliveryRecord/Interview/GetStepCounts': {
    ok: (): Req => ({ method: 'GET', url: '/ResumeDeliveryRecord/Interview/GetStepCounts' }),
    cross: { own: 'counts of the caller’s company’s applications only: the lists’ own where clause' },
  },
};

export const listEntries: Entries = Object.fromEntries(
  STAGE_LISTS.flatMap((l) => [
    [`GET /${l.path}`, listEntry(l)],
    ...(exportDeclared(l)
      ? [
          [
            `GET /${l.exportPath}`,
            {
              ok: (): Req => ({ method: 'GET', url: `/${l.exportPath}` }),
              cross: { own: 'the caller’s company’s applications only: the list’s own query' },
            },
          ] as const,
        ]
      : []),
  ]),
);
Object.assign(listEntries, interviewEntries);
