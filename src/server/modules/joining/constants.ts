/** Menu 104 (team code and join review) and its keys. */
export const TEAM_CODE_MENU = 104;
export const EDIT_KEY = 'teamCode:edit';
export const REVIEW_KEY = 'teamCode:review';

/** DropDown Form/ApplyType and Form/ReviewStatus. */
export const ApplyType = { JOIN: 1, PERMISSION: 2 } as const;
export const ReviewStatus = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
