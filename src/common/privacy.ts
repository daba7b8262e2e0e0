/**
 * Personal-data protection (README → Security → Personal data): how long recruitment data is kept, and
 * the states of a seeker's erasure request. Shared by the server, the portal's 设置账号 and the back office.
 */

/** Recruitment data of a person never hired is kept this long after their last activity. */
export const RECRUIT_RETENTION_YEARS = 2;
/** A former employee's data is kept this long after they left (the hire's legal retention). */
export const EMPLOYEE_RETENTION_YEARS = 10;
/** An erasure request no company answered is run by the daily job after this many days. */
export const REQUEST_DEADLINE_DAYS = 30;

export const PRIVACY_REQUEST_STATE = { pending: 0, done: 1, refused: 2 } as const;
export type PrivacyRequestState = (typeof PRIVACY_REQUEST_STATE)[keyof typeof PRIVACY_REQUEST_STATE];

/** Why an erasure request was refused: a hire still under legal retention, or the account is a company's member. */
export const ERASURE_REFUSAL = { legalRetention: 'legalRetention', member: 'member' } as const;
export type ErasureRefusal = (typeof ERASURE_REFUSAL)[keyof typeof ERASURE_REFUSAL];
