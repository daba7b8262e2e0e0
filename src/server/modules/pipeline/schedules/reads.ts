/**
 * The calendar's reads: interviews of a date range or a month (a page), the count per day of a month,
 * and whether a record has a live scheduled interview. Who sees what (viewerOf): an administrator the
 * whole company; a member who may open the interview screen (menu 303) the records inside their data
 * scope on applications plus the interviews they take part in; anyone else (an interviewer holding
 * only the calendar) exactly the interviews they take part in.
 */
import type { Deps } from '../../../deps.ts';
import type { Queryable } from '../../../db/client.ts';
import { invitationState } from '../../../../common/interviews.ts';
import { AppError, fieldError } from '../../../http/app-error.ts';
import type { Manager } from '../../../http/manager.ts';
import { grantsOf } from '../../access/service.ts';
import { applicationDataScope } from '../../access/application-scope.ts';
import * as cal from './calendar-repository.ts';
import * as repo from './repository.ts';

/** 面试 (resources/interview.json menu 303): holding it makes a member HR for the calendar. */
export const INTERVIEW_MENU = 303;

export async function viewerOf(db: Queryable, caller: Manager): Promise<cal.Viewer> {
  const grants = await grantsOf(db, caller);
  const userId = caller.userId;
  if (grants.isAdmin) return { userId, mode: 'all' };
  if (!grants.menus.some((m) => m.id === INTERVIEW_MENU)) return { userId, mode: 'own' };
  const scope = await applicationDataScope(db, caller);
  return scope.where ? { userId, mode: 'scope', scope: scope.where } : { userId, mode: 'all' };
}

interface Filters {
  interviewerId?: number | undefined;
  positionId?: number | undefined;
  keyword?: string | undefined;
}

const DAY = 86_400_000;
/** Midnight of `YYYY-MM-DD` at `tz` minutes east of UTC. */
const dayStart = (date: string, tz: number) => new Date(Date.parse(`${date}T00:00:00Z`) - tz * 60_000);

/** The month's first and next month's first midnight at `tz`. */
export function monthRange(month: string, tz: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1) - tz * 60_000), to: new Date(Date.UTC(y, m, 1) - tz * 60_000) };
}

function present(row: cal.CalendarRow, people: Map<number, Array<{ id: number; name: string }>>, now: Date) {
  const office = row.officePlaceName ? `${row.officePlaceName} ${row.officePlaceAddress ?? ''}`.trim() : '';
  return {
    id: row.id,
    deliveryRecordId: row.deliveryRecordId,
    round: row.round,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    place: [office, row.place ?? '', row.room ?? ''].filter(Boolean).join(' · '),
    room: row.room,
    placeText: row.place,
    officePlaceId: row.officePlaceId,
    candidateName: row.candidateName,
    positionId: row.positionId,
    positionName: row.positionName,
    interviewers: people.get(row.id) ?? [],
    invitationState:
      row.invitationAnswer === null || row.invitationExpiresAt === null || !row.invitationLive
        ? null
        : invitationState(row.invitationAnswer, row.invitationExpiresAt, now),
    canOpen: Boolean(row.inScope),
  };
}

async function page(deps: Deps, f: cal.CalendarFilter, p: number, perPage: number) {
  const rows = await cal.calendarPage(deps.db, f, (p - 1) * perPage, perPage);
  const totalCount = rows.length < perPage && p === 1 ? rows.length : await cal.calendarCount(deps.db, f);
  const people = await cal.interviewersOf(
    deps.db,
    f.tenementId,
    rows.map((r) => r.id),
  );
  const now = deps.clock.now();
  return { list: rows.map((r) => present(r, people, now)), totalCount, page: p, perPage };
}

const filterOf = (caller: Manager, viewer: cal.Viewer, range: { from: Date; to: Date }, q: Filters): cal.CalendarFilter => ({
  tenementId: caller.tenementId,
  viewer,
  ...range,
  interviewerId: q.interviewerId,
  positionId: q.positionId,
  keyword: q.keyword?.trim() || undefined,
});

export async function scheduleList(
  deps: Deps,
  caller: Manager,
  q: Filters & { page: number; perPage: number; tz: number; beginDate?: string | undefined; endDate?: string | undefined },
) {
  if (q.beginDate && q.endDate && q.endDate < q.beginDate) throw fieldError('endDate', { rule: 'dateOrder' });
  const from = q.beginDate ? dayStart(q.beginDate, q.tz) : new Date(0);
  const to = q.endDate ? new Date(dayStart(q.endDate, q.tz).getTime() + DAY) : new Date(Date.UTC(9999, 0, 1));
  return page(deps, filterOf(caller, await viewerOf(deps.db, caller), { from, to }, q), q.page, q.perPage);
}

export async function scheduleMonth(
  deps: Deps,
  caller: Manager,
  q: Filters & { month: string; tz: number; page: number; perPage: number },
) {
  return page(deps, filterOf(caller, await viewerOf(deps.db, caller), monthRange(q.month, q.tz), q), q.page, q.perPage);
}

export async function countByDay(deps: Deps, caller: Manager, q: Filters & { month: string; tz: number }) {
  return cal.countByDay(deps.db, filterOf(caller, await viewerOf(deps.db, caller), monthRange(q.month, q.tz), q), q.tz);
}

/** The record's live schedule; the record in the caller's scope, or one they interview on, else 1102. */
export async function isInterview(deps: Deps, caller: Manager, recordId: number) {
  const viewer = await viewerOf(deps.db, caller);
  const scope = viewer.mode === 'scope' ? viewer.scope : undefined;
  const inScope = viewer.mode !== 'own' && (await repo.recordForSchedule(deps.db, caller.tenementId, recordId, scope));
  const live = await repo.liveSchedule(deps.db, recordId);
  if (!inScope && !(live && live.tenementId === caller.tenementId && (await repo.takesPart(deps.db, live.id, caller.userId))))
    throw new AppError('NOT_FOUND');
  if (!live) return { isInterview: false, upcoming: false, id: null, round: null, startsAt: null, endsAt: null };
  return {
    isInterview: true,
    upcoming: live.startsAt.getTime() > deps.clock.now().getTime(),
    id: live.id,
    round: live.round,
    startsAt: live.startsAt.toISOString(),
    endsAt: live.endsAt.toISOString(),
  };
}
