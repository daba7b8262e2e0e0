import type { FastifyInstance } from 'fastify';
import { api, auth, loginAs } from './test-app.ts';
import { secondTenement } from './tenants.ts';

/**
 * The usual cast of an access test, logged in: the demo company's top administrator, its recruiter
 * (acting as management, with a few menus and no delete key), a job seeker, and the top
 * administrator of a second company.
 */
export async function actors(app: FastifyInstance) {
  const admin = await loginAs(app, 'admin', 'Admin@2026');
  const recruiter = await loginAs(app, 'recruiter', 'Recruit@2026');
  await app.inject({ method: 'POST', url: api('/Login/ChangeLogin'), headers: auth(recruiter), payload: { identity: 'manage' } });
  const seeker = await loginAs(app, 'seeker', 'Seeker@2026');
  const second = await secondTenement(app);
  const other = await loginAs(app, second.account, second.password);
  return { admin, recruiter, seeker, other };
}
