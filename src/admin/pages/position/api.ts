/** The 特殊表单 calls, typed by the contract. Failures are shown by the http client; callers decide what happens next. */
import { api, type ApiBody, type ApiData } from '../../../shell/api.ts';

/** The editor's element choices, in the order it offers them. */
export const FORM_ELEMENTS = ['input', 'textarea', 'number', 'select', 'radio', 'date'] as const satisfies ReadonlyArray<FormItem['el']>;
export type FormElement = (typeof FORM_ELEMENTS)[number];

export type SpecialFormRow = ApiData<'/SpecialForm/GetDetail'>;
export type FormItem = SpecialFormRow['items'][number];
export type SpecialFormBody = ApiBody<'/SpecialForm/Add'>;

export const specialFormApi = {
  detail: (id: number) => api.get('/SpecialForm/GetDetail', { id }),
  add: (body: SpecialFormBody) => api.post('/SpecialForm/Add', body),
  edit: (id: number, body: SpecialFormBody) => api.put('/SpecialForm/Edit', { id, ...body }),
  remove: (id: number) => api.delete('/SpecialForm/Delete', { ids: [id] }),
};
