/** The pipeline's states as chip tones (engine/list/chips.tsx): one colour for one meaning on every screen. */
import { ASSESSMENT_RESULT } from '../../common/assessments.ts';
import { answerTone } from '../../common/state-tones.ts';
import type { Tone } from '../engine/list/chips.tsx';

/** An invitation's answer (or none yet, `null`: no invitation sent): the meaning both ends share (common/state-tones.ts). */
export const invitationTone = (state: string | null): Tone => (state ? answerTone(state) : 'neutral');

const RESULT_TONE: Readonly<Record<number, Tone>> = {
  [ASSESSMENT_RESULT.pass]: 'success',
  [ASSESSMENT_RESULT.fail]: 'error',
  [ASSESSMENT_RESULT.anotherRound]: 'warning',
};

/** An interviewer's verdict. */
export const resultTone = (result: number): Tone => RESULT_TONE[result] ?? 'neutral';

/** An application's stage: the one still moving stands out, an ended one (录用 taken up, 淘汰, withdrawn) does not. */
export const stageTone = (active: boolean): Tone => (active ? 'active' : 'neutral');
