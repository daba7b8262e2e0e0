/**
 * Short names for the wire shapes of the seeker's document calls (the online resume, attachments,
 * entry data, the general-worker form), taken from the contract, and the few client-only shapes.
 */
import type { ApiBody, ApiData } from '../../shell/api.ts';

export type Resume = NonNullable<ApiData<'/Resume/GetMyResume'>>;
export type Basic = Resume['basic'];
/** Periods are YYYY-MM; a null end means "until now". */
export type Job = Resume['jobs'][number];
export type Project = Resume['projects'][number];
export type Education = Resume['educations'][number];
export type Completeness = Resume['completeness'];
export type FileRef = Resume['photos'][number];

/** What EditBasicInfo takes: the required facts filled in. */
export type BasicInput = ApiBody<'/Resume/EditBasicInfo', 'put'>['basic'];
export type Expect = ApiBody<'/Resume/EditJobExpect', 'put'>['expect'];
export type StatusInput = ApiBody<'/Resume/EditJobStatusOrOther', 'put'>;

export type Attachment = ApiData<'/Resume/GetMyAttachmentResume'>[number];
export type StoredPhoto = ApiData<'/Files/AddFileByFromType', 'post'>[number];

/** ResumeUserInfo: the seeker's onboarding facts, given once and reused for every hire. */
export type UserInfoData = ApiData<'/ResumeUserInfo/GetResumeUserInfoDetails'>['data'];

export type EntryDetails = ApiData<'/ResumeUserInfo/GetResumeEntryDetails'>;
export type EntryData = EntryDetails['data'];
export type ResumeJob = ApiData<'/ResumeUserInfo/User/GetResumeJobByRecordId'>;
export type DeliveryRecordItem = ApiData<'/ResumeDeliveryRecord/User/GetList'>['list'][number];

export type GeneralWorkerInfo = ApiData<'/ResumeLib/GeneralWorker/GetDeliveryRecordInfo'>;
export type SpecialForm = NonNullable<GeneralWorkerInfo['form']>;
export type SpecialFormItem = SpecialForm['items'][number];

/** Answers keyed by the form's props; empty optional answers are left out. */
export type SpecialFormValues = Record<string, string | number>;

/** A choice of the resume forms' lists (DropDown answers, skill and position-type names). */
export interface Choice<V = number> {
  value: V;
  display: string;
}
