/**
 * The offer dialog's values (pure, so a unit test pins them): the first values from the dialog's data
 * (GetOfferTenementInfo), what is missing before a preview or a send, and the body the calls take.
 */
import type { ApiBody, ApiData } from '../../../shell/api.ts';

export type OfferInfo = ApiData<'/InterviewAssessments/GetOfferTenementInfo'>;
export type PreviewBody = NonNullable<ApiBody<'/InterviewAssessments/PreviewOffer'>>;

export interface OfferValues {
  positionName: string;
  deptId: string;
  salary: string;
  salaryUnit: string;
  entryDate: string;
  officePlaceId: string;
  place: string;
  validUntil: string;
  templateId: string;
  lang: string;
  remark: string;
}

export const REQUIRED: ReadonlyArray<keyof OfferValues> = ['positionName', 'deptId', 'salary', 'salaryUnit', 'entryDate', 'validUntil'];

export function firstValues(info: OfferInfo): OfferValues {
  return {
    positionName: info.positionName,
    deptId: info.deptId === null ? '' : String(info.deptId),
    salary: '',
    salaryUnit: '1',
    entryDate: info.entryDate,
    officePlaceId: info.officePlaceId === null ? '' : String(info.officePlaceId),
    place: '',
    validUntil: info.validUntil,
    templateId: '',
    lang: info.lang,
    remark: '',
  };
}

/** The fields still to fill (required and empty, or a salary that is no amount above 0). */
export function problemsOf(v: OfferValues): Partial<Record<keyof OfferValues, 'required' | 'positive'>> {
  const out: Partial<Record<keyof OfferValues, 'required' | 'positive'>> = {};
  for (const k of REQUIRED) if (!v[k].trim()) out[k] = 'required';
  if (v.salary.trim() && !(Number(v.salary) > 0)) out.salary = 'positive';
  return out;
}

/** What PreviewOffer and SendOffer take (beside the application's id), blanks left out. */
export function offerBody(v: OfferValues): Omit<PreviewBody, 'id' | 'offerId'> & { remark?: string } {
  return {
    positionName: v.positionName.trim(),
    deptId: Number(v.deptId),
    salary: Number(v.salary),
    salaryUnit: Number(v.salaryUnit) as 1 | 2 | 3 | 4,
    entryDate: v.entryDate,
    validUntil: v.validUntil,
    ...(v.officePlaceId ? { officePlaceId: Number(v.officePlaceId) } : {}),
    ...(v.place.trim() ? { place: v.place.trim() } : {}),
    ...(v.templateId ? { templateId: Number(v.templateId) } : {}),
    lang: v.lang as 'zh-CN' | 'zh-TW' | 'en',
    ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
  };
}
