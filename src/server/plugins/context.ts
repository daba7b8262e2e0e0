import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, pickLang, type Lang } from '../../common/states.ts';
import { AppError } from '../http/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

/**
 * Strings are trimmed (as the seeds' clients do) and NUL characters refused before validation:
 * PostgreSQL cannot store NUL in text, so letting one through would turn bad input into a 5xx.
 */
/** Bodies are Object's; parsed queries descend from a null-prototype object. Buffers, streams are left alone. */
function isPlainObject(value: object): boolean {
  const ctor: unknown = (value as { constructor?: unknown }).constructor;
  return ctor === Object || ctor === undefined;
}

function clean(value: unknown, path: string, bad: string[]): unknown {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) bad.push(path || '_');
    return value.trim();
  }
  if (Array.isArray(value)) return value.map((v, i) => clean(v, `${path}.${i}`, bad));
  if (value && typeof value === 'object' && isPlainObject(value)) {
    const obj = value as Record<string, unknown>;
    for (const k of Object.keys(obj)) obj[k] = clean(obj[k], path ? `${path}.${k}` : k, bad);
    return obj;
  }
  return value;
}

function cleanInput(request: FastifyRequest) {
  const bad: string[] = [];
  if (request.body !== undefined) request.body = clean(request.body, '', bad);
  if (request.query && typeof request.query === 'object') request.query = clean(request.query, '', bad);
  if (bad.length) {
    throw new AppError('VALIDATION', {}, Object.fromEntries(bad.map((f) => [f.replace(/^\./, ''), { rule: 'invalidChars' as const }])));
  }
}

export function registerContext(app: FastifyInstance) {
  app.decorateRequest('lang', DEFAULT_LANG);
  // Callback hooks, not async ones: they run on every request and need no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLang(request.headers['accept-language']);
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      cleanInput(request);
      done();
    } catch (err) {
      done(err as Error);
    }
  });
}
