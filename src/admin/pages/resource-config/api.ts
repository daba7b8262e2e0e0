/** The ResourceConfig/* calls the 界面配置 page makes (the server validates and versions them). */
import { api, type ApiBody, type ApiData } from '../../../shell/api.ts';

/** Function key that saving, the history and rollbacks need (the seeds' key rules know it from here). */
export const CONFIG_EDIT_KEY = 'resourceConfig:edit';

/** State 1105: someone saved this screen since it was loaded. */
export const CONFIG_CHANGED = 1105;

export type HistoryRow = ApiData<'/ResourceConfig/History'>[number];
export type Saved = ApiData<'/ResourceConfig/Save', 'post'>;

export function saveConfig(input: ApiBody<'/ResourceConfig/Save'>): Promise<Saved> {
  // The page says what 1105 means itself, then reloads.
  return api.post('/ResourceConfig/Save', input, { quietStates: [CONFIG_CHANGED] });
}

/** Version 0 puts the definition back as shipped. */
export function rollbackConfig(resource: string, version: number): Promise<Saved> {
  return api.post('/ResourceConfig/Rollback', { resource, version }, { quietStates: [CONFIG_CHANGED] });
}
