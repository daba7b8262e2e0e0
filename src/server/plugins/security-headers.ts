import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (the app shell, its assets, the API, files). The policy fits what
 * the web app loads: its own scripts and workers (pdf.js), MUI's runtime styles (emotion writes
 * <style> tags, hence 'unsafe-inline' for styles only), pictures from data:/blob: URLs (the cropper,
 * previews) and its own API and push hub (same origin, ws included under 'self').
 * No upgrade-insecure-requests: an intranet install served over plain HTTP must keep working.
 */
const OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
  // HSTS belongs to whoever terminates TLS (the reverse proxy); over plain HTTP browsers ignore it.
  strictTransportSecurity: false,
};

/**
 * The headers helmet writes for OPTIONS, worked out once. They depend on nothing in the request
 * (no nonces), and building helmet's middleware per request (what @fastify/helmet does) parsed the
 * policy again on every call: a measurable share of a cached authenticated GET.
 */
export function securityHeaders(options: Readonly<HelmetOptions> = OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.freeze(headers);
}

/**
 * What an API answer needs (OWASP's REST set): JSON and attachments are never documents that load
 * scripts, styles or frames, so they get the strictest policy, and the headers only a page reads
 * (COOP, Origin-Agent-Cluster, the legacy IE and Flash switches) stay off the hot path: on a cached
 * GET they were two thirds of the answer's bytes.
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
});

let pageHeaders: Readonly<Record<string, string>> | undefined;

/**
 * The page set: for the app shell and its assets, and for a stored picture or PDF the user opens in a
 * tab (the browser draws those as a page with its own viewer, which the API's `default-src 'none'` could
 * stop).
 */
export function pageSecurityHeaders(): Readonly<Record<string, string>> {
  return (pageHeaders ??= securityHeaders());
}

/** Pages and their assets get the whole helmet set; answers under `apiPrefix` the API set. */
export function registerSecurityHeaders(app: FastifyInstance, apiPrefix: string): void {
  const page = pageSecurityHeaders();
  const api = `${apiPrefix}/`;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(api) ? API_HEADERS : page);
    done();
  });
}
