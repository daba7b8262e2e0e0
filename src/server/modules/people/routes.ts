import type { RouteContext } from '../../http/route-context.ts';
import { typed } from '../../http/route-context.ts';
import { ok } from '../../http/reply.ts';
import { callerOf, managerOf } from '../../plugins/auth.ts';
import { readParts } from '../../http/multipart.ts';
import { sendXlsx } from '../../http/reply.ts';
import { TenementUser } from '../../../../generated/definitions/TenementUser.ts';
import * as members from './members.ts';
import * as writes from './member-writes.ts';
import * as userTypes from './user-types.ts';
import { inviteToJoin } from './invite.ts';
import { importMembers, memberTemplate } from './member-import.ts';
import * as s from './schemas.ts';
import * as is from './invitation-schemas.ts';
import * as invitations from './invitations.ts';

/** The company's people (menu 102): reads need the screen, each write its key; all of it in the caller's data scope. */
export function peopleRoutes({ api, deps }: RouteContext) {
  const r = typed(api);
  const { id: menu, key } = TenementUser.menu;
  const read = { auth: 'manage' as const, menu };
  const write = (action: string) => ({ auth: 'manage' as const, fn: `${key}:${action}` });
  const base = '/TenementUser';

  r.get(`${base}/GetList`, { schema: s.getList, config: read }, async (req) =>
    ok(req, await members.listMembers(deps, managerOf(req), req.query)),
  );
  r.get(`${base}/GetDetail`, { schema: s.getDetail, config: read }, async (req) =>
    ok(req, await members.memberDetail(deps, managerOf(req), req.query.id)),
  );
  // Opened from user management (102) and role grants (103): either menu will do.
  r.get(`${base}/FuzzyQueryList`, { schema: s.fuzzy, config: { auth: 'manage', menu: members.PICKER_MENUS } }, async (req) =>
    ok(req, await members.fuzzyMembers(deps, managerOf(req), req.query.keyword)),
  );
  r.get(`${base}/GetUserDrow`, { schema: s.drow, config: { auth: 'manage' } }, async (req) =>
    ok(req, await members.memberDropDown(deps, managerOf(req), req.query.deptId)),
  );
  r.get(`${base}/TenementUserExport`, { schema: s.exportList, config: write('export') }, async (req, reply) =>
    sendXlsx(reply, await members.exportMembers(deps, managerOf(req), req.query, req.lang)),
  );

  r.post(`${base}/Add`, { schema: s.add, config: write('add') }, async (req) =>
    ok(req, await writes.addMember(deps, managerOf(req), req.body)),
  );
  r.post(`${base}/Create`, { schema: s.create, config: write('add') }, async (req) =>
    ok(req, await writes.createMember(deps, managerOf(req), req.body)),
  );
  r.put(`${base}/Edit`, { schema: s.edit, config: write('edit') }, async (req) =>
    ok(req, await writes.editMember(deps, managerOf(req), req.body)),
  );
  r.put(`${base}/UpdateUserDept`, { schema: s.updateDept, config: write('changeDept') }, async (req) =>
    ok(req, await writes.moveMembers(deps, managerOf(req), req.body.ids, req.body.deptId)),
  );
  r.put(`${base}/EnableOrDisable`, { schema: s.enable, config: write('enable') }, async (req) =>
    ok(req, await writes.enableMembers(deps, managerOf(req), req.body.ids, req.body.enabled)),
  );
  r.delete(`${base}/Delete`, { schema: s.remove, config: write('delete') }, async (req) =>
    ok(req, await writes.deleteMembers(deps, managerOf(req), req.query.ids)),
  );
  r.post(`${base}/InviteUsersToJoin`, { schema: s.invite, config: write('add') }, async (req) =>
    ok(req, await inviteToJoin(deps, managerOf(req), req.body)),
  );
  // Invitations to existing accounts: HR lists and withdraws them; only the invitee answers.
  r.get(`${base}/GetInvitationList`, { schema: is.invitationList, config: read }, async (req) =>
    ok(req, await invitations.companyInvitations(deps, managerOf(req), req.query)),
  );
  r.post(`${base}/CancelInvitation`, { schema: is.cancel, config: write('add') }, async (req) =>
    ok(req, await invitations.cancelInvitation(deps, managerOf(req), req.body.id)),
  );
  r.get(`${base}/GetMyInvitations`, { schema: is.myInvitations, config: { auth: 'user' } }, async (req) =>
    ok(req, await invitations.myInvitations(deps, callerOf(req))),
  );
  r.post(`${base}/AcceptInvitation`, { schema: is.accept, config: { auth: 'user' } }, async (req) =>
    ok(req, await invitations.acceptInvitation(deps, callerOf(req), req.body.id)),
  );
  r.post(`${base}/DeclineInvitation`, { schema: is.decline, config: { auth: 'user' } }, async (req) =>
    ok(req, await invitations.declineInvitation(deps, callerOf(req), req.body.id)),
  );

  r.post(`${base}/ImportTenementUser`, { schema: s.importFile, config: write('import') }, async (req) => {
    const { files } = await readParts(req);
    return ok(req, await importMembers(deps, managerOf(req), files[0]!.data, req.lang));
  });
  r.get(`${base}/DownloadTemplate`, { schema: s.template, config: write('template') }, async (req, reply) =>
    sendXlsx(reply, await memberTemplate(req.lang)),
  );

  r.get(`${base}/UserType/GetDropDownList`, { schema: s.userTypeOptions, config: { auth: 'manage' } }, async (req) =>
    ok(req, await userTypes.userTypeOptions(deps, managerOf(req))),
  );
  r.post(`${base}/UserType/Operate`, { schema: s.userTypeOperate, config: write('userType') }, async (req) =>
    ok(req, await userTypes.saveUserType(deps, managerOf(req), req.body)),
  );
  r.delete(`${base}/UserType/Delete`, { schema: s.userTypeDelete, config: write('userType') }, async (req) =>
    ok(req, await userTypes.removeUserType(deps, managerOf(req), req.query.id)),
  );
}
