/**
 * One application as the drawer shows it: the detail, the timeline and the hire side, loaded
 * together and again after a step moved it (the stage, the timeline and the buttons change). A
 * reload keeps showing what is there until the new answer comes.
 */
import { useCallback, useEffect, useState } from 'react';
import { candidateApi, type CandidateDetail, type EntryData, type HistoryItem } from './api.ts';

export interface Candidate {
  detail: CandidateDetail;
  history: HistoryItem[];
  entry: EntryData;
}

export type CandidatePhase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: Candidate };

const LOADING: CandidatePhase = { kind: 'loading' };

export function useCandidate(id: number): { phase: CandidatePhase; reload: () => void } {
  const [state, setState] = useState<{ id: number; phase: CandidatePhase } | null>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([candidateApi.detail(id), candidateApi.history(id), candidateApi.entry(id)]).then(
      ([detail, history, entry]) => live && setState({ id, phase: { kind: 'ready', data: { detail, history, entry } } }),
      () => live && setState((old) => (old?.id === id && old.phase.kind === 'ready' ? old : { id, phase: { kind: 'failed' } })),
    );
    return () => {
      live = false;
    };
  }, [id, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { phase: state?.id === id ? state.phase : LOADING, reload };
}
