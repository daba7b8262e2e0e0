/**
 * The candidate drawer's calls and the shapes it reads. GetDetail is the delivery module's (the
 * resume as sent, the attachment, the special-form answers); the rest are the pipeline's
 * (src/server/modules/pipeline/candidate).
 */
import { api, type ApiData } from '../../../shell/api.ts';

export type CandidateDetail = ApiData<'/ResumeDeliveryRecord/GetDetail'>;
/** The online resume as it was sent ({} for an attachment sent without one). */
export type Snapshot = CandidateDetail['resume'];
export type HistoryItem = ApiData<'/ResumeDeliveryRecord/GetStageHistory'>[number];
export type Note = ApiData<'/ResumeDeliveryRecord/Note/GetList'>['list'][number];
export type EntryData = ApiData<'/ResumeDeliveryRecord/GetEntryData'>;

export const NOTE_MAX = 500;
export const NOTES_PER_PAGE = 20;

export const candidateApi = {
  detail: (id: number) => api.get('/ResumeDeliveryRecord/GetDetail', { id }),
  history: (id: number) => api.get('/ResumeDeliveryRecord/GetStageHistory', { id }),
  entry: (id: number) => api.get('/ResumeDeliveryRecord/GetEntryData', { id }),
  notes: (id: number, page: number) => api.get('/ResumeDeliveryRecord/Note/GetList', { id, page, perPage: NOTES_PER_PAGE }),
  addNote: (id: number, content: string) => api.post('/ResumeDeliveryRecord/Note/Add', { id, content }),
};
