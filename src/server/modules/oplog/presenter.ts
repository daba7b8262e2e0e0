/** Operation-log rows as OperationLog/GetList answers them. */
import type { SummaryMask } from './masking.ts';
import type * as repo from './repository.ts';

type LogRow = Awaited<ReturnType<typeof repo.page>>['rows'][number];

/** One entry: its summary as JSON text, with the fields controlled for the reader masked (masking.ts). */
export const presentOperation = (row: LogRow, mask: SummaryMask) => ({
  ...row,
  summary: JSON.stringify(mask(row.resource, row.summary)),
  createdAt: row.createdAt.toISOString(),
});
