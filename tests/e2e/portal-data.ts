/**
 * Data for the job-seeker journeys, made the way people make it: HR publishes positions through the
 * position calls, the seeker fills the online resume through the resume calls. Plain HTTP against a
 * listening server, so the same helpers serve the browser test and a hand-run server.
 */
import { TINY_PNG, multipart } from '../support/multipart.ts';

export interface Caller {
  base: string;
  token: string;
}

interface Envelope<T> {
  state: number;
  message: string;
  data: T;
  errors?: Record<string, string>;
}

export async function call<T>(
  c: Pick<Caller, 'base'> & { token?: string },
  method: string,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'accept-language': 'zh-CN' };
  if (c.token) headers.authorization = `Bearer ${c.token}`;
  let payload: string | undefined;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await fetch(`${c.base}/recruit/api/${path}`, { method, headers, body: payload });
  return (await res.json()) as Envelope<T>;
}

/** The envelope's data, or a thrown error naming the call and its state. */
export async function ok<T>(c: Pick<Caller, 'base'> & { token?: string }, method: string, path: string, body?: unknown): Promise<T> {
  const r = await call<T>(c, method, path, body);
  if (r.state !== 200) throw new Error(`${method} ${path}: ${r.state} ${r.message} ${JSON.stringify(r.errors ?? {})}`);
  return r.data;
}

export async function login(base: string, account: string, password: string): Promise<Caller> {
  const data = await ok<{ accessToken: string }>({ base }, 'POST', 'Login/SysLogin', { account, password, loginSource: 1 });
  return { base, token: data.accessToken };
}

type Option = { value: number; display: string };

async function options(c: Caller, path: string): Promise<Map<string, number>> {
  return new Map((await ok<Option[]>(c, 'GET', path)).map((o) => [o.display, o.value]));
}

export interface PositionSpec {
  name: string;
  recruitmentType?: 1 | 2 | 3;
  type?: string;
  tags?: string[];
  factory?: string;
  place?: string;
  /** Department number (default D0201, the demo's 冲压车间): a position is published with one. */
  dept?: string;
  salaryMin?: number;
  salaryMax?: number;
  salaryUnit?: 1 | 2 | 3;
  education?: number;
  workExperience?: number;
  headcount?: number;
  description?: string;
  requirement?: string;
  workStartDate?: string;
  workEndDate?: string;
}

