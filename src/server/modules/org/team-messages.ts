/** 团队消息 on the generic path: a message a member sends is signed with their name, never a name the body gives. */
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { ResourceHooks } from '../resources/hooks.ts';

export const teamMessageHooks: ResourceHooks = {
  stamp: async ({ db, caller }) => {
    const [me] = await db.select({ name: users.name }).from(users).where(eq(users.id, caller.userId));
    return { sender: (me?.name || caller.account).slice(0, 50) };
  },
};
