import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** A file part of a multipart request, read whole (uploads are bounded by the multipart limits). */
export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/**
 * Busboy reports a body that breaks multipart's grammar (cut short, a part without its headers) with a
 * bare Error, which answered 500. @fastify/multipart's own errors (limits, a premature close) carry an
 * HTTP status the error handler maps. Either kind comes from the caller's bytes: a malformed body (1001).
 */
function asBodyError(req: FastifyRequest, error: unknown): unknown {
  if (!(error instanceof Error) || error instanceof AppError || 'statusCode' in error) return error;
  req.log.info({ err: error }, 'malformed multipart body');
  return new AppError('MALFORMED_BODY');
}

/** Read every file part (field `files`, or `file`) and the text fields of a multipart request. */
export async function readParts(req: FastifyRequest): Promise<{ files: IncomingFile[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA');
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') files.push({ filename: part.filename, data: await part.toBuffer() });
      else fields[part.fieldname] = String(part.value).trim();
    }
  } catch (error) {
    throw asBodyError(req, error);
  }
  if (!files.length) throw new AppError('FILE_MISSING');
  return { files, fields };
}
