/**
 * The owner dimension of the authorization matrix: routes open to any logged-in user (`auth: 'user'`)
 * that act on one person's records. A request naming a record by id (see `idNamesOf`) is answered
 * to the record's owner and refused (1102) to any other account, the record left as it was.
 */
import type { FastifyInstance } from 'fastify';
import type { multipart } from '../../../support/multipart.ts';
import type { Answer, Req } from './types.ts';

/** A request, sent as the entry's own person (`as`, a token) when it made one; multipart `form` parts when a file is sent. */
export type OwnerReq = Req & { as?: string; form?: Parameters<typeof multipart>[0] };

export interface Person {
  token: string;
  userId: number;
  account: string;
}

export interface OwnerCtx {
  app: FastifyInstance;
  call(token: string | null, req: OwnerReq): Promise<Answer>;
  /** A job seeker with a complete online resume (its photo is `photoId`) and nothing else. */
  owner: Person & { photoId: number };
  /** The demo company and its top administrator. */
  companyId: number;
  admin: string;
  /** Another job seeker, new for each call (no resume, no phone). */
  person(): Promise<Person>;
  /** A call that must answer 200; returns its data. */
  ok<T = unknown>(token: string, req: OwnerReq): Promise<T>;
}

/** Why the route cannot reach another person's record. */
export type OwnerCross =
  /** Nothing in the request names a record: the route acts on the caller's own account. */
  | { own: string }
  /** The ids it takes name no person's record (a public position, the caller's own store key); the reason names each of them. */
  | { names: string }
  /** Names the owner's record: another seeker's same request is 1102, and `read` (as the owner) answers the same afterwards. */
  | { record: (c: OwnerCtx) => Promise<{ req: OwnerReq; read: OwnerReq }> };

export interface OwnerEntry {
  /** The owner's request, answered with 200. */
  ok: (c: OwnerCtx) => Promise<OwnerReq> | OwnerReq;
  cross: OwnerCross;
}

export type OwnerEntries = Record<string, OwnerEntry>;

/** A request property that names a record: `id`, `ids`, `key`, or `…Id` / `…Ids`. */
export const NAMES_A_RECORD = /^(id|ids|key)$|[a-z]Ids?$/;

interface OpenApiOperation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The query and body properties of a route, as the OpenAPI document describes its schema, that name a record. */
export function idNamesOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }, method: string, url: string): string[] {
  const op = doc.paths[url]?.[method.toLowerCase()];
  const query = (op?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const body = Object.values(op?.requestBody?.content ?? {}).flatMap((c) => Object.keys(c.schema?.properties ?? {}));
  return [...new Set([...query, ...body])].filter((n) => NAMES_A_RECORD.test(n));
}
