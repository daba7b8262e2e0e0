import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { Deps } from '../deps.ts';
import type { IdentityLimits } from '../plugins/rate-limits.ts';

/** What a module's routes function receives: a typed router scoped under /recruit/api, and deps. */
export interface RouteContext {
  readonly api: FastifyInstance;
  readonly deps: Deps;
  readonly limits: IdentityLimits;
}

export const typed = (api: FastifyInstance) => api.withTypeProvider<JsonSchemaToTsProvider>();
