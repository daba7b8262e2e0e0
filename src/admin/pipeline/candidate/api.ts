/**
 * The shapes the candidate drawer reads (its calls are queries in useCandidate and Notes). GetDetail is the delivery module's (the
 * resume as sent, the attachment, the special-form answers); the rest are the pipeline's
 * (src/server/modules/pipeline/candidate).
 */
import type { ApiData } from '../../../shell/api.ts';

export type CandidateDetail = ApiData<'/ResumeDeliveryRecord/GetDetail'>;
/** The online resume as it was sent ({} for an attachment sent without one). */
export type Snapshot = CandidateDetail['resume'];
export type HistoryItem = ApiData<'/ResumeDeliveryRecord/GetStageHistory'>[number];
export type Note = ApiData<'/ResumeDeliveryRecord/Note/GetList'>['list'][number];
export type EntryData = ApiData<'/ResumeDeliveryRecord/GetEntryData'>;

export const NOTE_MAX = 500;
export const NOTES_PER_PAGE = 20;
