/**
 * A task's progress from its lines' figures: the hired headcount of each line counts up to its plan
 * (one line's surplus does not hide another's shortfall); a task is finished when every line is met,
 * behind plan when fewer are hired than the plan pro rata of the days gone from its start to its
 * deadline (the whole plan from the deadline on), and never behind before it starts or once cancelled.
 */
import { TASK_PROGRESS, TASK_STATUS, type TaskProgress } from '../../../common/tasks.ts';

const DAY = 86_400_000;
const dayNumber = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY);

export interface Period {
  beginDate: string;
  deadline: string;
  status: number;
}

export interface Figures {
  planned: number;
  hired: number;
  entered: number;
  /** Hired within plan, per line. */
  met: number;
}

/** The hired headcount the plan expects by `today` (a company date), rounded down. */
export function expectedBy(period: Period, planned: number, today: string): number {
  const gone = dayNumber(today) - dayNumber(period.beginDate) + 1;
  if (gone <= 0) return 0;
  const span = dayNumber(period.deadline) - dayNumber(period.beginDate) + 1;
  return Math.floor((planned * Math.min(gone, span)) / span);
}

export function progressOf(period: Period, f: Figures, today: string, lines: number) {
  const progress = f.planned > 0 ? Math.floor((f.met * 100) / f.planned) : 0;
  let state: TaskProgress;
  if (period.status === TASK_STATUS.cancelled) state = TASK_PROGRESS.cancelled;
  else if (lines > 0 && f.met >= f.planned) state = TASK_PROGRESS.finished;
  else if (lines > 0 && f.met < expectedBy(period, f.planned, today)) state = TASK_PROGRESS.behind;
  else state = TASK_PROGRESS.onPlan;
  return { progress, progressState: state };
}

/** The figures of one line. */
export const lineFigures = (l: { planned: number; hired: number; entered: number }): Figures => ({
  planned: l.planned,
  hired: l.hired,
  entered: l.entered,
  met: Math.min(l.hired, l.planned),
});

export function sumFigures(all: readonly Figures[]): Figures {
  return all.reduce(
    (s, f) => ({ planned: s.planned + f.planned, hired: s.hired + f.hired, entered: s.entered + f.entered, met: s.met + f.met }),
    { planned: 0, hired: 0, entered: 0, met: 0 },
  );
}
