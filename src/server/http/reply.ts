import type { FastifyRequest } from 'fastify';
import { States, stateText } from '../../common/states.ts';

/** The success envelope. */
export function ok<T>(request: FastifyRequest, data: T) {
  return { state: States.OK.code, message: stateText(States.OK.code, request.lang), data };
}
