/**
 * What the library and talent-centre tests share: applications with a full resume written straight into
 * the tables (pipeline/lists-fixture.ts's apply), HR members holding the talent screens under a data
 * rule, and the calls themselves.
 */
import type { FastifyInstance } from 'fastify';
import { api, auth, body, type Envelope } from '../../support/test-app.ts';
import { deliveryRecords, users } from '../../../src/server/db/schema/index.ts';
import { member, type MemberSpec } from '../pipeline/lists-fixture.ts';

export const LIB = 401;
export const CENTRE = 402;
export const KEYS = { edit: 'resumeLib:editResume', forward: 'resumeLib:forward', bringIn: 'talentCenter:bringIn' };

export interface Row {
  id: number;
  name: string;
  phone: string | null;
  email: string | null;
  [key: string]: unknown;
}
export interface Page {
  list: Row[];
  totalCount: number;
  totalCapped: boolean;
}

let serial = 0;

/** A full resume: skills, schools, companies (what the talent centre searches). */
export function resume(name: string, o: { skills?: string[]; school?: string; company?: string; phone?: string; city?: string } = {}) {
  serial += 1;
  return {
    basic: {
      name,
      sex: 1,
      birthday: '1995-06-01',
      phone: o.phone ?? `1390${String(1000000 + serial).slice(-7)}`,
      email: `cand${serial}@example.com`,
      education: 5,
      workYears: 6,
      city: o.city ?? '苏州',
    },
    skills: o.skills ?? ['数控编程'],
    expect: { positionTypes: ['技术员'], cities: ['苏州'], salaryMin: 8000, salaryMax: 12000 },
    jobs: [
      {
        company: o.company ?? '苏州精工机械有限公司',
        position: '数控技术员',
        startDate: '2019-07',
        endDate: null,
        description: '负责数控车床编程与调试',
      },
    ],
    educations: [
      { school: o.school ?? '南京理工大学', major: '机械工程', education: 5, startDate: '2013-09', endDate: '2017-06', fullTime: true },
    ],
    projects: [],
  };
}

/** An application of a new seeker (no login: the account row is enough) with that resume as sent. */
export async function applyWith(app: FastifyInstance, tenementId: number, positionId: number, r: ReturnType<typeof resume>, stage = 1) {
  serial += 1;
  const db = app.database.db;
  const account = `tal${serial}${Date.now() % 100000}`.slice(0, 16);
  const [u] = await db.insert(users).values({ account, passwordHash: 'x', name: r.basic.name }).returning({ id: users.id });
  const [d] = await db
    .insert(deliveryRecords)
    .values({
      tenementId,
      positionId,
      userId: u!.id,
      resumeType: 1,
      resumeSnapshot: r,
      stage,
      active: ![10, 11, 12].includes(stage),
      source: '招聘网站',
    })
    .returning({ id: deliveryRecords.id });
  return { id: d!.id, userId: u!.id, account };
}

export async function get<T>(app: FastifyInstance, token: string | null, path: string, query: Record<string, unknown> = {}, lang?: string) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return body<T>(
    await app.inject({
      method: 'GET',
      url: api(`${path}${qs ? `?${qs}` : ''}`),
      headers: { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    }),
  );
}

export async function send<T = null>(
  app: FastifyInstance,
  token: string | null,
  method: 'POST' | 'PUT',
  path: string,
  payload: object,
  lang?: string,
) {
  return body<T>(
    await app.inject({
      method,
      url: api(path),
      headers: { ...(token ? auth(token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
      payload,
    }),
  );
}

export const list = (app: FastifyInstance, token: string, query: Record<string, unknown>, path = '/TalentCenter/GetList') =>
  get<Page>(app, token, path, { perPage: 100, ...query });

export const ids = (e: Envelope<Page>) => e.data.list.map((r) => r.id);

/** The entry of the seeker (found by their name). */
export async function entryOf(app: FastifyInstance, admin: string, name: string): Promise<Row> {
  const page = await list(app, admin, { keyword: name });
  const row = page.data.list.find((r) => r.name === name);
  if (!row) throw new Error(`no entry named ${name}`);
  return row;
}

export function talentMember(app: FastifyInstance, tenementId: number, spec: Partial<MemberSpec> & { menus: number[] }) {
  return member(app, tenementId, { deptId: null, ...spec });
}
