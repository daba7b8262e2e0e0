/** The seeker's resume and the option lists its forms need, loaded together; saves replace it. */
import { useCallback, useEffect, useState } from 'react';
import { getMyResume } from '../../resume-api/resume.ts';
import { loadResumeOptions, type ResumeOptions } from '../../resume-api/options.ts';
import type { Choice, Resume } from '../../resume-api/types.ts';

export type ResumeLoad =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; resume: Resume | null; options: ResumeOptions; apply: (r: Resume) => void };

export function useResume(enabled: boolean): ResumeLoad {
  const [state, setState] = useState<{ resume: Resume | null; options: ResumeOptions } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setFailed(false);
    Promise.all([getMyResume(), loadResumeOptions()]).then(
      ([resume, options]) => live && setState({ resume, options }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [enabled, attempt]);

  const apply = useCallback((resume: Resume) => setState((s) => (s ? { ...s, resume } : s)), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (failed) return { kind: 'failed', retry };
  if (!state) return { kind: 'loading' };
  return { kind: 'ready', resume: state.resume, options: state.options, apply };
}

/** The display text of a value in an option list. */
export function displayOf(options: readonly Choice[], value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return options.find((o) => o.value === value)?.display ?? String(value);
}
