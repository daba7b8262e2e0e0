/**
 * The back-office screens that show applications. Every pipeline screen (the stage lists, the
 * inappropriate lists, the talent pool, the board; 303 is the interviews issue's) opens the candidate
 * drawer, so whoever holds any of them reads an application in their scope, like the positions
 * screens' holders always did.
 */
import { POSITION_MENUS } from '../positions/constants.ts';

/** Menus 301-312 (resources/_menu.json group 300 and the stage screens' definitions). */
export const PIPELINE_MENUS: readonly number[] = [301, 302, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312];

/** What ResumeDeliveryRecord/GetDetail, the drawer's calls and a seeker's papers are opened through. */
export const APPLICATION_MENUS: readonly number[] = [...POSITION_MENUS, ...PIPELINE_MENUS];
