import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no I, O, 0, 1). */
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A company's 15-character team code, which people type to ask to join it. */
export const newTeamCode = () => Array.from({ length: 15 }, () => ALNUM[randomInt(ALNUM.length)]).join('');
