/**
 * Reading a BatchParsing upload: up to PARSE_LIMITS.filesPerBatch files, each read to one byte past its
 * bound and no further, so an oversize file is refused on its own (the others are still parsed) without
 * the server holding it. More files than the bound refuse the whole upload (1428) before anything is kept.
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '../../http/app-error.ts';
import { PARSE_LIMITS } from './limits.ts';

export interface UploadedResume {
  fileName: string;
  /** null: past the size bound (what was read is dropped). */
  data: Buffer | null;
  size: number;
}

async function readBounded(part: MultipartFile): Promise<{ data: Buffer | null; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= PARSE_LIMITS.fileBytesMax) chunks.push(chunk);
  }
  const over = size > PARSE_LIMITS.fileBytesMax || part.file.truncated;
  return { data: over ? null : Buffer.concat(chunks), size };
}

const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? '').trim().slice(0, 255) || 'resume';

/** The files and the short text fields (`resumeSource`) of the upload. */
export async function readResumes(req: FastifyRequest): Promise<{ files: UploadedResume[]; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA');
  const out: UploadedResume[] = [];
  const fields: Record<string, string> = {};
  try {
    // A file past its bound is cut (truncated) and refused on its own, not thrown for the whole upload;
    // @fastify/multipart reads throwFileSizeLimit per call though its typings list it only at registration.
    const options = {
      limits: { fileSize: PARSE_LIMITS.fileBytesMax + 1, files: PARSE_LIMITS.filesPerBatch + 1, parts: PARSE_LIMITS.filesPerBatch + 10 },
      throwFileSizeLimit: false,
    };
    const parts = req.parts(options as Parameters<typeof req.parts>[0]);
    for await (const part of parts) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value).trim().slice(0, 100);
        continue;
      }
      if (out.length >= PARSE_LIMITS.filesPerBatch) {
        part.file.resume();
        throw new AppError('PARSE_TOO_MANY_FILES', { max: PARSE_LIMITS.filesPerBatch });
      }
      const { data, size } = await readBounded(part);
      out.push({ fileName: baseName(part.filename), data, size });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // @fastify/multipart's own limits carry an HTTP status; busboy's grammar errors do not.
    if (error instanceof Error && 'statusCode' in error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
        throw new AppError('PARSE_TOO_MANY_FILES', { max: PARSE_LIMITS.filesPerBatch });
      throw error;
    }
    req.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('MALFORMED_BODY');
  }
  if (!out.length) throw new AppError('FILE_MISSING');
  return { files: out, fields };
}
