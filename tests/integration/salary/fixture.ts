/** What the salary approval tests share: the calls, the company's settings written through SaveSetting, approvers. */
import type { FastifyInstance } from 'fastify';
import { api, auth, body, type Envelope } from '../../support/test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT';

export async function salaryCall<T = unknown>(
  app: FastifyInstance,
  token: string,
  method: Method,
  path: string,
  payload?: object,
  lang?: string,
) {
  const headers = { ...auth(token), ...(lang ? { 'accept-language': lang } : {}) };
  return body<T>(await app.inject({ method, url: api(path), headers, ...(payload ? { payload } : {}) })) as Envelope<T>;
}

export const start = (app: FastifyInstance, token: string, id: number, salary = 12000, salaryUnit = 1, note?: string) =>
  salaryCall<{ id: number }>(app, token, 'POST', '/SalaryInfo/StartSalaryProcess', { id, salary, salaryUnit, ...(note ? { note } : {}) });

export const end = (app: FastifyInstance, token: string, id: number, approved: boolean, comment?: string) =>
  salaryCall<{ id: number; state: number }>(app, token, 'PUT', '/SalaryInfo/EndSalaryProcess', {
    id,
    approved,
    ...(comment ? { comment } : {}),
  });

export interface SalaryState {
  id: number;
  open: boolean;
  approved: boolean;
  state: number | null;
  salary: number | null;
  approvedSalary: number | null;
  requireApproval: boolean;
}

export const finish = (app: FastifyInstance, token: string, ids: number[]) =>
  salaryCall<SalaryState[]>(app, token, 'POST', '/SalaryInfo/HasSalaryFinish', { ids });

export const settings = (
  app: FastifyInstance,
  token: string,
  s: { requireApproval: boolean; approverIds: number[]; globalflowUrl?: string },
) => salaryCall(app, token, 'PUT', '/SalaryInfo/SaveSetting', s);
