/** The 特殊表单 calls, typed once. Failures are shown by the http client; callers decide what happens next. */
import { http, type Query } from '../../../shell/http.ts';
import type { Paged } from '../org/api.ts';

export const FORM_ELEMENTS = ['input', 'textarea', 'number', 'select', 'radio', 'date'] as const;
export type FormElement = (typeof FORM_ELEMENTS)[number];

export interface FormItem {
  prop: string;
  label: string;
  el: FormElement;
  required: boolean;
  options?: string[];
  maxLength?: number;
}

export interface SpecialFormRow {
  id: number;
  name: string;
  items: FormItem[];
  itemCount: number;
  enabled: boolean;
  positionCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface SpecialFormBody {
  name: string;
  enabled: boolean;
  items: FormItem[];
}

export const specialFormApi = {
  list: (q: Query) => http.get<Paged<SpecialFormRow>>('SpecialForm/GetList', q),
  detail: (id: number) => http.get<SpecialFormRow>('SpecialForm/GetDetail', { id }),
  add: (body: SpecialFormBody) => http.post<{ id: number }>('SpecialForm/Add', body),
  edit: (id: number, body: SpecialFormBody) => http.put<SpecialFormRow>('SpecialForm/Edit', { id, ...body }),
  remove: (id: number) => http.delete<{ deleted: number }>('SpecialForm/Delete', { ids: [id] }),
};
