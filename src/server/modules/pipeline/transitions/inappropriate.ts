/**
 * 不合适 (the seeds' dialog): a tag from the company's 不合适标签 parameter and a personnel type are
 * required; the reply message is optional and, when given, is what the seeker reads on their record.
 */
import { CATALOG } from '../../dropdown/catalog.ts';
import { fieldError } from '../../../http/app-error.ts';
import type { Effects } from '../effects.ts';
import { stageNotice } from '../notices.ts';
import { INAPPROPRIATE_TAG_HEAD, PIPELINE_STAGE } from '../../../../common/recruiting.ts';
import { isParameterValue } from '../../sysparam/service.ts';

const personnelTypes = new Set(CATALOG.Public!.PersonnelType!.map(([value]) => String(value)));

export const inappropriateEffects: Effects = {
  async check({ tx, caller, input }) {
    if (!personnelTypes.has(String(input.personnelType))) throw fieldError('personnelType', { rule: 'enum' });
    if (!(await isParameterValue(tx, caller.tenementId, INAPPROPRIATE_TAG_HEAD, String(input.tag))))
      throw fieldError('tag', { rule: 'enum' });
  },
  patch: (input) => ({ personnelType: String(input.personnelType) }),
  notice: (record, input, lang) =>
    stageNotice(record, PIPELINE_STAGE.inappropriate, lang, typeof input.message === 'string' ? input.message : undefined),
  // The reason, a line of the 不合适标签 parameter the log names (oplog/refs.ts); the remark and message stay in the history.
  logged: (input) => ({ tag: input.tag }),
};
