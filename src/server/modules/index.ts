/**
 * The direction of imports between modules. A module imports values only from modules in an earlier
 * layer below (type-only imports, such as identity's Caller, are exempt); what a lower module needs
 * from a higher one is passed in at start-up (connectModules, at the end of this file). Shared pure
 * things live below every module: src/common, src/server/{db,http,i18n}. `npm run metrics` counts
 * module cycles (module-cycles: 0).
 *
 * Platform, lowest layer first; it never imports a domain module:
 *   code, limits, oplog, user-store → access, config, dropdown → files, login-log, menu, sysparam → resources
 * Domain, above the whole platform, lowest layer first:
 *   identity, portal → demo, org, positions, user → people → joining, resumes → delivery → pipeline → talent → parsing, background, tasks → dashboard, reports → privacy
 */
import type { RouteContext } from '../http/route-context.ts';
import { identityRoutes } from './identity/routes.ts';
import { codeRoutes } from './code/routes.ts';
import { userRoutes } from './user/routes.ts';
import { menuRoutes } from './menu/routes.ts';
import { resourceRoutes } from './resources/routes.ts';
import { configRoutes } from './config/routes.ts';
import { userStoreRoutes } from './user-store/routes.ts';
import { dropdownRoutes } from './dropdown/routes.ts';
import { fileRoutes } from './files/routes.ts';
import { oplogRoutes } from './oplog/routes.ts';
import { loginLogRoutes } from './login-log/routes.ts';
import { sysParamRoutes } from './sysparam/routes.ts';
import { menuAdminRoutes } from './menu/admin-routes.ts';
import { orgRoutes } from './org/routes.ts';
import { peopleRoutes } from './people/routes.ts';
import { accountRoutes } from './people/account-routes.ts';
import { joiningRoutes } from './joining/routes.ts';
import { accessRoutes } from './access/routes.ts';
import { positionModuleRoutes } from './positions/routes.ts';
import { portalRoutes } from './portal/routes.ts';
import { deliveryRoutes } from './delivery/routes.ts';
import { resumeRoutes } from './resumes/routes.ts';
import { demoRoutes } from './demo/routes.ts';
import { pipelineRoutes } from './pipeline/routes.ts';
import { talentRoutes } from './talent/routes.ts';
import { parsingRoutes } from './parsing/routes.ts';
import { backgroundRoutes } from './background/routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { privacyRoutes } from './privacy/routes.ts';
import { reportRoutes } from './reports/routes.ts';
import { maskSummariesWith } from './oplog/masking.ts';
import { summaryMasker } from './access/log-masking.ts';
import { readFilesThrough } from './files/access.ts';
import { POSITION_MENUS } from './positions/constants.ts';
import { APPLICATION_MENUS } from './delivery/menus.ts';

/** Every API module; each registers its routes under /recruit/api. */
export const apiModules: ReadonlyArray<(ctx: RouteContext) => void> = [
  identityRoutes,
  codeRoutes,
  userRoutes,
  menuRoutes,
  resourceRoutes,
  configRoutes,
  userStoreRoutes,
  dropdownRoutes,
  fileRoutes,
  oplogRoutes,
  loginLogRoutes,
  sysParamRoutes,
  menuAdminRoutes,
  orgRoutes,
  peopleRoutes,
  accountRoutes,
  joiningRoutes,
  accessRoutes,
  positionModuleRoutes,
  portalRoutes,
  resumeRoutes,
  deliveryRoutes,
  pipelineRoutes,
  talentRoutes,
  parsingRoutes,
  backgroundRoutes,
  taskRoutes,
  dashboardRoutes,
  privacyRoutes,
  reportRoutes,
  demoRoutes,
];

/**
 * What a lower module asks of a higher one, passed in once before the routes are registered (buildApp):
 * the operation log's summaries are masked by access's data scopes (oplog/masking.ts); the files' read
 * rule names the positions screens (exam papers) and the screens that open applications (files/access.ts).
 */
export function connectModules() {
  maskSummariesWith(summaryMasker);
  readFilesThrough({ examPaperOwners: POSITION_MENUS, applications: APPLICATION_MENUS });
}
