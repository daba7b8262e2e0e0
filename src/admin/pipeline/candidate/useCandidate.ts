/**
 * One application as the drawer shows it: the detail, the timeline and the hire side, shown
 * together once all three are in, and asked again after a step moved it (the stage, the timeline
 * and the buttons change). A reload keeps showing what is there until the new answers come, and
 * when they fail.
 */
import { useCallback, useState } from 'react';
import { useApiQuery } from '../../../shell/query.ts';
import type { CandidateDetail, EntryData, HistoryItem } from './api.ts';

export interface Candidate {
  detail: CandidateDetail;
  history: HistoryItem[];
  entry: EntryData;
}

export type CandidatePhase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: Candidate };

export function useCandidate(id: number): { phase: CandidatePhase; reload: () => void } {
  const detail = useApiQuery('/ResumeDeliveryRecord/GetDetail', { id });
  const history = useApiQuery('/ResumeDeliveryRecord/GetStageHistory', { id });
  const entry = useApiQuery('/ResumeDeliveryRecord/GetEntryData', { id });
  const queries = [detail, history, entry];
  const settled = queries.every((q) => !q.isFetching);

  const [shown, setShown] = useState<{ id: number; data: Candidate } | null>(null);
  if (settled && detail.data && history.data && entry.data) {
    const same =
      shown?.id === id && shown.data.detail === detail.data && shown.data.history === history.data && shown.data.entry === entry.data;
    if (!same) setShown({ id, data: { detail: detail.data, history: history.data, entry: entry.data } });
  }

  const { refetch: d } = detail;
  const { refetch: h } = history;
  const { refetch: e } = entry;
  const reload = useCallback(() => void Promise.all([d(), h(), e()]), [d, h, e]);
  const phase: CandidatePhase =
    shown?.id === id
      ? { kind: 'ready', data: shown.data }
      : settled && queries.some((q) => q.isError)
        ? { kind: 'failed' }
        : { kind: 'loading' };
  return { phase, reload };
}
