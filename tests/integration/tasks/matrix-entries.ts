/**
 * Authorization-matrix entries of recruitment tasks (TaskRecruitInfo). The demo company's tasks and
 * lines (demo-tasks.ts) give the lists rows; writes work on a task each entry adds first, so repeated
 * runs of an entry never find it cancelled.
 */
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const B = '/TaskRecruitInfo';
const get = (url: string): Req => ({ method: 'GET', url });
const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
const taskBody = (title: string) => ({ title, beginDate: day(-1), endDate: day(30), deadline: day(20) });

async function freshTask(c: MatrixCtx): Promise<number> {
  return (await c.ok<{ id: number }>({ method: 'POST', url: `${B}/Add`, payload: taskBody('矩阵任务') })).id;
}
const firstTask = async (c: MatrixCtx) => (await c.idsOf(`${B}/Report/GetTaskRecruitSummary?status=1`))[0]!;
const firstLine = async (c: MatrixCtx) => (await c.idsOf(`${B}/Report/GetTaskRecruitDetailList?perPage=100`))[0]!;
const positions = (c: MatrixCtx) => c.idsOf('/PositionInfo/GetDropDown');

/** A line on a fresh task of the demo company. */
async function freshLine(c: MatrixCtx): Promise<number> {
  const taskId = await freshTask(c);
  const [positionId] = await positions(c);
  return (await c.ok<{ id: number }>({ method: 'POST', url: `${B}/Line/Add`, payload: { taskId, positionId, planned: 2 } })).id;
}

const readTask = (c: MatrixCtx, id: number) => () => c.ok(get(`${B}/GetDetail?id=${id}`));
const readLine = (c: MatrixCtx, id: number) => () => c.ok(get(`${B}/Line/GetDetail?id=${id}`));

export const taskEntries: Entries = {
  [`GET ${B}/Report/GetTaskRecruitSummary`]: { ok: () => get(`${B}/Report/GetTaskRecruitSummary?perPage=100`), cross: { list: true } },
  [`GET ${B}/Report/GetTaskRecruitDetailList`]: {
    ok: () => get(`${B}/Report/GetTaskRecruitDetailList?perPage=100`),
    cross: { list: true },
  },
  [`GET ${B}/Report/GetTaskLineDetail`]: {
    ok: async (c) => get(`${B}/Report/GetTaskLineDetail?lineId=${await firstLine(c)}`),
    cross: {
      record: async (c) => {
        const id = await firstLine(c);
        return { req: get(`${B}/Report/GetTaskLineDetail?lineId=${id}`), read: readLine(c, id) };
      },
    },
  },
  [`GET ${B}/GetDetail`]: {
    ok: async (c) => get(`${B}/GetDetail?id=${await firstTask(c)}`),
    cross: {
      record: async (c) => {
        const id = await firstTask(c);
        return { req: get(`${B}/GetDetail?id=${id}`), read: readTask(c, id) };
      },
    },
  },
  [`GET ${B}/GetDropDown`]: { ok: () => get(`${B}/GetDropDown`), cross: { list: true } },
  [`GET ${B}/Line/GetDetail`]: {
    ok: async (c) => get(`${B}/Line/GetDetail?id=${await firstLine(c)}`),
    cross: {
      record: async (c) => {
        const id = await firstLine(c);
        return { req: get(`${B}/Line/GetDetail?id=${id}`), read: readLine(c, id) };
      },
    },
  },
  [`GET ${B}/Line/GetDropDown`]: { ok: () => get(`${B}/Line/GetDropDown`), cross: { list: true } },
  [`POST ${B}/Add`]: {
    ok: () => ({ method: 'POST', url: `${B}/Add`, payload: taskBody('矩阵新增') }),
    cross: { own: 'adds a task to the caller’s own company' },
  },
  [`PUT ${B}/Edit`]: {
    ok: async (c) => ({ method: 'PUT', url: `${B}/Edit`, payload: { id: await freshTask(c), ...taskBody('矩阵修改') } }),
    cross: {
      record: async (c) => {
        const id = await freshTask(c);
        return { req: { method: 'PUT', url: `${B}/Edit`, payload: { id, ...taskBody('被改') } }, read: readTask(c, id) };
      },
    },
  },
  [`PUT ${B}/CancelTask`]: {
    ok: async (c) => ({ method: 'PUT', url: `${B}/CancelTask`, payload: { ids: [await freshTask(c)] } }),
    cross: {
      record: async (c) => {
        const id = await freshTask(c);
        return { req: { method: 'PUT', url: `${B}/CancelTask`, payload: { ids: [id] } }, read: readTask(c, id) };
      },
    },
  },
  [`POST ${B}/Line/Add`]: {
    ok: async (c) => {
      const [positionId] = await positions(c);
      return { method: 'POST', url: `${B}/Line/Add`, payload: { taskId: await freshTask(c), positionId, planned: 1 } };
    },
    cross: {
      // The task named is the first company's: refused as a task the caller cannot see (1000 on taskId).
      record: async (c) => {
        const taskId = await freshTask(c);
        const [positionId] = await positions(c);
        return {
          req: { method: 'POST', url: `${B}/Line/Add`, payload: { taskId, positionId, planned: 1 } },
          read: () => c.ok(get(`${B}/Report/GetTaskRecruitDetailList?taskId=${taskId}`)),
          refused: 1000,
        };
      },
    },
  },
  [`PUT ${B}/Line/Edit`]: {
    ok: async (c) => {
      const [positionId] = await positions(c);
      return { method: 'PUT', url: `${B}/Line/Edit`, payload: { id: await freshLine(c), positionId, planned: 3 } };
    },
    cross: {
      record: async (c) => {
        const id = await freshLine(c);
        const [positionId] = await positions(c);
        return { req: { method: 'PUT', url: `${B}/Line/Edit`, payload: { id, positionId, planned: 9 } }, read: readLine(c, id) };
      },
    },
  },
  [`DELETE ${B}/Line/Delete`]: {
    ok: async (c) => ({ method: 'DELETE', url: `${B}/Line/Delete?ids=${await freshLine(c)}` }),
    cross: {
      record: async (c) => {
        const id = await freshLine(c);
        return { req: { method: 'DELETE', url: `${B}/Line/Delete?ids=${id}` }, read: readLine(c, id) };
      },
    },
  },
};
