/** Entry data: the seeker's onboarding facts, hired applications, their documents and arrival time. */
import { api } from '../../shell/api.ts';
import { postApiForm, type TransferOptions } from '../../widgets/upload/transfer.ts';
import { SEEKER_STAGE } from '../../common/recruiting.ts';
import type { EntryData, StoredPhoto, UserInfoData } from './types.ts';

/** Origin tag of entry documents (ID card, diploma ...): private to the seeker and the hiring company. */
export const ENTRY_DOCUMENT_FROM = 'entryDocument';

export const getUserInfo = () => api.get('/ResumeUserInfo/GetResumeUserInfoDetails');
export const editUserInfo = (data: UserInfoData) => api.post('/ResumeUserInfo/EditResumeUserInfo', { data });

export const getEntryDetails = (id: number) => api.get('/ResumeUserInfo/GetResumeEntryDetails', { id });
export const editEntryInfo = (id: number, data: EntryData) => api.post('/ResumeUserInfo/EditResumeEnrtyUserInfo', { id, data });
export const getResumeJob = (id: number) => api.get('/ResumeUserInfo/User/GetResumeJobByRecordId', { id });
export const updateArrivalTime = (id: number, arrivalTime: string) =>
  api.post('/ResumeDeliveryRecord/updateArrivaTime', { id, arrivalTime });

/** The seeker's applications that reached hire (their entry data is asked for). */
export const getHiredRecords = () => api.get('/ResumeDeliveryRecord/User/GetList', { page: 1, perPage: 100, stage: SEEKER_STAGE.hired });

export async function uploadEntryDocument(file: Blob, name: string, opts?: TransferOptions): Promise<StoredPhoto> {
  const form = new FormData();
  form.append('fromType', ENTRY_DOCUMENT_FROM);
  form.append('files', file, name);
  const stored = await postApiForm('/Files/AddFileByFromType', form, opts);
  const first = stored[0];
  if (!first) throw new Error('upload answered no file');
  return first;
}
