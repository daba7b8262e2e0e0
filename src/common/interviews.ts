/**
 * Interview invitations as both ends read them: the seeds' 72-hour validity, the answer codes and the
 * state a list shows (an unanswered invitation past its expiry reads as expired; expiry is never stored).
 */

/** The seeds' constant: an invitation may be answered for 72 hours after it is sent. */
export const INVITATION_VALID_HOURS = 72;

/** interview_invitations.answer */
export const INVITATION_ANSWER = { pending: 0, accepted: 1, declined: 2 } as const;
export type InvitationAnswer = (typeof INVITATION_ANSWER)[keyof typeof INVITATION_ANSWER];

export type InvitationState = 'pending' | 'accepted' | 'declined' | 'expired';

/** What an invitation stands at `now`. */
export function invitationState(answer: number, expiresAt: Date, now: Date): InvitationState {
  if (answer === INVITATION_ANSWER.accepted) return 'accepted';
  if (answer === INVITATION_ANSWER.declined) return 'declined';
  return expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const invitationExpiry = (sentAt: Date): Date => new Date(sentAt.getTime() + INVITATION_VALID_HOURS * 3_600_000);

/** At most this many interviewers on one invitation. */
export const INTERVIEWERS_MAX = 10;

/**
 * How long an interview lasts on the calendar when nobody says (an invitation names only its start):
 * the clash check books the interviewers and the room for this long.
 */
export const INTERVIEW_DEFAULT_MINUTES = 60;
/** Bounds of one interview's length (InterviewSchedule/Add, Edit): the clash check's index range relies on the upper one. */
export const INTERVIEW_MINUTES_MIN = 15;
export const INTERVIEW_MINUTES_MAX = 480;
