import { Command } from 'commander';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

export function dbCommand() {
  return new Command('db')
    .description('database maintenance (DATABASE_URL or the embedded database in DATA_DIR)')
    .addCommand(
      new Command('migrate').description('apply pending migrations').action(async () => {
        const started = Date.now();
        await withDatabase(async (d) => console.log(`migrations applied on ${d.kind} (${Date.now() - started} ms)`));
      }),
    )
    .addCommand(
      new Command('seed')
        .description('upsert menus and function keys; with --demo, add demo data to an empty database')
        .option('--demo', 'add the demo company, accounts and records')
        .action(async (opts: { demo?: boolean }) => {
          const result = await withDatabase((d) => seed(d.db, { demo: Boolean(opts.demo) }));
          console.log(result.demoSeeded ? 'menus upserted, demo data added' : 'menus upserted');
        }),
    );
}

export { withDatabase };
