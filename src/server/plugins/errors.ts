import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { States, stateText, type StateName } from '../../common/states.ts';
import { fieldText, isFieldRule, type FieldIssue } from '../../common/field-messages.ts';
import { AppError } from '../http/app-error.ts';

interface AjvIssue {
  instancePath?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** Fastify's own error codes that are the caller's fault, and the state each becomes. */
const frameworkStates: Record<string, StateName> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_FILES_LIMIT: 'BODY_TOO_LARGE',
  FST_PARTS_LIMIT: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA',
};

function fieldOf(issue: AjvIssue): string {
  const missing = issue.params?.missingProperty;
  const base = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string') return base ? `${base}.${missing}` : missing;
  return base || '_';
}

function issueOf(issue: AjvIssue): FieldIssue {
  const limit = issue.params?.limit;
  // A blank required string reads better as "required" than as "at least 1 character".
  if (issue.keyword === 'minLength' && limit === 1) return { rule: 'required' };
  const rule = isFieldRule(issue.keyword) ? issue.keyword : 'format';
  return typeof limit === 'number' ? { rule, params: { limit } } : { rule };
}

function localiseFields(fields: Record<string, FieldIssue>, request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fieldText(v, request.lang)]));
}

export function sendState(
  reply: FastifyReply,
  name: StateName,
  params: Record<string, string | number> = {},
  errors?: Record<string, string>,
  data: Record<string, unknown> | null = null,
) {
  const def = States[name];
  const body = { state: def.code, message: stateText(def.code, reply.request.lang, params), data, ...(errors ? { errors } : {}) };
  // Error answers bypass the route's success schema.
  return reply.code(def.http).serializer(JSON.stringify).type('application/json; charset=utf-8').send(body);
}

/** PostgreSQL's unique_violation, found through driver wrappers: a race two writers lost. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function handleError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return sendState(reply, error.stateName, error.params, error.fields && localiseFields(error.fields, request), error.data);
  }
  if (error.validation) {
    const fields: Record<string, FieldIssue> = {};
    for (const issue of error.validation as AjvIssue[]) fields[fieldOf(issue)] ??= issueOf(issue);
    return sendState(reply, 'VALIDATION', {}, localiseFields(fields, request));
  }
  if (isUniqueViolation(error)) return sendState(reply, 'DUPLICATE');
  const mapped = error.code ? frameworkStates[error.code] : undefined;
  if (mapped) return sendState(reply, mapped);
  if (error.statusCode === 429) return sendState(reply, 'RATE_LIMITED', { seconds: Number(reply.getHeader('retry-after')) || 60 });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return sendState(reply, 'MALFORMED_BODY');
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendState(reply, 'INTERNAL');
}

export function registerErrorHandling(app: FastifyInstance, apiPrefix: string) {
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(apiPrefix)) return sendState(reply, 'ROUTE_NOT_FOUND');
    return reply.code(404).type('text/plain').send('Not Found');
  });
}
