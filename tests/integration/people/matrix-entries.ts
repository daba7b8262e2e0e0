/**
 * Authorization-matrix entries of the people and joining modules' management routes, for
 * tests/integration/platform/matrix (spread into its entries). The any-user routes (TenementCode/Join,
 * Form/GetFormList, Form/GetFormById, User/ChangePassword, and the invitee's TenementUser/GetMyInvitations,
 * AcceptInvitation, DeclineInvitation) are not management routes; the people, joining and security tests
 * cover them (an invitation answers only to its invitee: anyone else gets 1102).
 */
import ExcelJS from 'exceljs';
import type { Entries, MatrixCtx, Req } from '../platform/matrix/types.ts';

const get = (url: string): Req => ({ method: 'GET', url });
let serial = 0;
const stamp = Date.now() % 100000;
const next = () => (serial += 1);
const phone = () => `136${String(stamp * 1000 + next()).padStart(8, '0')}`;

const rootOf = async (c: MatrixCtx) => (await c.idsOf('/SysTenement/GetTenementTree'))[0]!;
const detail = (id: number) => get(`/TenementUser/GetDetail?id=${id}`);

/** A fresh member of the first company (a new account), safe to edit, disable or remove. */
async function newMember(c: MatrixCtx): Promise<{ id: number; userId: number; phone: string }> {
  const n = next();
  const p = phone();
  const made = await c.ok<{ id: number; userId: number }>({
    method: 'POST',
    url: '/TenementUser/Create',
    payload: { account: `mx${stamp}${n}`, password: 'Matrix@2026', name: `矩阵${n}`, phone: p, deptId: await rootOf(c) },
  });
  return { ...made, phone: p };
}

/** An account that exists but is no member of the first company (made, then removed from it). */
async function formerMember(c: MatrixCtx): Promise<string> {
  const m = await newMember(c);
  await c.ok({ method: 'DELETE', url: `/TenementUser/Delete?ids=${m.id}` });
  return m.phone;
}

/** The request names a member of the first company; the member reads the same afterwards. */
const onMember = (req: (id: number, c: MatrixCtx) => Promise<Req> | Req) => ({
  record: async (c: MatrixCtx) => {
    const m = await newMember(c);
    return { req: await req(m.id, c), read: () => c.ok(detail(m.id)) };
  },
});

async function userType(c: MatrixCtx): Promise<number> {
  return (await c.ok<{ id: number }>({ method: 'POST', url: '/TenementUser/UserType/Operate', payload: { name: `类型${stamp}${next()}` } }))
    .id;
}
const typeRecord = (req: (id: number) => Req) => ({
  record: async (c: MatrixCtx) => {
    const id = await userType(c);
    return {
      req: req(id),
      read: async () =>
        (await c.ok<Array<{ value: number; display: string }>>(get('/TenementUser/UserType/GetDropDownList'))).find((o) => o.value === id),
    };
  },
});

/** A pending join request to the first company, filed by the other company's administrator. */
async function pendingForm(c: MatrixCtx): Promise<number> {
  const { teamCode } = await c.ok<{ teamCode: string }>(get('/TenementCode/GetTenementCode'));
  const filed = await c.call(c.other, { method: 'POST', url: '/TenementCode/Join', payload: { teamCode, name: '矩阵申请人' } });
  if (filed.state === 200) return (filed.data as { formId: number }).formId;
  // Already waiting (1126): reuse the pending one.
  const { list } = await c.ok<{ list: Array<{ id: number }> }>(get('/Form/GetTenementUserJoinReviewList?reviewStatus=0'));
  return list[0]!.id;
}

/** A waiting invitation of the first company (Add with the phone of an account that is not its member). */
async function openInvitation(c: MatrixCtx): Promise<number> {
  const made = await c.ok<{ invitationId: number }>({
    method: 'POST',
    url: '/TenementUser/Add',
    payload: { name: '受邀', phone: await formerMember(c), deptId: await rootOf(c) },
  });
  return made.invitationId;
}
const invitationList = () => get('/TenementUser/GetInvitationList?perPage=100');

