import type { FastifyReply, FastifyRequest } from 'fastify';
import { States, stateText } from '../../common/states.ts';

/** The success envelope. */
export function ok<T>(request: FastifyRequest, data: T) {
  return { state: States.OK.code, message: stateText(States.OK.code, request.lang), data };
}

/** A workbook download; the client names the file from content-disposition. */
export function sendXlsx(reply: FastifyReply, file: { buffer: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="download.xlsx"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.buffer);
}
