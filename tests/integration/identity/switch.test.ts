import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { api, auth, body, loginAs, testApp } from '../../support/test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ thirdPartyDev: true });
});
afterAll(async () => app.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  app.inject({ method, url: api(url), headers: token ? auth(token) : {}, ...(payload ? { payload } : {}) });

describe('identity switch', () => {
  it('asks a user with both identities to choose when entering the back office', async () => {
    const token = await loginAs(app, 'recruiter', 'Recruit@2026');
    expect(body(await call('GET', '/Login/Check?area=web', token)).data).toEqual({
      needChoose: true,
      identity: 'seeker',
      isHasManage: true,
    });
    // As a job seeker the menu tree is not theirs to see.
    expect(body(await call('GET', '/Menu/GetLoginMenuTree', token)).state).toBe(1101);
    expect(body(await call('POST', '/Login/ChangeLogin', token, { identity: 'manage' })).data).toMatchObject({ identity: 'manage' });
    expect(body(await call('GET', '/Login/Check?area=web', token)).data).toMatchObject({ needChoose: false, identity: 'manage' });
    expect(body(await call('GET', '/Login/Check?area=hr', token)).data).toMatchObject({ needChoose: true });
    expect(body(await call('POST', '/Login/ChangeLogin', token, { identity: 'seeker' })).data).toEqual({
      identity: 'seeker',
      tenementId: null,
    });
  });

  it('refuses the management identity to a pure job seeker', async () => {
    const token = await loginAs(app, 'seeker', 'Seeker@2026');
    expect(body(await call('GET', '/Login/Check?area=web', token)).data).toEqual({
      needChoose: false,
      identity: 'seeker',
      isHasManage: false,
    });
    expect(body(await call('POST', '/Login/ChangeLogin', token, { identity: 'manage' })).state).toBe(1325);
    expect(body(await call('POST', '/Login/ChangeLogin', token, { identity: 'manage', tenementId: 1 })).state).toBe(1325);
  });
});

describe('menus', () => {
  type Node = { path: string; childFunction: Array<{ functionKey: string }>; children: Node[] };
  const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

  it('gives the top administrator every menu and function key', async () => {
    const token = await loginAs(app, 'admin', 'Admin@2026');
    const tree = body<Node[]>(await call('GET', '/Menu/GetLoginMenuTree', token)).data;
    const paths = flat(tree).map((n) => n.path);
    expect(paths).toContain('/web/home');
    expect(paths).toContain('/web/position/type');
    expect(
      flat(tree)
        .find((n) => n.path === '/web/position/type')!
        .childFunction.map((f) => f.functionKey),
    ).toEqual(expect.arrayContaining(['positionType:add', 'positionType:edit', 'positionType:delete', 'positionType:enable']));
    const controlled = body<{ functionKeys: string[]; isAdmin: boolean }>(await call('GET', '/Menu/GetControlledMenus', token)).data;
    expect(controlled.isAdmin).toBe(true);
    expect(controlled.functionKeys).toContain('positionType:delete');
  });

  it('gives a recruiter only the granted nodes, with their parents', async () => {
    const token = await loginAs(app, 'recruiter', 'Recruit@2026');
    await call('POST', '/Login/ChangeLogin', token, { identity: 'manage' });
    const tree = body<Node[]>(await call('GET', '/Menu/GetLoginMenuTree', token)).data;
    expect(tree.map((n) => n.path)).toEqual(['/web/home', '/web/position']);
    expect(flat(tree).map((n) => n.path)).toEqual(['/web/home', '/web/position', '/web/position/type']);
    const keys = body<{ functionKeys: string[] }>(await call('GET', '/Menu/GetControlledMenus', token)).data.functionKeys;
    expect(keys).toContain('positionType:add');
    expect(keys).not.toContain('positionType:delete');
  });
});

describe('Login/ThirdPartyLogin (development provider)', () => {
  it('refuses an unbound identity, binds it for a logged-in user who proves the password, then logs in with it', async () => {
    const payload = { unionId: 'wx-union-0001', thirdPartyType: 5, loginSource: 1 };
    expect(body(await call('POST', '/Login/ThirdPartyLogin', undefined, payload)).state).toBe(1326);
    const token = await loginAs(app, 'seeker', 'Seeker@2026', 3);
    // A session alone does not bind (a link opened in a logged-in browser must not tie someone else's identity to it).
    expect(body(await call('POST', '/Login/ThirdPartyLogin', token, payload)).state).toBe(1326);
    expect(body(await call('POST', '/Login/ThirdPartyLogin', token, { ...payload, password: 'Wrong@2026' })).state).toBe(1330);
    expect(body(await call('POST', '/Login/ThirdPartyLogin', undefined, payload)).state).toBe(1326);
    expect(body(await call('POST', '/Login/ThirdPartyLogin', token, { ...payload, password: 'Seeker@2026' })).state).toBe(200);
    const b = body<{ accessToken: string }>(await call('POST', '/Login/ThirdPartyLogin', undefined, payload));
    expect(b.state).toBe(200);
    expect(body<{ account: string }>(await call('GET', '/User/GetUserInfo', b.data.accessToken)).data.account).toBe('seeker');
  });

  it('refuses an unknown provider type', async () => {
    expect(body(await call('POST', '/Login/ThirdPartyLogin', undefined, { unionId: 'abcdefgh', thirdPartyType: 7 })).state).toBe(1327);
  });
});
