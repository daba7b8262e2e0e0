/** System parameters (参数设置) as other modules read them: the module's door to its repository. */
import type { Queryable } from '../../db/client.ts';
import * as repo from './repository.ts';
import { RESUME_SOURCE_HEAD } from '../../../common/recruiting.ts';

/** The company's resume sources, as options in their order. */
export const resumeSources = (db: Queryable, tenementId: number) => repo.parameterOptions(db, tenementId, RESUME_SOURCE_HEAD);

/** Whether a value is an enabled line of the company's parameter `headKey` (a tag, a source). */
export const isParameterValue = (db: Queryable, tenementId: number, headKey: string, value: string) =>
  repo.isParameterValue(db, tenementId, headKey, value);
