/** The Excel import dialog's pure half: what may be chosen and what an answer means. */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The generic import's answer. */
export interface ImportResult {
  errorCount: number;
  successCount: number;
  /** The error report (a workbook saying what is wrong where), when errorCount > 0. */
  url: string | null;
}

/**
 * The seeds accept the xlsx MIME type only: old .xls and CSV are refused here, before the upload,
 * with 请上传excel文件 (the server reads xlsx only and checks the content again).
 */
export function isXlsx(file: { type: string }): boolean {
  return file.type === XLSX_MIME;
}

export type ImportOutcome = { kind: 'failed'; errorCount: number; reportUrl: string | null } | { kind: 'imported'; count: number };

export function outcomeOf(r: ImportResult): ImportOutcome {
  if (r.errorCount > 0) return { kind: 'failed', errorCount: r.errorCount, reportUrl: r.url };
  return { kind: 'imported', count: r.successCount };
}

/** The file a drop carries: the first one; a second file would be ignored silently otherwise. */
export function firstFile<F>(files: ArrayLike<F> | null | undefined): F | null {
  return files && files.length > 0 ? (files[0] ?? null) : null;
}
