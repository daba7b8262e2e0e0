/** The shapes the library's drawer and dialogs read (src/server/modules/talent). */
import type { ApiData } from '../../../shell/api.ts';

export type Entry = ApiData<'/ResumeLib/GetResumeLibInfo'>;
export type HrResume = Entry['resume'];
export type LogItem = ApiData<'/ResumeLib/GetLogList'>['list'][number];
export type SavedSearch = ApiData<'/TalentCenter/GetSavedSearchList'>[number];

/** "a, b，c" as a list: commas of either width, blanks dropped. */
export const listOf = (text: string): string[] => [
  ...new Set(
    text
      .split(/[,，、;；]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];
