/**
 * 人才搜索 (resources/talent-center.json): the name opens the entry's drawer; 加入职位流程 (a row or a
 * selection) and 转发 open their dialogs; 常用搜索 lists, applies and saves the member's searches. The
 * editResume key is declared as a button without a command so roles can be given it: editing happens in the drawer.
 */
import { lazy } from 'react';
import '../../pages/talent/i18n.ts';
import { BringInCommand, ForwardCommand } from '../../pages/talent/Commands.tsx';
import { TalentNameCell } from '../../pages/talent/TalentNameCell.tsx';

export const columns = { name: TalentNameCell };
export const commands = {
  forward: ForwardCommand,
  bringIn: BringInCommand,
  savedSearches: lazy(() => import('../../pages/talent/SavedSearchesDialog.tsx')),
};
export const buttonLabels = {
  forward: 'talent:buttons.forward',
  bringIn: 'talent:buttons.bringIn',
  savedSearches: 'talent:buttons.savedSearches',
};
