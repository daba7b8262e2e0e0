/**
 * Interview schedule fixtures: an invited record (a live invitation, no schedule yet), company people
 * as interviewers, and the InterviewSchedule calls.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { INTERVIEW_STEP, PIPELINE_STAGE as S } from '../../../src/common/recruiting.ts';
import { interviewSchedules } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, type Envelope } from '../../support/test-app.ts';
import { insertInvitation } from '../../support/interview-fixtures.ts';
import { member } from './lists-fixture.ts';
import { applications } from './fixture.ts';

/** An application at 面试 / invited with a live pending invitation (sent an hour ago). */
export async function invitedRecord(app: FastifyInstance, tenementId: number, opts: { positionId?: number } = {}) {
  const made = await applications(app, tenementId, 1, { stage: S.interview, step: INTERVIEW_STEP.invited, ...opts });
  const invitationId = await insertInvitation(app.database.db, { tenementId, recordId: made.ids[0]! });
  return { id: made.ids[0]!, invitationId, userId: made.userIds[0]!, token: made.tokens[0]!, positionId: made.positionId };
}

/** A member of the company holding only the calendar (an interviewer, not HR). */
export const interviewer = (app: FastifyInstance, tenementId: number) => member(app, tenementId, { menus: [313], deptId: null });

/** `hours` from now (on the clock given), on the minute. */
export const at = (now: Date, hours: number) => new Date(Math.floor(now.getTime() / 60_000) * 60_000 + hours * 3_600_000).toISOString();

export async function call<T = unknown>(
  app: FastifyInstance,
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object,
  lang?: string,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) };
  const res = await app.inject({ method, url: api(`/InterviewSchedule/${path}`), headers, ...(payload ? { payload } : {}) });
  if (res.statusCode === 401) return { state: 401, message: '', data: null as T };
  return body<T>(res);
}

export const add = (app: FastifyInstance, token: string | null, payload: object, lang?: string) =>
  call<{ id: number; replaced: number | null; startsAt: string; endsAt: string }>(app, token, 'POST', 'Add', payload, lang);
export const edit = (app: FastifyInstance, token: string | null, payload: object, lang?: string) =>
  call<{ id: number; replaced: number | null; startsAt: string; endsAt: string }>(app, token, 'PUT', 'Edit', payload, lang);

export interface Item {
  id: number;
  deliveryRecordId: number;
  round: number;
  startsAt: string;
  endsAt: string;
  minutes: number;
  place: string;
  room: string | null;
  candidateName: string;
  positionName: string;
  interviewers: Array<{ id: number; name: string }>;
  invitationState: string | null;
  canOpen: boolean;
}
export interface Page {
  list: Item[];
  totalCount: number;
  page: number;
  perPage: number;
}

export const schedulesOf = (app: FastifyInstance, recordId: number) =>
  app.database.db.select().from(interviewSchedules).where(eq(interviewSchedules.deliveryRecordId, recordId)).orderBy(interviewSchedules.id);