async function peopleSheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(['姓名', '手机号', '部门编号']);
  ws.addRow([`导入${next()}`, phone(), 'D01']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const peopleEntries: Entries = {
  'GET /TenementUser/GetList': { ok: () => get('/TenementUser/GetList'), cross: { list: true } },
  'GET /TenementUser/GetDetail': { ok: async (c) => detail((await newMember(c)).id), cross: onMember((id) => detail(id)) },
  'GET /TenementUser/FuzzyQueryList': { ok: () => get('/TenementUser/FuzzyQueryList?keyword=a'), cross: { list: true } },
  'GET /TenementUser/GetUserDrow': { ok: () => get('/TenementUser/GetUserDrow'), cross: { list: true } },
  'GET /TenementUser/TenementUserExport': {
    ok: () => get('/TenementUser/TenementUserExport'),
    cross: { own: 'exports the caller’s company’s people in the caller’s scope' },
  },
  'POST /TenementUser/Add': {
    ok: async (c) => ({
      method: 'POST',
      url: '/TenementUser/Add',
      payload: { name: '再加入', phone: await formerMember(c), deptId: await rootOf(c) },
    }),
    // Into the first company's department.
    cross: onMember(async (_id, c) => ({
      method: 'POST',
      url: '/TenementUser/Add',
      payload: { name: '别家', phone: '13900000002', deptId: await rootOf(c) },
    })),
  },
  'POST /TenementUser/Create': {
    ok: async (c) => ({
      method: 'POST',
      url: '/TenementUser/Create',
      payload: { account: `mc${stamp}${next()}`, password: 'Matrix@2026', name: '新建', phone: phone(), deptId: await rootOf(c) },
    }),
    cross: onMember(async (_id, c) => ({
      method: 'POST',
      url: '/TenementUser/Create',
      payload: { account: `mz${stamp}${next()}`, password: 'Matrix@2026', name: '别家', phone: phone(), deptId: await rootOf(c) },
    })),
  },
  'PUT /TenementUser/Edit': {
    ok: async (c) => ({ method: 'PUT', url: '/TenementUser/Edit', payload: { id: (await newMember(c)).id, post: '矩阵' } }),
    cross: onMember((id) => ({ method: 'PUT', url: '/TenementUser/Edit', payload: { id, post: '别家改' } })),
  },
  'PUT /TenementUser/UpdateUserDept': {
    ok: async (c) => ({
      method: 'PUT',
      url: '/TenementUser/UpdateUserDept',
      payload: { ids: [(await newMember(c)).id], deptId: await rootOf(c) },
    }),
    cross: onMember(async (id, c) => ({
      method: 'PUT',
      url: '/TenementUser/UpdateUserDept',
      payload: { ids: [id], deptId: await rootOf(c) },
    })),
  },
  'PUT /TenementUser/EnableOrDisable': {
    ok: async (c) => ({ method: 'PUT', url: '/TenementUser/EnableOrDisable', payload: { ids: [(await newMember(c)).id], enabled: false } }),
    cross: onMember((id) => ({ method: 'PUT', url: '/TenementUser/EnableOrDisable', payload: { ids: [id], enabled: false } })),
  },
  'DELETE /TenementUser/Delete': {
    ok: async (c) => ({ method: 'DELETE', url: `/TenementUser/Delete?ids=${(await newMember(c)).id}` }),
    cross: onMember((id) => ({ method: 'DELETE', url: `/TenementUser/Delete?ids=${id}` })),
  },
  'GET /TenementUser/GetInvitationList': { ok: () => invitationList(), cross: { list: true } },
  'POST /TenementUser/CancelInvitation': {
    ok: async (c) => ({ method: 'POST', url: '/TenementUser/CancelInvitation', payload: { id: await openInvitation(c) } }),
    cross: {
      record: async (c) => {
        const id = await openInvitation(c);
        return {
          req: { method: 'POST', url: '/TenementUser/CancelInvitation', payload: { id } },
          read: async () => (await c.ok<{ list: Array<{ id: number }> }>(invitationList())).list.find((i) => i.id === id),
        };
      },
    },
  },
  'POST /TenementUser/InviteUsersToJoin': {
    ok: () => ({ method: 'POST', url: '/TenementUser/InviteUsersToJoin', payload: { phones: [phone()] } }),
    cross: { own: 'sends the caller’s company’s own team code' },
  },
  'POST /TenementUser/ImportTenementUser': {
    ok: async () => ({
      method: 'POST',
      url: '/TenementUser/ImportTenementUser',
      file: {
        data: await peopleSheet(),
        filename: 'people.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    }),
    cross: { own: 'department numbers and user types are looked up in the caller’s company' },
  },
  'GET /TenementUser/DownloadTemplate': {
    ok: () => get('/TenementUser/DownloadTemplate'),
    cross: { shared: 'the same template for every company' },
  },
  'GET /TenementUser/UserType/GetDropDownList': { ok: () => get('/TenementUser/UserType/GetDropDownList'), cross: { list: true } },
  'POST /TenementUser/UserType/Operate': {
    ok: () => ({ method: 'POST', url: '/TenementUser/UserType/Operate', payload: { name: `类型${stamp}${next()}` } }),
    cross: typeRecord((id) => ({ method: 'POST', url: '/TenementUser/UserType/Operate', payload: { id, name: `别家${next()}` } })),
  },
  'DELETE /TenementUser/UserType/Delete': {
    ok: async (c) => ({ method: 'DELETE', url: `/TenementUser/UserType/Delete?id=${await userType(c)}` }),
    cross: typeRecord((id) => ({ method: 'DELETE', url: `/TenementUser/UserType/Delete?id=${id}` })),
  },

  'GET /User/GetPageList': {
    ok: () => get('/User/GetPageList'),
    cross: { shared: 'every account of the platform, for the platform administrator only' },
  },
  'GET /User/GetUserInfoByCon': {
    ok: () => get('/User/GetUserInfoByCon?account=seeker'),
    cross: { shared: 'accounts are platform-wide; the answer masks their contacts' },
  },
  'POST /User/initializePassword': {
    ok: async (c) => ({ method: 'POST', url: '/User/initializePassword', payload: { userId: (await newMember(c)).userId } }),
    cross: {
      record: async (c) => {
        const m = await newMember(c);
        return { req: { method: 'POST', url: '/User/initializePassword', payload: { userId: m.userId } }, read: () => c.ok(detail(m.id)) };
      },
    },
  },

  'GET /TenementCode/GetTenementCode': { ok: () => get('/TenementCode/GetTenementCode'), cross: { own: 'the caller’s company’s code' } },
  'PUT /TenementCode/Update': {
    ok: () => ({ method: 'PUT', url: '/TenementCode/Update' }),
    cross: { own: 'renews the caller’s company’s code' },
  },
  'GET /Form/GetTenementUserJoinReviewList': { ok: () => get('/Form/GetTenementUserJoinReviewList'), cross: { list: true } },
  'POST /Form/ReviewForm': {
    ok: async (c) => ({ method: 'POST', url: '/Form/ReviewForm', payload: { id: await pendingForm(c), approve: false } }),
    cross: {
      record: async (c) => {
        const id = await pendingForm(c);
        return {
          req: { method: 'POST', url: '/Form/ReviewForm', payload: { id, approve: false } },
          read: () => c.ok(get(`/Form/GetFormById?id=${id}`)),
        };
      },
    },
  },
};
