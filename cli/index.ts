import { Command } from 'commander';
import { webCommand } from './commands/web.ts';
import { dbCommand } from './commands/db.ts';
import { accountCommand } from './commands/account.ts';
import { generateCommand } from './commands/generate.ts';
import { checkCommand } from './commands/check.ts';
import { newCommand } from './commands/new.ts';
import { retentionCommand } from './commands/retention.ts';

const program = new Command('recruit')
  .description('recruit: the low-code back office generator (generate, check, new) plus build, database and account commands')
  .showHelpAfterError();

program.addCommand(generateCommand());
program.addCommand(checkCommand());
program.addCommand(newCommand());
program.addCommand(webCommand());
program.addCommand(dbCommand());
program.addCommand(accountCommand());
program.addCommand(retentionCommand());

await program.parseAsync(process.argv);
