/**
 * Wire shapes of the seeker's document calls (contracts.md B): the online resume, attachments,
 * entry data, the general-worker form and the account bindings.
 */
import type { ResumeSection } from '../../common/recruiting.ts';

export interface Option<V = number> {
  value: V;
  display: string;
}

export interface FileRef {
  id: number;
  fullPath: string;
}

export interface Basic {
  name: string | null;
  sex: number | null;
  birthday: string | null;
  phone: string | null;
  email: string | null;
  education: number | null;
  workYears: number | null;
  city: string | null;
  idNumber?: string | null;
  marriage: number | null;
  politics: number | null;
}

export interface Expect {
  positionTypes: string[];
  cities: string[];
  salaryMin: number;
  salaryMax: number;
  jobNature?: number | null;
}

/** Periods are YYYY-MM; a null end means "until now". */
export interface Job {
  company: string;
  position: string;
  startDate: string;
  endDate: string | null;
  description: string;
}

export interface Project {
  name: string;
  role: string;
  startDate: string;
  endDate: string | null;
  url?: string | null;
  description: string;
}

export interface Education {
  school: string;
  major: string;
  education: number;
  startDate: string;
  endDate: string | null;
  fullTime: boolean;
}

export interface Completeness {
  percent: number;
  missing: ResumeSection[];
}

export interface Resume {
  id: number;
  kind: number;
  basic: Basic;
  jobStatus: number | null;
  selfEvaluation: string | null;
  skills: string[];
  expect: Expect | null;
  jobs: Job[];
  projects: Project[];
  educations: Education[];
  photos: FileRef[];
  completeness: Completeness;
  updatedAt: string;
}

/** What EditBasicInfo takes: the required facts filled in. */
export interface BasicInput {
  name: string;
  sex: number;
  birthday: string;
  phone: string;
  email: string | null;
  education: number;
  workYears: number;
  city: string;
  marriage: number | null;
  politics: number | null;
}

export interface StatusInput {
  jobStatus: number;
  selfEvaluation: string | null;
  skills: string[];
}

export interface Attachment {
  id: number;
  name: string;
  size: number;
  fullPath: string;
  createdAt: string;
}

export interface StoredPhoto {
  id: number;
  name: string;
  fullPath: string;
  fullThumbImagePath: string | null;
}

/** ResumeUserInfo: the seeker's onboarding facts, given once and reused for every hire. */
export interface UserInfoData {
  idNumber?: string;
  nation?: string;
  nativePlace?: string;
  address?: string;
  emergencyContact?: string;
  emergencyRelation?: string;
  emergencyPhone?: string;
  bankName?: string;
  bankCard?: string;
}

export const ENTRY_FILE_KEYS = ['idCardFrontId', 'idCardBackId', 'diplomaId', 'healthCertId', 'bankCardId'] as const;
export type EntryFileKey = (typeof ENTRY_FILE_KEYS)[number];

export type EntryData = Record<EntryFileKey, number | null> & { photoIds: number[]; remark: string | null };

export interface EntryDetails {
  deliveryRecordId: number;
  stage: number;
  seekerStage: number;
  /** The seeker may still change the papers (stage hire or waiting to report). */
  editable: boolean;
  arrivalTime: string | null;
  data: EntryData;
  /** Every file the data names. */
  files: { id: number; name: string; fullPath: string }[];
}

export interface ResumeJob {
  deliveryRecordId: number;
  positionName: string;
  tenementName: string;
  deptName: string | null;
  factoryName: string | null;
  officePlaceName: string | null;
  officePlaceAddress: string | null;
  arrivalTime: string | null;
  stage: number;
  seekerStage: number;
}

export interface DeliveryRecordItem {
  id: number;
  positionId: number;
  positionName: string;
  tenementName: string;
  salaryMin: number;
  salaryMax: number;
  salaryUnit: number;
  officePlaceName: string | null;
  resumeType: number;
  attachmentName: string | null;
  stage: number;
  seekerStage: number;
  seekerStageName: string;
  createdAt: string;
  viewedAt: string | null;
  positionState: number;
}

export interface Paged<T> {
  list: T[];
  totalCount: number;
  page: number;
  perPage: number;
}

export type FormElement = 'input' | 'number' | 'select' | 'radio' | 'date' | 'textarea';

export interface SpecialFormItem {
  prop: string;
  label: string;
  el: FormElement;
  required: boolean;
  options?: string[];
  maxLength?: number;
}

export interface SpecialForm {
  formId: number;
  name: string;
  items: SpecialFormItem[];
}

/** Answers keyed by the form's props; empty optional answers are left out. */
export type SpecialFormValues = Record<string, string | number>;

export interface RecordSummary {
  id: number;
  positionId: number;
  positionName: string;
  tenementId: number;
  tenementName: string;
  resumeType: number;
  stage: number;
  seekerStage: number;
  seekerStageName: string;
  createdAt: string;
  viewedAt: string | null;
  arrivalTime: string | null;
}

export interface GeneralWorkerInfo {
  record: RecordSummary;
  form: SpecialForm | null;
  data: SpecialFormValues;
}
