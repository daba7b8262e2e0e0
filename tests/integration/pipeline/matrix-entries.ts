/**
 * Authorization-matrix entries of the pipeline module's management routes. Routes naming an
 * application use the demo seeker's application to the demo company (tests/integration/delivery);
 * another company's administrator naming it gets 1102 and changes nothing.
 */
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';
import { demoRecord } from '../delivery/matrix-entries.ts';
import { transitionEntries } from './matrix-transitions.ts';
import { hireSideEntries } from './matrix-hire.ts';
import { listEntries } from './matrix-lists.ts';
import { assessmentEntries } from './matrix-assessments.ts';
import { offerEntries } from './matrix-offers.ts';
import { scheduleEntries } from './matrix-schedules.ts';

const get = (url: string): Req => ({ method: 'GET', url });

/** A read naming the demo application: the other company is refused and the read is unchanged. */
const byRecord = (url: (id: number) => string) => ({
  ok: async (c: MatrixCtx) => get(url(await demoRecord(c))),
  cross: {
    record: async (c: MatrixCtx) => {
      const req = get(url(await demoRecord(c)));
      return { req, read: () => c.ok(req) };
    },
  },
});

const notes = (id: number) => get(`/ResumeDeliveryRecord/Note/GetList?id=${id}&perPage=100`);
const addNote = (id: number): Req => ({ method: 'POST', url: '/ResumeDeliveryRecord/Note/Add', payload: { id, content: '矩阵测试备注' } });

/** A read of the board naming the demo company's newest position: the other company is refused (1102). */
const byPosition = (url: (positionId: number) => string) => {
  const req = async (c: MatrixCtx) => get(url((await c.idsOf('/PositionInfo/GetDropDown'))[0]!));
  return {
    ok: req,
    cross: {
      record: async (c: MatrixCtx) => {
        const r = await req(c);
        return { req: r, read: () => c.ok(r) };
      },
    },
  };
};

export const pipelineEntries: Entries = {
  ...transitionEntries,
  ...hireSideEntries,
  ...listEntries,
  ...assessmentEntries,
  ...offerEntries,
  ...scheduleEntries,
  'GET /ResumeDeliveryRecord/GetBoard': byPosition((id) => `/ResumeDeliveryRecord/GetBoard?positionId=${id}`),
  'GET /ResumeDeliveryRecord/GetBoardColumn': byPosition((id) => `/ResumeDeliveryRecord/GetBoardColumn?positionId=${id}&stage=1`),
  'GET /ResumeDeliveryRecord/GetStageHistory': byRecord((id) => `/ResumeDeliveryRecord/GetStageHistory?id=${id}`),
  'GET /ResumeDeliveryRecord/Note/GetList': byRecord((id) => `/ResumeDeliveryRecord/Note/GetList?id=${id}`),
  'GET /ResumeDeliveryRecord/GetEntryData': byRecord((id) => `/ResumeDeliveryRecord/GetEntryData?id=${id}`),
  'POST /ResumeDeliveryRecord/Note/Add': {
    ok: async (c) => addNote(await demoRecord(c)),
    cross: {
      record: async (c) => {
        const id = await demoRecord(c);
        return { req: addNote(id), read: () => c.ok(notes(id)) };
      },
    },
  },
  'GET /SysParam/GetInappropriateTagList': {
    ok: () => get('/SysParam/GetInappropriateTagList'),
    cross: { own: 'the caller’s company’s parameter lines' },
  },
  'GET /CommonMessage/GetInappropriateList': { ok: () => get('/CommonMessage/GetInappropriateList'), cross: { list: true } },
};
