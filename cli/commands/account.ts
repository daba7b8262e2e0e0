import { Command } from 'commander';
import { clearLoginFailures } from '../../src/server/modules/identity/login-failures.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.ts';
import { assertPasswordRules, hashPassword } from '../../src/server/modules/identity/passwords.ts';
import { withDatabase } from './db.ts';
import { loadConfig } from '../../src/server/config.ts';
import { setPlatformCompany } from '../../src/server/modules/org/platform.ts';
import { removeDemoAccounts } from '../../src/server/modules/demo/service.ts';

export function accountCommand() {
  return new Command('account')
    .description('account maintenance for operators')
    .addCommand(
      new Command('reset-password')
        .description('set a new password, unlock the account and require a change at next login')
        .argument('<account>', 'account name')
        .argument('<password>', 'new password (8-128, three of four character classes)')
        .action(async (account: string, password: string) => {
          try {
            assertPasswordRules(password);
          } catch {
            console.error('The password breaks the rules: 8-128 characters, three of upper, lower, digit, symbol; no spaces or Chinese.');
            process.exit(2);
          }
          // The server's cost (PASSWORD_HASH_LOG_N), read from the same environment the server reads.
          const passwordHash = await hashPassword(password, loadConfig().passwordHashLogN);
          const updated = await withDatabase(async (d) => {
            const rows = await d.db
              .update(users)
              .set({ passwordHash, failedLogins: 0, lockedUntil: null, mustChangePassword: true })
              .where(eq(users.account, account))
              .returning({ id: users.id });
            // Unlock: failed-login counts and per-address locks live in action_counters.
            for (const row of rows) await clearLoginFailures(d.db, row.id);
            return rows;
          });
          if (!updated.length) {
            console.error(`No account named ${account}.`);
            process.exit(1);
          }
          console.log(`Password of ${account} reset; it must be changed at next login.`);
        }),
    )
    .addCommand(
      new Command('platform')
        .description(
          'make a company the platform (its top administrator edits shared menus and every account); --revoke takes the flag away',
        )
        .argument('<tenementNo>', 'company number, e.g. T0001')
        .option('--revoke', 'the company stops being the platform')
        .action(async (tenementNo: string, opts: { revoke?: boolean }) => {
          const found = await withDatabase((d) => setPlatformCompany(d.db, tenementNo, !opts.revoke));
          if (!found) {
            console.error(`No company numbered ${tenementNo}.`);
            process.exit(1);
          }
          console.log(
            opts.revoke
              ? `${tenementNo} is no longer the platform company.`
              : `${tenementNo} is now the platform company (any other lost the flag).`,
          );
        }),
    )
    .addCommand(
      new Command('remove-demo')
        .description('turn off the demo accounts that still have their published passwords (disabled, random password, sessions ended)')
        .action(async () => {
          const removed = await withDatabase((d) => removeDemoAccounts(d.db, loadConfig().passwordHashLogN));
          console.log(removed.length ? `Demo accounts turned off: ${removed.join(', ')}.` : 'No demo account has its published password.');
        }),
    );
}
