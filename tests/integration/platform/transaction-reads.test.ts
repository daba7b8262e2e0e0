/**
 * A transaction is one connection, and node-postgres runs one statement at a time on a connection: it
 * deprecates sending one while another still runs ("Calling client.query() when the client is already
 * executing a query is deprecated"). Reads made inside a transaction must take turns (db/reads.ts).
 * This watches every node-postgres client during calls that used to send side-by-side statements inside
 * a transaction, and asserts none was sent on a client still busy, and no such warning was raised.
 * PostgreSQL only (the embedded tier leaves this file out, vitest.config.ts): PGlite has no node-postgres clients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../../src/server/db/tx.ts';
import { specialForms, tenementUsers, userRoles, users } from '../../../src/server/db/schema/index.ts';
import { seedDemoPositions } from '../../../src/server/db/seed/demo-positions.ts';
import { grantsOf } from '../../../src/server/modules/access/service.ts';
import { assertRoleWithinOwn } from '../../../src/server/modules/access/within-own.ts';
import type { Caller } from '../../../src/server/modules/identity/sessions.ts';
import { testApp } from '../../support/test-app.ts';

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** Statements sent on a node-postgres client while an earlier one on the same client had not answered. */
function watchClients() {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const running = new WeakMap<object, number>();
  const overlaps: string[] = [];
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const busy = running.get(this) ?? 0;
    if (busy > 0) overlaps.push(textOf(args[0]));
    running.set(this, busy + 1);
    const done = () => void running.set(this, (running.get(this) ?? 1) - 1);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...result: unknown[]) => {
        done();
        return callback(...result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    else done();
    return result;
  };
  return { overlaps, stop: () => void (proto.query = original) };
}

function textOf(query: unknown): string {
  const text = typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
  return String(text).replace(/\s+/g, ' ').slice(0, 120);
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(async () => app.close());

/** A management caller as the auth hook would make it, with no cached roles. */
async function managerCaller(account: string): Promise<Caller> {
  const db = app.database.db;
  const [row] = await db
    .select({ userId: users.id, tenementId: tenementUsers.tenementId })
    .from(users)
    .innerJoin(tenementUsers, eq(tenementUsers.userId, users.id))
    .where(eq(users.account, account));
  return {
    sessionId: 0,
    userId: row!.userId,
    account,
    identity: 'manage',
    tenementId: row!.tenementId,
    loginSource: 1,
    mustChangePassword: false,
    ip: null,
  };
}

class RolledBack extends Error {}

describe('reads inside a transaction', () => {
  it('take turns on its connection: no statement sent while another runs, no deprecation warning', async () => {
    const db = app.database.db;
    const recruiter = await managerCaller('recruiter');
    const admin = await managerCaller('admin');
    const [role] = await db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, recruiter.userId));
    const warnings: string[] = [];
    const onWarning = (w: Error) => void warnings.push(`${w.name}: ${w.message}`);
    process.on('warning', onWarning);
    const watch = watchClients();
    try {
      // A member's grants (every pipeline step reads them in its transaction), an administrator's,
      // a role checked against the caller's own (granting, disabling), and the demo seed.
      const grants = await inTransaction(db, (tx) => grantsOf(tx, recruiter));
      expect(grants.menus.length).toBeGreaterThan(0);
      expect((await inTransaction(db, (tx) => grantsOf(tx, admin))).isAdmin).toBe(true);
      await inTransaction(db, (tx) => assertRoleWithinOwn(tx, recruiter, { id: role!.id, isAdmin: false }));
      await expect(
        inTransaction(db, async (tx) => {
          // Its form's name is taken by the demo seed already run: moved aside, and all rolled back.
          await tx.update(specialForms).set({ name: '旧表单' }).where(eq(specialForms.tenementId, recruiter.tenementId!));
          await seedDemoPositions(tx, recruiter.tenementId!, admin.userId);
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      watch.stop();
      process.off('warning', onWarning);
    }
    expect(watch.overlaps).toEqual([]);
    expect(warnings.filter((w) => w.includes('already executing'))).toEqual([]);
  });
});
