/**
 * The authorization matrix's scope of reads by application id (scope-matrix.test.ts): for every route
 * marked `byApplication` in its config, the request naming a new application to a given position.
 * The test makes the position inside or outside a member's data scope on positions.
 */
import { PIPELINE_STAGE } from '../../../../src/common/recruiting.ts';
import type { Db } from '../../../../src/server/db/client.ts';
import { transitionScopeEntries } from '../../pipeline/matrix-transitions.ts';
import { assessmentScopeEntries } from '../../pipeline/matrix-assessments.ts';
import { offerScopeEntries } from '../../pipeline/matrix-offers.ts';
import { scheduleScopeEntries } from '../../pipeline/matrix-schedules.ts';
import { salaryScopeEntries } from '../../salary/matrix-entries.ts';
import type { Req } from './types.ts';

export interface ScopeCtx {
  /** A new application of a job seeker to the position (at a pipeline stage, 1 by default). */
  application(positionId: number, stage?: number): Promise<number>;
  /** For entries whose application needs more than a stage (a number rule, a card to give). */
  db: Db;
}

/** Builds the request naming a new application to the position (which has a special form and an exam). */
export type ScopeEntry = (c: ScopeCtx, positionId: number) => Promise<Req & { outside?: number }>;

const get = (url: string): Req => ({ method: 'GET', url });
/** The positions' special form has one optional question (see scope-matrix.test.ts). */
const ANSWERS = { dorm: '是' };

export const scopeEntries: Record<string, ScopeEntry> = {
  // Batch calls (transitions, GetHcpResult) name the id they could not find: 1201 outside the scope.
  ...transitionScopeEntries,
  ...assessmentScopeEntries,
  ...offerScopeEntries,
  ...scheduleScopeEntries,
  ...salaryScopeEntries,
  'GET /ResumeDeliveryRecord/GetDetail': async (c, p) => get(`/ResumeDeliveryRecord/GetDetail?id=${await c.application(p)}`),
  'GET /ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo': async (c, p) =>
    get(`/ResumeLib/GeneralWorker/GetBackDeliveryRecordInfo?id=${await c.application(p)}`),
  'POST /ResumeLib/GeneralWorker/EditBackResume': async (c, p) => ({
    method: 'POST',
    url: '/ResumeLib/GeneralWorker/EditBackResume',
    payload: { id: await c.application(p), data: ANSWERS },
  }),
  'GET /ResumeUserInfo/GetResumeEntryDetails': async (c, p) =>
    get(`/ResumeUserInfo/GetResumeEntryDetails?id=${await c.application(p, PIPELINE_STAGE.hire)}`),
  'GET /SpecialForm/GetData': async (c, p) => get(`/SpecialForm/GetData?deliveryRecordId=${await c.application(p)}`),
  'PUT /SpecialForm/EditData': async (c, p) => ({
    method: 'PUT',
    url: '/SpecialForm/EditData',
    payload: { deliveryRecordId: await c.application(p), data: ANSWERS },
  }),
  'GET /PositionInfo/getUserExamDetailList': async (c, p) =>
    get(`/PositionInfo/getUserExamDetailList?deliveryRecordId=${await c.application(p)}`),
  'POST /PositionInfo/bindUserExamAttachment': async (c, p) => ({
    method: 'POST',
    url: '/PositionInfo/bindUserExamAttachment',
    payload: { deliveryRecordId: await c.application(p), fileIds: [], score: 1 },
  }),
  'GET /ResumeDeliveryRecord/GetStageHistory': async (c, p) => get(`/ResumeDeliveryRecord/GetStageHistory?id=${await c.application(p)}`),
  'GET /ResumeDeliveryRecord/Note/GetList': async (c, p) => get(`/ResumeDeliveryRecord/Note/GetList?id=${await c.application(p)}`),
  'POST /ResumeDeliveryRecord/Note/Add': async (c, p) => ({
    method: 'POST',
    url: '/ResumeDeliveryRecord/Note/Add',
    payload: { id: await c.application(p), content: '范围测试备注' },
  }),
  'GET /ResumeDeliveryRecord/GetEntryData': async (c, p) =>
    get(`/ResumeDeliveryRecord/GetEntryData?id=${await c.application(p, PIPELINE_STAGE.waitingReported)}`),
};
