import { Command } from 'commander';
import { loadConfig } from '../../src/server/config.ts';
import { runRetention } from '../../src/server/modules/privacy/retention.ts';
import { withDatabase } from './db.ts';

/** `recruit retention [--dry-run]`: the personal-data retention job, the same service as the daily run. */
export function retentionCommand() {
  return new Command('retention')
    .description(
      'remove or blank personal data past its time (never hired: 2 years after the last activity; former employees: 10 years after leaving) and run erasure requests left 30 days; one audit row of counts',
    )
    .option('--dry-run', 'count what would go, remove nothing')
    .action(async (opts: { dryRun?: boolean }) => {
      const config = loadConfig();
      const report = await withDatabase((d) =>
        runRetention({ db: d.db, config }, { now: new Date(), dryRun: Boolean(opts.dryRun), trigger: 'cli' }),
      );
      const rows = Object.entries(report.rows)
        .filter(([, n]) => n > 0)
        .map(([name, n]) => `${name} ${n}`)
        .join(', ');
      console.log(
        `${report.dryRun ? 'dry run: would remove' : 'removed'}: ${report.people} people's recruitment data, ${report.requests} erasure requests, ${report.fileBytes} files on disk${rows ? ` (rows: ${rows})` : ''}`,
      );
    });
}
