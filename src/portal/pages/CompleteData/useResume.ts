/** The seeker's resume and the option lists its forms need, read together; a save's answer replaces the resume. */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { invalidate, useApiQuery, setAnswer } from '../../../shell/query.ts';
import { loadResumeOptions, type ResumeOptions } from '../../resume-api/options.ts';
import type { Choice, Resume } from '../../resume-api/types.ts';

export type ResumeLoad =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'ready'; resume: Resume | null; options: ResumeOptions; apply: (r: Resume) => void };

export function useResume(enabled: boolean): ResumeLoad {
  const resume = useApiQuery('/Resume/GetMyResume', enabled ? undefined : null);
  // The lists are fixed and already in the caller's language: asked once a session.
  const options = useQuery({ queryKey: ['portal/resume-options'], queryFn: loadResumeOptions, enabled, staleTime: Infinity });
  const { refetch: refetchResume } = resume;
  const { refetch: refetchOptions } = options;

  const apply = useCallback((saved: Resume) => {
    // The save answered the whole resume: it is the read's answer now.
    setAnswer('/Resume/GetMyResume', undefined, saved);
    void invalidate('/Resume/GetMyAllResumeByDelivery');
  }, []);
  const retry = useCallback(() => {
    void refetchResume();
    void refetchOptions();
  }, [refetchResume, refetchOptions]);
  if ((resume.isError || options.isError) && !resume.isFetching && !options.isFetching) return { kind: 'failed', retry };
  if (resume.data === undefined || !options.data) return { kind: 'loading' };
  return { kind: 'ready', resume: resume.data, options: options.data, apply };
}

/** The display text of a value in an option list. */
export function displayOf(options: readonly Choice[], value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return options.find((o) => o.value === value)?.display ?? String(value);
}
