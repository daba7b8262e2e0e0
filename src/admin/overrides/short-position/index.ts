/**
 * 短期职位 (resources/short-position.json): the positions screen's buttons, cells and inputs, with
 * the recruitment type fixed to short term and the work period always asked for.
 */
import { ShortTypeInput } from '../position-info/inputs.tsx';
import { formItems as positionItems } from '../position-info/index.ts';

export { buttonLabels, columns, commands, rowButtonDisabled } from '../position-info/index.ts';

export const formItems = { ...positionItems, recruitmentType: ShortTypeInput };
