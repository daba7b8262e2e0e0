/**
 * The home dashboard (首页, menu 1): what waits for the caller today, each figure with the list it
 * links into, and the trend of the last days. Application figures keep to the caller's company and
 * data scope on applications exactly as the stage lists do (listScope → applicationDataScope, and the
 * lists' condition, seenApplications; an interviewer sees the applications they take part in); join
 * requests are counted for whoever may review them (menu 104), open recruitment tasks behind plan for whoever
 * may open 招聘任务 (menu 314), over the task lines in their scope (tasks/service.ts).
 */
import type { Deps } from '../../deps.ts';
import { COMPANY_UTC_OFFSET_MINUTES } from '../../../common/company-time.ts';
import { PIPELINE_STAGE as S } from '../../../common/recruiting.ts';
import type { Manager } from '../../http/manager.ts';
import { grantsOf } from '../access/service.ts';
import { ApplyType, ReviewStatus, TEAM_CODE_MENU } from '../joining/constants.ts';
import { SCREEN_MENU_IDS } from '../pipeline/lists/catalog.ts';
import { listScope, seenApplications } from '../pipeline/lists/service.ts';
import { INTERVIEW_MENU } from '../pipeline/schedules/reads.ts';
import { TASK_MENU, tasksBehindPlan } from '../tasks/service.ts';
import * as repo from './repository.ts';

/** 首页 (resources/_menu.json page 1). */
export const HOME_MENU = 1;
/** 面试日程 (resources/_menu.json page 313). */
export const SCHEDULE_MENU = 313;

export const FIGURE_KEYS = [
  'newApplications',
  'interviewsToday',
  'interviewsThisWeek',
  'offersAwaiting',
  'toReport',
  'joinRequests',
  'tasksBehind',
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

const DAY = 86_400_000;
const OFFSET = COMPANY_UTC_OFFSET_MINUTES * 60_000;

/** The company day of `now`: its midnight (as a moment), its date and the Monday starting its week. */
export function companyDay(now: Date) {
  const local = now.getTime() + OFFSET;
  const start = new Date(Math.floor(local / DAY) * DAY - OFFSET);
  const weekday = (new Date(local).getUTCDay() + 6) % 7; // Monday 0
  return { start, date: dateOf(start), weekStart: new Date(start.getTime() - weekday * DAY) };
}

/** `YYYY-MM-DD` of a company midnight. */
const dateOf = (midnight: Date) => new Date(midnight.getTime() + OFFSET).toISOString().slice(0, 10);

export async function homePageData(deps: Deps, caller: Manager) {
  const now = deps.clock.now();
  const { start, date, weekStart } = companyDay(now);
  const tomorrow = new Date(start.getTime() + DAY);
  const nextWeek = new Date(weekStart.getTime() + 7 * DAY);
  const [grants, scope] = await Promise.all([grantsOf(deps.db, caller), listScope(deps, caller)]);
  const seen = seenApplications(scope);
  const pathOf = (...menuIds: number[]) => {
    for (const id of menuIds) {
      const menu = grants.menus.find((m) => m.id === id);
      if (menu?.path) return menu.path;
    }
    return null;
  };
  const db = deps.db;
  const reviewsJoins = grants.menus.some((m) => m.id === TEAM_CODE_MENU);
  const readsTasks = grants.menus.some((m) => m.id === TASK_MENU);
  const [fresh, today, week, offered, toReport, joins, behind] = await Promise.all([
    repo.applicationsBetween(db, seen, start, tomorrow),
    repo.interviewsBetween(db, caller.tenementId, seen, start, tomorrow),
    repo.interviewsBetween(db, caller.tenementId, seen, weekStart, nextWeek),
    repo.offersAwaiting(db, caller.tenementId, seen, now),
    repo.applicationsIn(db, seenApplications(scope, [S.waitingReported])),
    reviewsJoins ? repo.pendingForms(db, caller.tenementId, ApplyType.JOIN, ReviewStatus.PENDING) : Promise.resolve(null),
    readsTasks ? tasksBehindPlan(deps, caller) : Promise.resolve(null),
  ]);
  const interviews = pathOf(SCHEDULE_MENU, INTERVIEW_MENU);
  const figures: Array<{ key: FigureKey; count: number; path: string | null }> = [
    { key: 'newApplications', count: fresh, path: pathOf(SCREEN_MENU_IDS.newDelivery!) },
    { key: 'interviewsToday', count: today, path: interviews },
    { key: 'interviewsThisWeek', count: week, path: interviews },
    { key: 'offersAwaiting', count: offered, path: pathOf(SCREEN_MENU_IDS.hire!) },
    { key: 'toReport', count: toReport, path: pathOf(SCREEN_MENU_IDS.hired!) },
  ];
  if (joins !== null) figures.push({ key: 'joinRequests', count: joins, path: pathOf(TEAM_CODE_MENU) });
  if (behind !== null) figures.push({ key: 'tasksBehind', count: behind, path: pathOf(TASK_MENU) });
  return { today: date, weekStart: dateOf(weekStart), figures };
}

/** Per company day of the last `days` days (today included): applications, interviews held, hires, entries. */
export async function homePageRecruitData(deps: Deps, caller: Manager, days: number) {
  const now = deps.clock.now();
  const { start } = companyDay(now);
  const from = new Date(start.getTime() - (days - 1) * DAY);
  const seen = seenApplications(await listScope(deps, caller));
  const t = caller.tenementId;
  const db = deps.db;
  const [applications, interviews, hires, entries] = await Promise.all([
    repo.applicationsPerDay(db, seen, from, new Date(start.getTime() + DAY)),
    repo.interviewsPerDay(db, t, seen, from, now),
    repo.movesIntoPerDay(db, t, seen, S.hire, from, new Date(start.getTime() + DAY)),
    repo.movesIntoPerDay(db, t, seen, S.reported, from, new Date(start.getTime() + DAY)),
  ]);
  const list = Array.from({ length: days }, (_, i) => {
    const date = dateOf(new Date(from.getTime() + i * DAY));
    return {
      date,
      applications: applications.get(date) ?? 0,
      interviews: interviews.get(date) ?? 0,
      hires: hires.get(date) ?? 0,
      entries: entries.get(date) ?? 0,
    };
  });
  const sum = (k: 'applications' | 'interviews' | 'hires' | 'entries') => list.reduce((n, d) => n + d[k], 0);
  return {
    beginDate: list[0]!.date,
    endDate: list[list.length - 1]!.date,
    list,
    totals: { applications: sum('applications'), interviews: sum('interviews'), hires: sum('hires'), entries: sum('entries') },
  };
}
