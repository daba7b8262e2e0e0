import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { roles, tenements, users } from '../../../src/server/db/schema/index.ts';
import { api, auth, body, type Envelope } from '../../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call as a token holder, answering the envelope. */
export const caller =
  (app: FastifyInstance) =>
  async <T = unknown>(
    token: string | null,
    method: Method,
    url: string,
    payload?: Record<string, unknown>,
    lang?: string,
  ): Promise<Envelope<T>> =>
    body<T>(
      await app.inject({
        method,
        url: api(url),
        headers: { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
        ...(payload ? { payload } : {}),
      }),
    );

export async function tenementIdOf(app: FastifyInstance, tenementNo: string): Promise<number> {
  const [row] = await app.database.db.select({ id: tenements.id }).from(tenements).where(eq(tenements.tenementNo, tenementNo));
  return row!.id;
}

export async function roleIdOf(app: FastifyInstance, tenementId: number, name: string): Promise<number> {
  const [row] = await app.database.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenementId, tenementId), eq(roles.name, name)));
  return row!.id;
}

export async function userIdOf(app: FastifyInstance, account: string): Promise<number> {
  const [row] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.account, account));
  return row!.id;
}

export type LogEntry = { account: string; action: string; resource: string; recordId: string | null; summary: string };

/** The newest operation-log entries of the caller's company for a resource. */
export async function latestLogs(app: FastifyInstance, token: string, resource: string): Promise<LogEntry[]> {
  const res = await app.inject({ method: 'GET', url: api(`/OperationLog/GetList?resource=${resource}&perPage=100`), headers: auth(token) });
  return body<{ list: LogEntry[] }>(res).data.list;
}
