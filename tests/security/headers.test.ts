/**
 * Security headers: the app shell cannot be framed (clickjacking), HTML is never sniffed, the
 * referrer stays on our origin, and scripts come only from our own origin; API answers (JSON, files)
 * load nothing at all.
 */
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, testApp } from '../support/test-app.ts';

let app: FastifyInstance;

beforeAll(async () => {
  const web = await mkdtemp(path.join(tmpdir(), 'recruit-web-'));
  await writeFile(path.join(web, 'index.html'), '<!doctype html><title>t</title><div id="root"></div>');
  await mkdir(path.join(web, 'assets'));
  await writeFile(path.join(web, 'assets', 'app.js'), 'console.log(1)');
  app = await testApp({ webDist: web });
});
afterAll(async () => app.close());

function expectHardened(headers: Record<string, unknown>, where: string, api = false) {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp, where).toContain("frame-ancestors 'none'");
  if (api) {
    // An answer of the API loads nothing: the strictest policy, so an uploaded HTML or SVG runs nothing.
    expect(csp, where).toMatch(/^default-src 'none';/);
  } else {
    expect(csp, where).toContain("script-src 'self'");
    expect(csp, where).toContain("object-src 'none'");
  }
  expect(csp, where).not.toContain('upgrade-insecure-requests');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('same-origin');
}

describe('security headers', () => {
  it('harden the app shell on every history route', async () => {
    for (const url of ['/recruit/hr/home', '/recruit/web/home', '/recruit/hr/login?redirect=%2Fhr%2FmyJob']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-type']), url).toContain('text/html');
      expectHardened(res.headers, url);
    }
  });

  it('answer a missing file with 404, never the app shell, and send the root icon to the app’s', async () => {
    for (const url of ['/recruit/posters/none.png', '/recruit/favicon.png?v=2', '/recruit/assets/none.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(String(res.headers['content-type'] ?? ''), url).not.toContain('text/html');
    }
    const icon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.statusCode).toBe(301);
    expect(icon.headers.location).toBe('/recruit/favicon.svg');
    // A history route that merely contains a dot in a segment's middle is still the app.
    expect((await app.inject({ method: 'GET', url: '/recruit/hr/positionDetail?id=1.5' })).statusCode).toBe(200);
  });

  it('harden the built assets and the API answers', async () => {
    expectHardened((await app.inject({ method: 'GET', url: '/recruit/assets/app.js' })).headers, 'asset');
    expectHardened((await app.inject({ method: 'GET', url: api('/health') })).headers, 'health', true);
    expectHardened((await app.inject({ method: 'GET', url: api('/Nope/Nothing') })).headers, 'unknown API path', true);
  });
});
