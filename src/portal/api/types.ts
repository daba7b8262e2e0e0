/** Short names for the wire shapes the portal's position, company and application pages read (from the contract). */
import type { ApiData } from '../../shell/api.ts';

/** One position in a portal list (GetListForHome, similar, saved). */
export type PortalPosition = ApiData<'/PositionInfo/GetListForHome'>['list'][number];
export type TagRef = PortalPosition['tags'][number];

/** PositionInfo/GetDetail as a job seeker sees a published position. */
export type PositionDetail = ApiData<'/PositionInfo/GetDetail'>;
export type Qualification = ApiData<'/PositionInfo/Qualification'>;

export type CompanyItem = ApiData<'/TenementCompanyInfo/GetCompanyInfoList'>['list'][number];
export type CompanyDetail = ApiData<'/TenementCompanyInfo/GetCompanyInfoDetail'>;

export type CollectItem = ApiData<'/PositionCollect/GetList'>['list'][number];
export type DeliveryItem = ApiData<'/ResumeDeliveryRecord/User/GetList'>['list'][number];
export type OpenDelivery = NonNullable<ApiData<'/ResumeDeliveryRecord/GetDeliveryRecordByPositionId'>>;
export type ResumesForDelivery = ApiData<'/Resume/GetMyAllResumeByDelivery'>;

export type SpecialForm = NonNullable<ApiData<'/SpecialForm/GetContentByPositionId'>>;
export type SpecialFormItem = SpecialForm['items'][number];

export type TagCount = ApiData<'/PositionInfo/GetCommonlyUsedTags'>[number];
export type PositionTypeChoice = ApiData<'/PositionType/GetDropDownForHome'>[number];
