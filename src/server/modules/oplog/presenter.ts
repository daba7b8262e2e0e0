/** Operation-log rows as OperationLog/GetList answers them. */
import type { Lang } from '../../../common/states.ts';
import { resourceLabel } from '../../i18n/resource-labels.ts';
import type { SummaryMask } from './masking.ts';
import { renderSummary } from './render.ts';
import type * as repo from './repository.ts';

type LogRow = Awaited<ReturnType<typeof repo.page>>['rows'][number];

/** A screen configuration's version (`Hire:v3`) by the screen's name: 录用 v3. */
function recordText(row: LogRow, lang: Lang): string | null {
  const config = row.action === 'config' && row.recordId ? /^([A-Za-z]+):v(\d+)$/.exec(row.recordId) : null;
  return config ? `${resourceLabel(config[1]!, lang, config[1]!)} v${config[2]}` : row.recordId;
}

/**
 * One entry, with the fields controlled for the reader masked (masking.ts): `summary` as JSON text (what
 * was kept, for programs), `summaryText` in words in the reader's language (what the screen shows).
 */
export function presentOperation(row: LogRow, mask: SummaryMask, lang: Lang) {
  const summary = mask(row.resource, row.summary);
  return {
    ...row,
    recordId: recordText(row, lang),
    summary: JSON.stringify(summary),
    summaryText: renderSummary(row.resource, summary, lang),
    createdAt: row.createdAt.toISOString(),
  };
}
