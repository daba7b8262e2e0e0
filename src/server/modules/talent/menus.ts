/** The resume library's and talent centre's menu nodes (resources/resume-lib.json, talent-center.json) and keys. */
export const RESUME_LIB_MENU = 401;
export const TALENT_CENTER_MENU = 402;
/** Either screen opens an entry (its drawer). */
export const TALENT_MENUS = [RESUME_LIB_MENU, TALENT_CENTER_MENU] as const;
export const TALENT_KEYS = {
  edit: ['resumeLib:editResume', 'talentCenter:editResume'],
  forward: ['resumeLib:forward', 'talentCenter:forward'],
  bringIn: 'talentCenter:bringIn',
} as const satisfies Record<string, string | readonly string[]>;
/** The source written on an application the talent centre brought into a position's pipeline. */
export const TALENT_CENTER_SOURCE = '人才中心';
/** Saved searches per member. */
export const SAVED_SEARCHES_MAX = 20;
/** Forwards per member per day (mail is not a bulk channel). */
export const FORWARDS_PER_DAY = 100;
/** Counting stops here: a search matching more says "more than" (a count over a million rows is not worth its time). */
export const COUNT_CAP = 10_000;
