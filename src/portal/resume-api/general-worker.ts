/** The general-worker form of one application: read with its record, saved through SpecialForm/EditData. */
import { http } from '../../shell/http.ts';
import type { GeneralWorkerInfo, SpecialFormValues } from './types.ts';

export const getGeneralWorkerInfo = (id: number) => http.get<GeneralWorkerInfo>('ResumeLib/GeneralWorker/GetDeliveryRecordInfo', { id });
export const editSpecialFormData = (deliveryRecordId: number, data: SpecialFormValues) => http.put<unknown>('SpecialForm/EditData', { deliveryRecordId, data });
