/** An entry's log (edits, merges, forwards, bringing into a pipeline) as the member sees the entry. */
import type { Deps } from '../../deps.ts';
import type { Manager } from '../../http/manager.ts';
import { entryInScope, talentScope, type TalentScope } from './access.ts';
import * as repo from './repository.ts';

type LogKind = 'create' | 'edit' | 'merge' | 'forward' | 'pipeline';

/** A logged section as the member may read it: the controlled fields masked as in the entry itself. */
function shown(section: string | null, value: unknown, s: TalentScope): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value ?? null;
  if (section === 'basic') return s.mask(value as Record<string, unknown>);
  if (section === 'expect' && s.masked.has('expectedSalary')) return { ...value, salaryMin: null, salaryMax: null };
  return value;
}

export async function entryLog(deps: Deps, caller: Manager, q: { id: number; page: number; perPage: number }, kinds?: LogKind[]) {
  const s = await talentScope(deps, caller);
  await entryInScope(deps, s, q.id);
  const where = repo.logOfEntry(q.id, kinds);
  const [rows, total] = [await repo.logPage(deps.db, where, (q.page - 1) * q.perPage, q.perPage), await repo.logCount(deps.db, where)];
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as LogKind,
      section: r.section,
      before: shown(r.section, r.before, s),
      after: shown(r.section, r.after, s),
      toEmails: r.toEmails ?? [],
      subject: r.subject,
      actorName: r.actorName ?? r.actorAccount ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    totalCount: total,
    page: q.page,
    perPage: q.perPage,
  };
}
