import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (the app shell, its assets, the API, files). The policy fits what
 * the web app loads: its own scripts and workers (pdf.js), MUI's runtime styles (emotion writes
 * <style> tags, hence 'unsafe-inline' for styles only), pictures from data:/blob: URLs (the cropper,
 * previews) and its own API and push hub (same origin, ws included under 'self').
 * No upgrade-insecure-requests: an intranet install served over plain HTTP must keep working.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    global: true,
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
  });
}
