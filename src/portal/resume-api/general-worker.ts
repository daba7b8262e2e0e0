/** The general-worker form of one application: read with its record, saved through SpecialForm/EditData. */
import { api } from '../../shell/api.ts';
import type { SpecialFormValues } from './types.ts';

export const getGeneralWorkerInfo = (id: number) => api.get('/ResumeLib/GeneralWorker/GetDeliveryRecordInfo', { id });
export const editSpecialFormData = (deliveryRecordId: number, data: SpecialFormValues) =>
  api.put('/SpecialForm/EditData', { deliveryRecordId, data });
