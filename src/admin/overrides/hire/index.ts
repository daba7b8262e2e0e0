/**
 * 录用 (resources/hire.json): the stage screens' candidate drawer (new-delivery's overrides), and
 * 背景调查 on a row: the background check of the number the application carries, in a dialog.
 */
import { lazy } from 'react';
import '../../pages/salary/i18n.ts';

export * from '../new-delivery/index.ts';

export const commands = {
  backgroundCheck: lazy(() => import('../../pages/background/CheckCommand.tsx')),
};

export const buttonLabels = {
  backgroundCheck: 'salary:buttons.backgroundCheck',
};
