/** GetHcpResult's answer rows: an application and its talent-pool entry as HR reads them. */
import { stageName } from '../../../../common/pipeline.ts';
import type { Lang } from '../../../../common/states.ts';
import type { MoveRecord } from '../repository.ts';
import type { OpenApplication, PoolEntry } from './repository.ts';

export interface HcpApplication {
  id: number;
  positionId: number;
  positionName: string;
  stage: number;
  stageName: string;
}

export interface HcpResult {
  id: number;
  name: string;
  stage: number;
  stageName: string;
  /** The open pool entry, while the candidate is in the pool. */
  pool: { id: number; since: string; addedBy: string | null } | null;
  /** The last pool entry ended: when, and the seeker's open application to that position now (null if none is open). */
  broughtBack: { at: string; application: HcpApplication | null } | null;
}

/** Where one application thrown to the pool is now: in the pool, or brought back (and to which open application). */
export function presentHcpResult(r: MoveRecord, entry: PoolEntry | undefined, open: OpenApplication | undefined, lang: Lang): HcpResult {
  const inPool = entry !== undefined && entry.leftAt === null;
  return {
    id: r.id,
    name: r.name,
    stage: r.stage,
    stageName: stageName(r.stage, lang),
    pool: inPool ? { id: entry.id, since: entry.since.toISOString(), addedBy: entry.addedBy ?? entry.addedByAccount ?? null } : null,
    broughtBack: entry?.leftAt
      ? {
          at: entry.leftAt.toISOString(),
          application: open
            ? {
                id: open.id,
                positionId: open.positionId,
                positionName: open.positionName,
                stage: open.stage,
                stageName: stageName(open.stage, lang),
              }
            : null,
        }
      : null,
  };
}
