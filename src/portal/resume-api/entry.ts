/** Entry data: the seeker's onboarding facts, hired applications, their documents and arrival time. */
import { http } from '../../shell/http.ts';
import { postForm, type TransferOptions } from '../../widgets/upload/transfer.ts';
import { SEEKER_STAGE } from '../../common/recruiting.ts';
import type { DeliveryRecordItem, EntryData, EntryDetails, Paged, ResumeJob, StoredPhoto, UserInfoData } from './types.ts';

/** Origin tag of entry documents (ID card, diploma ...): private to the seeker and the hiring company. */
export const ENTRY_DOCUMENT_FROM = 'entryDocument';

export const getUserInfo = () => http.get<{ data: UserInfoData }>('ResumeUserInfo/GetResumeUserInfoDetails');
export const editUserInfo = (data: UserInfoData) => http.post<{ data: UserInfoData }>('ResumeUserInfo/EditResumeUserInfo', { data });

export const getEntryDetails = (id: number) => http.get<EntryDetails>('ResumeUserInfo/GetResumeEntryDetails', { id });
export const editEntryInfo = (id: number, data: EntryData) => http.post<EntryDetails>('ResumeUserInfo/EditResumeEnrtyUserInfo', { id, data });
export const getResumeJob = (id: number) => http.get<ResumeJob>('ResumeUserInfo/User/GetResumeJobByRecordId', { id });
export const updateArrivalTime = (id: number, arrivalTime: string) => http.post<null>('ResumeDeliveryRecord/updateArrivaTime', { id, arrivalTime });

/** The seeker's applications that reached hire (their entry data is asked for). */
export function getHiredRecords(): Promise<Paged<DeliveryRecordItem>> {
  return http.get<Paged<DeliveryRecordItem>>('ResumeDeliveryRecord/User/GetList', { page: 1, perPage: 100, stage: SEEKER_STAGE.hired });
}

export async function uploadEntryDocument(file: Blob, name: string, opts?: TransferOptions): Promise<StoredPhoto> {
  const form = new FormData();
  form.append('fromType', ENTRY_DOCUMENT_FROM);
  form.append('files', file, name);
  const stored = await postForm<StoredPhoto[]>('Files/AddFileByFromType', form, opts);
  const first = stored[0];
  if (!first) throw new Error('upload answered no file');
  return first;
}
