import type { ResumeOptions } from '../../../resume-api/options.ts';
import type { Resume } from '../../../resume-api/types.ts';

/** What every resume section gets from the page. */
export interface SectionProps {
  resume: Resume | null;
  options: ResumeOptions;
  /** Take the server's answer (every Edit* call answers the whole resume). */
  apply: (r: Resume) => void;
}
