/**
 * Owner entries of the authorization matrix (owner-matrix.test.ts) for a user's own account: login
 * state, settings store, uploads, companies, invitations and join requests.
 */
import { users } from '../../../src/server/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { lastCodeSentTo, solveCaptcha } from '../../support/captcha.ts';
import { TINY_PNG } from '../../support/multipart.ts';
import type { OwnerCtx, OwnerEntries, OwnerReq } from '../platform/matrix/owner-types.ts';
import { idsIn } from '../platform/matrix/types.ts';

const get = (url: string): OwnerReq => ({ method: 'GET', url });
const post = (url: string, payload?: unknown): OwnerReq => ({ method: 'POST', url, ...(payload === undefined ? {} : { payload }) });
let serial = 0;
const phone = () => `1371234${String(1000 + (serial += 1)).slice(-4)}`;

/** An invitation of the demo company to a new person (the admin adds their phone); answers its id and the invitee. */
async function invitation(c: OwnerCtx) {
  const p = await c.person();
  const number = phone();
  await c.app.database.db.update(users).set({ phone: number }).where(eq(users.id, p.userId));
  const [root] = idsIn(await c.ok(c.admin, get('/SysTenement/GetTenementTree')));
  const made = await c.ok<{ invitationId: number }>(c.admin, post('/TenementUser/Add', { name: '受邀', phone: number, deptId: root }));
  return { id: made.invitationId, invitee: p.token };
}

const answerInvitation = (url: string) => ({
  ok: async (c: OwnerCtx) => {
    const { id, invitee } = await invitation(c);
    return { ...post(url, { id }), as: invitee };
  },
  cross: {
    record: async (c: OwnerCtx) => {
      const { id, invitee } = await invitation(c);
      return { req: post(url, { id }), read: { ...get('/TenementUser/GetMyInvitations'), as: invitee } };
    },
  },
});

/** A request of a new person to join the demo company by its team code; answers the form's id and its owner. */
async function joinRequest(c: OwnerCtx) {
  const { teamCode } = await c.ok<{ teamCode: string }>(c.admin, get('/TenementCode/GetTenementCode'));
  const p = await c.person();
  const { formId } = await c.ok<{ formId: number }>(p.token, post('/TenementCode/Join', { teamCode, name: '矩阵申请人' }));
  return { formId, owner: p.token };
}

/** A bind code proved the way the settings page asks for it (captcha first). */
async function bind(c: OwnerCtx, target: { phone: string } | { email: string }): Promise<OwnerReq> {
  const p = await c.person();
  const url = 'phone' in target ? '/Code/GetCode' : '/Code/GetMailCode';
  await c.ok(p.token, post(url, { ...target, purpose: 'bind', captchaTicket: await solveCaptcha(c.app, 'bind') }));
  const code = await lastCodeSentTo(c.app, 'phone' in target ? target.phone : target.email);
  return { ...post('phone' in target ? '/User/BindPhone' : '/User/BindEmail', { ...target, code, password: 'Seek@2026x' }), as: p.token };
}

export const accountOwnerEntries: OwnerEntries = {
  'POST /Login/CheckLogin': { ok: () => post('/Login/CheckLogin'), cross: { own: 'answers about the caller’s own session' } },
  'GET /Login/Check': { ok: () => get('/Login/Check?area=hr'), cross: { own: 'answers about the caller’s own session' } },
  'POST /Login/ChangeLogin': {
    ok: () => post('/Login/ChangeLogin', { identity: 'seeker' }),
    cross: { names: 'tenementId names a company the caller must belong to; only the caller’s session changes' },
  },
  'POST /Login/CreateExchangeCode': { ok: () => post('/Login/CreateExchangeCode'), cross: { own: 'a code for the caller’s own session' } },
  'GET /User/GetUserInfo': { ok: () => get('/User/GetUserInfo'), cross: { own: 'the caller’s own account' } },
  'POST /User/ChangePassword': {
    ok: async (c) => ({
      ...post('/User/ChangePassword', { oldPassword: 'Seek@2026x', newPassword: 'Seek@2027xy' }),
      as: (await c.person()).token,
    }),
    cross: { own: 'the caller’s own password, proved by the old one' },
  },
  'POST /User/BindPhone': {
    ok: (c) => bind(c, { phone: phone() }),
    cross: { own: 'binds to the caller’s own account; the code proves the phone' },
  },
  'POST /User/BindEmail': {
    ok: (c) => bind(c, { email: `m${(serial += 1)}@matrix.example.cn` }),
    cross: { own: 'binds to the caller’s own account; the code proves the address' },
  },
  'GET /UserStore/GetAll': { ok: () => get('/UserStore/GetAll'), cross: { own: 'the caller’s own settings' } },
  'POST /UserStore/Set': {
    ok: () => post('/UserStore/Set', { key: 'matrix.owner', value: '1' }),
    cross: { names: 'key names a setting in the caller’s own store' },
  },
  'POST /UserStore/Remove': {
    ok: () => post('/UserStore/Remove', { key: 'matrix.owner' }),
    cross: { names: 'key names a setting in the caller’s own store' },
  },
  'POST /Files/UploadFiles': {
    ok: () => ({ ...post('/Files/UploadFiles'), form: [{ field: 'file', filename: 'a.png', data: TINY_PNG }] }),
    cross: { own: 'stores a new file of the caller' },
  },
  'POST /Files/AddFileByFromType': {
    ok: () => ({
      ...post('/Files/AddFileByFromType'),
      form: [
        { field: 'fromType', data: 'resumePhoto' },
        { field: 'files', filename: 'p.png', data: TINY_PNG },
      ],
    }),
    cross: { own: 'stores a new paper of the caller' },
  },
  'POST /SysTenement/Tenement/Register': {
    ok: async (c) => ({
      ...post('/SysTenement/Tenement/Register', { name: `矩阵公司${(serial += 1)}`, shortName: '矩阵' }),
      as: (await c.person()).token,
    }),
    cross: { own: 'opens a new company of the caller' },
  },
  'GET /TenementUser/GetMyInvitations': {
    ok: () => get('/TenementUser/GetMyInvitations'),
    cross: { own: 'the invitations sent to the caller' },
  },
  'POST /TenementUser/AcceptInvitation': answerInvitation('/TenementUser/AcceptInvitation'),
  'POST /TenementUser/DeclineInvitation': answerInvitation('/TenementUser/DeclineInvitation'),
  'POST /TenementCode/Join': {
    ok: async (c) => {
      const { teamCode } = await c.ok<{ teamCode: string }>(c.admin, get('/TenementCode/GetTenementCode'));
      return { ...post('/TenementCode/Join', { teamCode, name: '矩阵申请人' }), as: (await c.person()).token };
    },
    cross: { own: 'files the caller’s own request; the team code names a company, no person' },
  },
  'GET /Form/GetFormList': { ok: () => get('/Form/GetFormList'), cross: { own: 'the caller’s own requests' } },
  'GET /Form/GetFormById': {
    ok: async (c) => {
      const { formId, owner } = await joinRequest(c);
      return { ...get(`/Form/GetFormById?id=${formId}`), as: owner };
    },
    cross: {
      record: async (c) => {
        const { formId, owner } = await joinRequest(c);
        return { req: get(`/Form/GetFormById?id=${formId}`), read: { ...get(`/Form/GetFormById?id=${formId}`), as: owner } };
      },
    },
  },
};
