/** The logged-in seeker's calls: saved positions, applications, resumes to apply with. */
import { api, type ApiBody, type ApiQuery } from '../../shell/api.ts';

export const collect = (positionId: number) => api.post('/PositionCollect/Add', { positionId });
export const uncollect = (positionId: number) => api.delete('/PositionCollect/Delete', { positionId });

export type DeliveryInput = ApiBody<'/ResumeDeliveryRecord/User/Delivery'>;

/** States the apply dialog explains itself (already applied, resume lacks, requirements unmet, offline). */
export const DELIVERY_QUIET_STATES = [1000, 1140, 1145, 1146, 1147] as const;

export const deliver = (input: DeliveryInput) =>
  api.post('/ResumeDeliveryRecord/User/Delivery', input, { quietStates: DELIVERY_QUIET_STATES });

export type DeliveryQuery = ApiQuery<'/ResumeDeliveryRecord/User/GetList'>;

export const resumesForDelivery = () => api.get('/Resume/GetMyAllResumeByDelivery');
