import type { FastifyRequest } from 'fastify';

/**
 * What the request log may show of a URL: query parameters that carry a person's identifiers (a
 * background check's `idNo`) are masked before the line is written, whatever the log level.
 */
const MASKED_QUERY = /([?&](?:idNo|idNumber)=)[^&#]*/gi;

export const maskUrl = (url: string | undefined) => (url ? url.replace(MASKED_QUERY, '$1******') : url);

/** Fastify's own request serializer with the URL masked (it is handed the FastifyRequest). */
export function maskedRequest(raw: unknown) {
  const req = raw as FastifyRequest;
  const version = req.headers?.['accept-version'];
  return {
    method: req.method,
    url: maskUrl(req.url),
    version: typeof version === 'string' ? version : undefined,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket ? req.socket.remotePort : undefined,
  };
}
