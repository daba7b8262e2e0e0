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

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
