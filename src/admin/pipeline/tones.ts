/** The pipeline's states as chip tones (engine/list/chips.tsx): one colour for one meaning on every screen. */
import { ASSESSMENT_RESULT } from '../../common/assessments.ts';
import type { InvitationState } from '../../common/interviews.ts';
import type { Tone } from '../engine/list/chips.tsx';

const INVITATION_TONE: Readonly<Record<InvitationState, Tone>> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'error',
  expired: 'neutral',
};

/** An invitation's answer (or none yet, `null`: no invitation sent). */
export const invitationTone = (state: string | null): Tone =>
  state && state in INVITATION_TONE ? INVITATION_TONE[state as InvitationState] : 'neutral';

const RESULT_TONE: Readonly<Record<number, Tone>> = {
  [ASSESSMENT_RESULT.pass]: 'success',
  [ASSESSMENT_RESULT.fail]: 'error',
  [ASSESSMENT_RESULT.anotherRound]: 'warning',
};

/** An interviewer's verdict. */
export const resultTone = (result: number): Tone => RESULT_TONE[result] ?? 'neutral';

/** An application's stage: the one still moving stands out, an ended one (录用 taken up, 淘汰, withdrawn) does not. */
export const stageTone = (active: boolean): Tone => (active ? 'active' : 'neutral');
