/** The ResourceConfig/* calls the 界面配置 page makes (the server validates and versions them). */
import { http } from '../../../shell/http.ts';
import type { Overlay, OverlayState } from '../../config/overlay.ts';

/** Function key that saving, the history and rollbacks need (the seeds' key rules know it from here). */
export const CONFIG_EDIT_KEY = 'resourceConfig:edit';

/** State 1105: someone saved this screen since it was loaded. */
export const CONFIG_CHANGED = 1105;

export interface HistoryRow {
  version: number;
  comment: string | null;
  createdAt: string;
  createdBy: string;
}

export interface Saved {
  resource: string;
  version: number;
}

export const fetchConfig = (resource: string) => http.get<OverlayState>('ResourceConfig/Get', { resource });

export const fetchHistory = (resource: string) => http.get<HistoryRow[]>('ResourceConfig/History', { resource });

export function saveConfig(input: { resource: string; overlay: Overlay; baseVersion: number; comment?: string }): Promise<Saved> {
  // The page says what 1105 means itself, then reloads.
  return http.post<Saved>('ResourceConfig/Save', input, { quietStates: [CONFIG_CHANGED] });
}

/** Version 0 puts the definition back as shipped. */
export function rollbackConfig(resource: string, version: number): Promise<Saved> {
  return http.post<Saved>('ResourceConfig/Rollback', { resource, version }, { quietStates: [CONFIG_CHANGED] });
}
