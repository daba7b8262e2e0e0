/** Wire shapes of the job-seeker calls (contracts of issue 5), as the portal reads them. */

export interface TagRef { id: number; name: string; color: string | null }

export interface ListPage<T> { list: T[]; totalCount: number; page: number; perPage: number }

export interface Option<V = string | number> { value: V; display: string }

/** One position in a portal list (GetListForHome, similar, saved). */
export interface PortalPosition {
  id: number;
  name: string;
  tenementId: number;
  tenementName: string;
  companyLogo: string | null;
  recruitmentType: number;
  positionTypeName: string | null;
  tags: TagRef[];
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: number | null;
  education: number | null;
  workExperience: number | null;
  headcount: number | null;
  officePlaceName: string | null;
  factoryName: string | null;
  workStartDate: string | null;
  workEndDate: string | null;
  publishedAt: string | null;
}

/** PositionInfo/GetDetail as a job seeker sees a published position. */
export interface PositionDetail extends PortalPosition {
  positionTypeId: number | null;
  deptName: string | null;
  factoryId: number | null;
  officePlaceId: number | null;
  officePlaceAddress: string | null;
  tagIds: number[];
  ageMin: number | null;
  ageMax: number | null;
  description: string | null;
  requirement: string | null;
  examName: string | null;
  specialFormId: number | null;
  state: number;
  stateName: string | null;
}

export interface Qualification {
  qualified: boolean;
  missing: string[];
  unmet: string[];
  canDeliver: boolean;
  reason?: string | null;
}

export interface CompanyItem {
  tenementId: number;
  name: string;
  shortName: string | null;
  logo: string | null;
  industry: string | null;
  sizeType: number | null;
  address: string | null;
  positionCount?: number;
}

export interface OfficePlace { id: number; name: string; address: string; sort: number }

export interface CompanyDetail extends CompanyItem {
  tenementNo: string;
  website: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  intro: string | null;
  published: boolean;
  officePlaces: OfficePlace[];
}

export interface CollectItem {
  positionId: number;
  position: PortalPosition;
  createdAt: string;
  expiresAt: string;
  state: number;
}

export interface DeliveryItem {
  id: number;
  positionId: number;
  positionName: string;
  tenementName: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: number | null;
  officePlaceName: string | null;
  resumeType: number;
  attachmentName: string | null;
  stage: number;
  seekerStage: number;
  seekerStageName: string;
  /** HR's reply to a 不合适, when they sent one. */
  message: string | null;
  createdAt: string;
  viewedAt: string | null;
  /** When the application last moved (the date beside its stage). */
  stageChangedAt: string;
  positionState: number;
}

export interface OpenDelivery { id: number; seekerStage: number; seekerStageName: string; createdAt: string }

export interface AttachmentResume { id: number; name: string; size: number; fullPath: string; createdAt: string }

export interface ResumesForDelivery {
  online: { id: number; completeness: { percent: number; missing: string[] }; updatedAt: string } | null;
  attachments: AttachmentResume[];
}

export type SpecialFormEl = 'input' | 'number' | 'select' | 'radio' | 'date' | 'textarea';
export interface SpecialFormItem { prop: string; label: string; el: SpecialFormEl; required: boolean; options?: string[]; maxLength?: number }
export interface SpecialForm { formId: number; name: string; items: SpecialFormItem[] }

export interface FactoryOption { value: number; display: string; address: string | null }
export interface TagCount { value: string; display: string; count: number }
