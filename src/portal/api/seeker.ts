/** The logged-in seeker's calls: saved positions, applications, resumes to apply with. */
import { http } from '../../shell/http.ts';
import type { CollectItem, DeliveryItem, ListPage, OpenDelivery, ResumesForDelivery } from './types.ts';

export const isCollected = (positionId: number) => http.get<{ isCollect: boolean }>('PositionInfo/GetIsCollect', { positionId });
export const collect = (positionId: number) => http.post<unknown>('PositionCollect/Add', { positionId });
export const uncollect = (positionId: number) => http.delete<unknown>('PositionCollect/Delete', { positionId });
export const collectList = (q: { page: number; perPage: number }) => http.get<ListPage<CollectItem>>('PositionCollect/GetList', q);

export interface DeliveryInput {
  positionId: number;
  resumeType: 1 | 2;
  attachmentId?: number;
  formData?: Record<string, string | number>;
}

/** States the apply dialog explains itself (already applied, resume lacks, requirements unmet, offline). */
export const DELIVERY_QUIET_STATES = [1000, 1140, 1145, 1146, 1147] as const;

export const deliver = (input: DeliveryInput) =>
  http.post<{ id: number }>('ResumeDeliveryRecord/User/Delivery', input, { quietStates: DELIVERY_QUIET_STATES });

export const deliveryList = (q: { page: number; perPage: number; stage?: number }) =>
  http.get<ListPage<DeliveryItem>>('ResumeDeliveryRecord/User/GetList', q);

export const openDeliveryFor = (positionId: number) =>
  http.get<OpenDelivery | null>('ResumeDeliveryRecord/GetDeliveryRecordByPositionId', { positionId });

export const resumesForDelivery = () => http.get<ResumesForDelivery>('Resume/GetMyAllResumeByDelivery');
