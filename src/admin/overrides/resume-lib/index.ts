/**
 * 简历库 (resources/resume-lib.json): the name opens the entry's drawer (src/admin/pages/talent), where
 * holders of the edit key change HR's copy section by section; 转发 forwards a row's resume. The
 * editResume key is declared as a button without a command so roles can be given it: no row shows it.
 */
import '../../pages/talent/i18n.ts';
import { ForwardCommand } from '../../pages/talent/Commands.tsx';
import { TalentNameCell } from '../../pages/talent/TalentNameCell.tsx';

export const columns = { name: TalentNameCell };
export const commands = { forward: ForwardCommand };
export const buttonLabels = { forward: 'talent:buttons.forward' };
