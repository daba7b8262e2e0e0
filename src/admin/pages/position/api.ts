/** The 特殊表单 calls, typed by the contract. Failures are shown by the http client; callers decide what happens next. */
import { api, type ApiBody, type ApiData } from '../../../shell/api.ts';

export type SpecialFormRow = ApiData<'/SpecialForm/GetDetail'>;
export type FormItem = SpecialFormRow['items'][number];
export type SpecialFormBody = ApiBody<'/SpecialForm/Add'>;

export const specialFormApi = {
  detail: (id: number) => api.get('/SpecialForm/GetDetail', { id }),
  add: (body: SpecialFormBody) => api.post('/SpecialForm/Add', body),
  edit: (id: number, body: SpecialFormBody) => api.put('/SpecialForm/Edit', { id, ...body }),
  remove: (id: number) => api.delete('/SpecialForm/Delete', { ids: [id] }),
};
