/** The seeds: users with role 1 have the personal-info page, everyone else the basic-info page. */
export function personalCentrePath(userRoles: readonly number[] | undefined): string {
  return userRoles?.includes(1) ? '/userCenter/personalInfo' : '/userCenter/components/basicInfo';
}
