/** The account as User/GetUserInfo answers it: who the caller is and which company they act for. */
import type { Caller } from './sessions.ts';
import type * as repo from './repository.ts';

type User = Omit<NonNullable<Awaited<ReturnType<typeof repo.findUserById>>>, 'passwordHash'>;

/** Role kinds in userRoles: 1 job seeker, 2 management member, 3 top administrator. */
export const ROLE_KIND = { seeker: 1, member: 2, topAdmin: 3 } as const;

/** `current`: the membership of the company the session acts for (none for a job seeker's session). */
export function presentUserInfo(user: User, caller: Caller, current: repo.Membership | undefined, isHasManage: boolean) {
  const userRoles: number[] = [];
  if (caller.identity === 'seeker') userRoles.push(ROLE_KIND.seeker);
  if (current) userRoles.push(current.isTopAdmin ? ROLE_KIND.topAdmin : ROLE_KIND.member);
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    phone: user.phone,
    email: user.email,
    headPortrait: user.headPortrait ? { fullPath: user.headPortrait } : null,
    userRoles,
    isHasManage,
    identity: caller.identity,
    tenementId: current?.tenementId ?? null,
    tenementName: current?.tenementName ?? null,
    mustChangePassword: user.mustChangePassword,
  };
}
