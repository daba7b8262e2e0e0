/**
 * 短期职位 (resources/short-position.json, extending position-info.json): the positions screen's
 * cells, inputs and button names, with the recruitment type fixed to short term.
 */
import { ShortTypeInput } from '../position-info/inputs.tsx';
import { formItems as positionItems } from '../position-info/index.ts';

export { buttonLabels, columns } from '../position-info/index.ts';

export const formItems = { ...positionItems, recruitmentType: ShortTypeInput };
