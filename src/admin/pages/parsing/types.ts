/** The parse record and batch answer as the contract types them. */
import type { ApiData } from '../../../shell/api.ts';

export type ParseItem = ApiData<'/ResumeParsing/GetList'>['list'][number];
export type BatchAnswer = ApiData<'/ResumeParsing/BatchParsing', 'post'>;

/** resume_parses.status */
export const PARSE_STATUS = { landed: 1, duplicate: 2, merged: 3, separate: 4, refused: 5 } as const;

/** The server's bounds (src/server/modules/parsing/limits.ts), told before the upload. */
export const UPLOAD_BOUNDS = { megabytes: 5, files: 50 } as const;
