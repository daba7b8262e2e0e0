/**
 * Authorization-matrix entries of the resumes module's management routes (the general-worker data
 * HR reads and corrects). Everything else in the module is the caller's own (any-user routes) or
 * opens to HR by record (GetResumeEntryDetails): tests/integration/resumes covers those.
 * The matrix has no database handle, so the application is made through the seeker's calls: the demo
 * seeker (on a phone session, leaving the matrix's seeker session alone) applies with an uploaded PDF
 * to a published demo position that asks a special form, answering it.
 */
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';
import type { SpecialFormItem } from '../../../src/server/modules/positions/special-form-data.ts';
import { buildPdf } from '../../support/resume-fixtures.ts';

let record: Promise<{ id: number; items: SpecialFormItem[] }> | undefined;

async function seekerToken(c: MatrixCtx): Promise<string> {
  const res = await c.call('', {
    method: 'POST',
    url: '/Login/SysLogin',
    payload: { account: 'seeker', password: 'Seeker@2026', loginSource: 3 },
  });
  return (res.data as { accessToken: string }).accessToken;
}

/** A valid answer to every item (the first option, a number, a date, a short text). */
function answers(items: readonly SpecialFormItem[]): Record<string, string | number> {
  const one = (i: SpecialFormItem) =>
    i.options?.length ? i.options[0]! : i.el === 'number' ? 170 : i.el === 'date' ? '2026-01-05' : '矩阵';
  return Object.fromEntries(items.map((i) => [i.prop, one(i)]));
}

async function applyToFormPosition(c: MatrixCtx, token: string, attachmentId: number) {
  const list = (await c.call(token, { method: 'GET', url: '/PositionInfo/GetListForHome?perPage=100' })).data as {
    list: Array<{ id: number }>;
  };
  for (const { id } of list.list) {
    const form = (await c.call(token, { method: 'GET', url: `/SpecialForm/GetContentByPositionId?positionId=${id}` })).data as {
      items: SpecialFormItem[];
    } | null;
    if (!form) continue;
    const res = await c.call(token, {
      method: 'POST',
      url: '/ResumeDeliveryRecord/User/Delivery',
      payload: { positionId: id, resumeType: 2, attachmentId, formData: answers(form.items) },
    });
    if (res.state === 200) return { id: (res.data as { id: number }).id, items: form.items };
    const open = await c.call(token, { method: 'GET', url: `/ResumeDeliveryRecord/GetDeliveryRecordByPositionId?positionId=${id}` });
    if (open.data) return { id: (open.data as { id: number }).id, items: form.items };
  }
  throw new Error('matrix: no published demo position with a special form to apply to');
}

/** One application of the demo seeker to a demo general-worker position, made once per run. */
function demoRecord(c: MatrixCtx) {
  record ??= (async () => {
    const token = await seekerToken(c);
    const upload = await c.call(token, {
      method: 'POST',
      url: '/Resume/Attachment/UploadResume',
      file: { data: buildPdf('matrix'), filename: 'matrix.pdf', type: 'application/pdf' },
    });
    return applyToFormPosition(c, token, (upload.data as { id: number }).id);
  })();
  return record;
}

const back = (id: number): Req => ({ method: 'GET', url: `/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${id}` });
const edit = (id: number, items: readonly SpecialFormItem[]): Req => ({
  method: 'POST',
  url: '/ResumeLib/GeneralWorker/EditBackResume',
  payload: { id, data: answers(items) },
});

export const resumeEntries: Entries = {
  'GET /ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo': {
    ok: async (c) => back((await demoRecord(c)).id),
    cross: {
      record: async (c) => {
        const { id } = await demoRecord(c);
        return { req: back(id), read: () => c.ok(back(id)) };
      },
    },
  },
  'POST /ResumeLib/GeneralWorker/EditBackResume': {
    ok: async (c) => {
      const r = await demoRecord(c);
      return edit(r.id, r.items);
    },
    cross: {
      record: async (c) => {
        const r = await demoRecord(c);
        return { req: edit(r.id, r.items), read: () => c.ok(back(r.id)) };
      },
    },
  },
};
