import { and, asc, eq } from 'drizzle-orm';
import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { envelope } from '../../http/envelope.ts';
import { AppError } from '../../http/app-error.ts';
import { callerOf } from '../../plugins/auth.ts';
import { grantsOf } from '../access/service.ts';
import { resourceTables } from '../../../../generated/server/tables.ts';
import { EmployeeNumberSetting } from '../../../../generated/definitions/EmployeeNumberSetting.ts';

const option = { type: 'object', required: ['value', 'display'], properties: { value: { type: ['string', 'integer'] }, display: { type: 'string' } }, additionalProperties: false } as const;
const options = envelope({ type: 'array', items: option });
const lines = resourceTables.SysParamLine;
const numbers = resourceTables.EmployeeNumberSetting;

/** The head key of the system parameter that lists resume sources. */
export const RESUME_SOURCE_HEAD = 'ResumeSource';

const tenementOf = (tenementId: number | null) => {
  if (tenementId === null) throw new AppError('NOT_MANAGER');
  return tenementId;
};

/** The seeds' extra SysParam and EmployeeNumberSetting calls, beside the generic ones. */
export function sysParamRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  r.get('/SysParam/GetFunctionkey', { schema: { tags: ['SysParam'], summary: 'The function keys the caller holds, as options', response: { 200: options } }, config: { auth: 'manage' } }, async (req) => {
    const grants = await grantsOf(deps.db, callerOf(req));
    return ok(req, grants.functions.map((f) => ({ value: f.functionKey, display: f.name })));
  });
  r.get('/SysParam/GetAllResumeResourceList', { schema: { tags: ['SysParam'], summary: 'Resume sources (the enabled lines of the ResumeSource parameter)', response: { 200: options } }, config: { auth: 'manage' } }, async (req) => {
    const rows = await deps.db
      .select({ value: lines.value, display: lines.name })
      .from(lines)
      .where(and(eq(lines.tenementId, tenementOf(callerOf(req).tenementId)), eq(lines.headKey, RESUME_SOURCE_HEAD), eq(lines.enabled, true)))
      .orderBy(asc(lines.sort), asc(lines.id));
    return ok(req, rows);
  });
  r.get(
    '/EmployeeNumberSetting/GetLastValue',
    {
      schema: {
        tags: ['EmployeeNumberSetting'],
        summary: 'The last number issued under a rule and the next one',
        querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
        response: { 200: envelope({ type: 'object', required: ['lastValue', 'lastNumber', 'nextNumber'], properties: { lastValue: { type: 'integer' }, lastNumber: { type: ['string', 'null'] }, nextNumber: { type: 'string' } }, additionalProperties: false }) },
      },
      config: { auth: 'manage', menu: EmployeeNumberSetting.menu.id },
    },
    async (req) => {
      const [row] = await deps.db.select().from(numbers).where(and(eq(numbers.id, req.query.id), eq(numbers.tenementId, tenementOf(callerOf(req).tenementId))));
      if (!row) throw new AppError('NOT_FOUND');
      const format = (n: number) => `${row.prefix ?? ''}${String(n).padStart(row.numberLength, '0')}`;
      const last = row.currentValue ?? 0;
      return ok(req, { lastValue: last, lastNumber: last > 0 ? format(last) : null, nextNumber: format(last + 1) });
    },
  );
}
