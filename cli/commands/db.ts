import { Command } from 'commander';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { seed } from '../../src/server/db/seed/index.ts';
import { copyDiskFilesToDatabase } from '../../src/server/modules/files/store/copy.ts';

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
    )
    .addCommand(
      new Command('copy-files')
        .description(
          'copy uploaded files kept under FILES_DIR into the database (before or after switching to FILE_STORE=database); safe to run again',
        )
        .action(async () => {
          const { filesDir } = loadConfig();
          const report = await withDatabase((d) => copyDiskFilesToDatabase(d.db, filesDir));
          console.log(`${report.copied} files (${report.bytes} bytes) copied from ${filesDir} into the database`);
          if (report.missing.length) {
            // Rows whose bytes were already lost: the operator should know, and a script should fail.
            console.error(
              `${report.missing.length} files have no bytes under ${filesDir}: ${report.missing.slice(0, 20).join(', ')}${report.missing.length > 20 ? ', …' : ''}`,
            );
            process.exitCode = 1;
          }
        }),
    );
}

export { withDatabase };