/** The admin's lookups: type, tag and factory names to ids, office place names to ids, department numbers to ids. */
export async function lookups(admin: Caller) {
  const places = await ok<Array<{ id: number; name: string }>>(admin, 'GET', 'SysTenement/GetAllOfficePlace');
  type Node = { id: number; deptNo: string; children: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const tree = await ok<Node[]>(admin, 'GET', 'SysTenement/GetTenementTree');
  return {
    depts: new Map(flat(tree).map((d) => [d.deptNo, d.id])),
    types: await options(admin, 'PositionType/GetDropDown'),
    tags: await options(admin, 'PositionTags/GetDropDown'),
    factories: await options(admin, 'Factory/GetDropDown'),
    places: new Map(places.map((p) => [p.name, p.id])),
  };
}

type Lookups = Awaited<ReturnType<typeof lookups>>;

function positionBody(spec: PositionSpec, l: Lookups) {
  const id = (m: Map<string, number>, name: string | undefined) => (name === undefined ? undefined : m.get(name));
  return {
    name: spec.name,
    recruitmentType: spec.recruitmentType ?? 1,
    positionTypeId: id(l.types, spec.type),
    tagIds: (spec.tags ?? []).map((t) => l.tags.get(t)).filter((v): v is number => v !== undefined),
    factoryId: id(l.factories, spec.factory),
    officePlaceId: id(l.places, spec.place),
    deptId: id(l.depts, spec.dept ?? 'D0201'),
    salaryMin: spec.salaryMin ?? 6000,
    salaryMax: spec.salaryMax ?? 6500,
    salaryUnit: spec.salaryUnit ?? 1,
    education: spec.education ?? 1,
    workExperience: spec.workExperience ?? 0,
    headcount: spec.headcount ?? 5,
    description: spec.description ?? `${spec.name}：按工艺要求完成日常生产任务，遵守安全操作规程。`,
    requirement: spec.requirement,
    workStartDate: spec.workStartDate,
    workEndDate: spec.workEndDate,
    submit: true,
  };
}

/** Insert, submit and publish (HR with the publish key); returns the new ids in order. */
export async function publishPositions(admin: Caller, specs: readonly PositionSpec[]): Promise<number[]> {
  const l = await lookups(admin);
  const ids: number[] = [];
  for (const spec of specs) {
    const path = spec.recruitmentType === 3 ? 'PositionInfo/InsertShortPosition' : 'PositionInfo/Insert';
    const r = await call<{ id: number }>(admin, 'POST', path, positionBody(spec, l));
    // The short-term screen may share Insert; fall back to it.
    const data = r.state === 200 ? r.data : await ok<{ id: number }>(admin, 'POST', 'PositionInfo/Insert', positionBody(spec, l));
    ids.push(data.id);
  }
  await ok(admin, 'POST', 'PositionInfo/Publish', { ids });
  return ids;
}

export const takeOffline = (admin: Caller, ids: number[]) => ok(admin, 'POST', 'PositionInfo/Offline', { ids });

/** A complete online resume for the seeker (every RESUME_SECTIONS section, one photo). */
export async function completeResume(seeker: Caller): Promise<void> {
  const form = multipart([
    { field: 'fromType', data: 'resumePhoto' },
    { field: 'files', filename: 'me.png', data: TINY_PNG, type: 'image/png' },
  ]);
  const res = await fetch(`${seeker.base}/recruit/api/Files/AddFileByFromType`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${seeker.token}` },
    body: new Uint8Array(form.payload),
  });
  const up = (await res.json()) as Envelope<Array<{ id: number }>>;
  if (up.state !== 200 || !up.data[0]) throw new Error(`photo upload: ${up.state} ${up.message}`);
  await ok(seeker, 'POST', 'Resume/EditOnlineResume', {
    basic: { name: '张三', sex: 1, birthday: '1996-05-12', phone: '13900000002', education: 5, workYears: 5, city: '苏州' },
    jobStatus: 1,
    expect: { positionTypes: ['普工'], cities: ['苏州'], salaryMin: 6000, salaryMax: 8000 },
    educations: [{ school: '苏州职业大学', major: '机电一体化', education: 5, startDate: '2014-09', endDate: '2018-06', fullTime: true }],
    photoIds: [up.data[0].id],
  });
}

/** A varied set for looking at the pages: kinds, types, tags, places, factories. */
export const SAMPLE_POSITIONS: readonly PositionSpec[] = [
  {
    name: 'CNC数控操作工',
    type: '普工',
    tags: ['五险一金', '包吃包住', '加班补贴'],
    factory: '昆山一厂',
    place: '昆山工厂',
    salaryMin: 7000,
    salaryMax: 7500,
    headcount: 20,
    requirement: '1. 能看懂简单图纸\n2. 能适应两班倒',
  },
  {
    name: '质量检验员',
    type: '质检员',
    tags: ['五险一金', '双休', '带薪年假'],
    factory: '苏州工业园区厂',
    place: '苏州总部',
    salaryMin: 6000,
    salaryMax: 6500,
    education: 3,
    workExperience: 2,
  },
  {
    name: '设备维修技术员',
    type: '技术员',
    tags: ['五险一金', '年终奖', '技能培训'],
    factory: '昆山二厂',
    place: '昆山工厂',
    salaryMin: 9000,
    salaryMax: 9500,
    education: 4,
    workExperience: 3,
  },
  {
    name: '工艺工程师（冲压方向）',
    type: '工程师',
    tags: ['五险一金', '双休', '年终奖', '班车接送', '带薪年假'],
    place: '苏州总部',
    salaryMin: 12000,
    salaryMax: 12500,
    education: 5,
    workExperience: 3,
    headcount: 2,
  },
  {
    name: '仓库管理员',
    type: '仓储物流',
    tags: ['五险一金', '班车接送'],
    factory: '苏州工业园区厂',
    place: '苏州总部',
    salaryMin: 5500,
    salaryMax: 6000,
  },
  {
    name: '2026届管培生',
    recruitmentType: 2,
    type: '职能管理',
    tags: ['五险一金', '双休', '技能培训'],
    place: '苏州总部',
    salaryMin: 8000,
    salaryMax: 8500,
    education: 5,
    headcount: 10,
  },
  {
    name: '机械设计实习生',
    recruitmentType: 2,
    type: '工程师',
    tags: ['技能培训', '班车接送'],
    place: '苏州总部',
    salaryMin: 4000,
    salaryMax: 4500,
    education: 4,
  },
  {
    name: '暑期包装工（日结）',
    recruitmentType: 3,
    type: '普工',
    tags: ['包吃包住'],
    factory: '昆山一厂',
    place: '昆山工厂',
    salaryMin: 22,
    salaryMax: 25,
    salaryUnit: 2,
    headcount: 30,
    workStartDate: '2026-07-01',
    workEndDate: '2026-08-31',
  },
];
