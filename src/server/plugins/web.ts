import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendState } from './errors.ts';

/**
 * Serves the built web app under /recruit/ with history-mode fallback: any GET that is not an API
 * or hub call and names no file gets index.html, and the client router decides (including /404); a
 * path that names a file not built (`/recruit/posters/x.png`) is a 404.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const built = existsSync(path.join(webDist, 'index.html'));
  if (built) {
    // wildcard: false registers one route per built file, so the fallback below never shadows them.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/recruit/',
      wildcard: false,
      index: false,
      setHeaders: (reply, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const shell = (reply: FastifyReply) =>
    built
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build:web`.');
  app.get('/', (_req, reply) => reply.redirect('/recruit/hr/home'));
  // Browsers and feed readers ask the site root for its icon whatever the page links.
  app.get('/favicon.ico', (_req, reply) => reply.redirect('/recruit/favicon.svg', 301));
  app.get('/recruit', (_req, reply) => reply.redirect('/recruit/hr/home'));
  app.get('/recruit/*', (req, reply) => {
    // An unknown API or hub GET must not get the app shell: it answers as the API does.
    if (req.url.startsWith('/recruit/api/') || req.url.startsWith('/recruit/hubs/')) return sendState(reply, 'ROUTE_NOT_FOUND');
    // A missing file (an image, a script) is a 404, never the app shell a browser would try to read as one.
    const file = /\.[a-z0-9]{2,5}$/i.test(req.url.split('?')[0]!);
    return req.url.startsWith('/recruit/assets/') || file ? reply.code(404).send() : shell(reply);
  });
}
