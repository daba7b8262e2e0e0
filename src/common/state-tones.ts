/**
 * What a state means, as a chip's tone, for the states both ends show (the back office's pipeline
 * screens and definitions, the job-seeker pages): success (accepted), warning (waiting on someone),
 * error (declined), active (in progress) and neutral (ended, expired, withdrawn). One meaning, one tone.
 */
import type { InvitationState } from './interviews.ts';
import type { OfferState } from './offers.ts';
import { CLOSED_STAGES, type PipelineStage } from './recruiting.ts';

export type StateTone = 'success' | 'warning' | 'error' | 'active' | 'neutral';

const ANSWER_TONE: Readonly<Record<InvitationState | OfferState, StateTone>> = {
  pending: 'warning',
  sent: 'warning',
  accepted: 'success',
  declined: 'error',
  expired: 'neutral',
  withdrawn: 'neutral',
};

/** An interview invitation's or an offer's answer. */
export const answerTone = (state: string): StateTone => (state in ANSWER_TONE ? ANSWER_TONE[state as keyof typeof ANSWER_TONE] : 'neutral');

/** An application's stage: in progress while the pipeline holds it open, neutral once it is closed. */
export const applicationTone = (stage: number): StateTone => (CLOSED_STAGES.includes(stage as PipelineStage) ? 'neutral' : 'active');
