import { Command } from 'commander';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import { assertPasswordRules, hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { withDatabase } from './db.ts';

export function accountCommand() {
  return new Command('account')
    .description('account maintenance for operators')
    .addCommand(
      new Command('reset-password')
        .description('set a new password, unlock the account and require a change at next login')
        .argument('<account>', 'account name')
        .argument('<password>', 'new password (6-128, three of four character classes)')
        .action(async (account: string, password: string) => {
          try {
            assertPasswordRules(password);
          } catch {
            console.error('The password breaks the rules: 6-128 characters, three of upper, lower, digit, symbol; no spaces or Chinese.');
            process.exit(2);
          }
          const passwordHash = await hashPassword(password);
          const updated = await withDatabase((d) =>
            d.db
              .update(users)
              .set({ passwordHash, failedLogins: 0, lockedUntil: null, mustChangePassword: true })
              .where(eq(users.account, account))
              .returning({ id: users.id }),
          );
          if (!updated.length) {
            console.error(`No account named ${account}.`);
            process.exit(1);
          }
          console.log(`Password of ${account} reset; it must be changed at next login.`);
        }),
    );
}
