/**
 * The state of one screen on the 界面配置 page: the version in force, the draft, the history, and
 * save / rollback with the server's answers (1105: someone saved meanwhile, so reload; 1000: the
 * per-field `errors`). Every load also refreshes the configuration the open lists use.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast, toastSuccess } from '../../../shell/dialogs.tsx';
import { isApiError } from '../../../shell/httpCore.ts';
import type { OverlayState } from '../../config/overlay.ts';
import { putOverlay } from '../../config/overlayStore.ts';
import type { ResourceDefinition } from '../../engine/types.ts';
import { CONFIG_CHANGED, fetchConfig, fetchHistory, rollbackConfig, saveConfig, type HistoryRow } from './api.ts';
import { draftFrom, draftIssues, toOverlay, type Draft, type Issue } from './draft.ts';

interface Loaded {
  state: OverlayState;
  draft: Draft;
}

export interface ConfigEditor {
  status: 'loading' | 'error' | 'ready';
  loaded: OverlayState | null;
  draft: Draft | null;
  history: HistoryRow[] | null;
  dirty: boolean;
  busy: boolean;
  issues: Record<string, Issue>;
  serverErrors: Readonly<Record<string, string>>;
  update: (change: (d: Draft) => Draft) => void;
  discard: () => void;
  save: (comment: string) => Promise<boolean>;
  rollback: (version: number) => Promise<void>;
}

function useLoader(def: ResourceDefinition, canEdit: boolean) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [history, setHistory] = useState<HistoryRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);
  const reload = useCallback(async () => {
    const id = ++request.current;
    try {
      // The history needs the edit key on the server: without it the page only reads.
      const [state, rows] = await Promise.all([fetchConfig(def.name), canEdit ? fetchHistory(def.name) : Promise.resolve(null)]);
      if (id !== request.current) return;
      setLoaded({ state, draft: draftFrom(def, state.overlay) });
      setHistory(rows);
      setFailed(false);
      putOverlay(state);
    } catch {
      if (id === request.current) setFailed(true);
    }
  }, [def, canEdit]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { loaded, history, failed, reload };
}

export function useConfigEditor(def: ResourceDefinition, canEdit: boolean): ConfigEditor {
  const t = useTranslate();
  const { loaded, history, failed, reload } = useLoader(def, canEdit);
  const [edited, setEdited] = useState<{ base: Loaded; draft: Draft } | null>(null);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  // A reload (save, rollback, someone else's version) starts the draft again from what is in force.
  const draft = edited && edited.base === loaded ? edited.draft : (loaded?.draft ?? null);
  const issues = useMemo(() => (draft ? draftIssues(def, draft) : {}), [def, draft]);
  const dirty = Boolean(draft && loaded && JSON.stringify(draft) !== JSON.stringify(loaded.draft));

  const update = (change: (d: Draft) => Draft) => {
    if (!loaded || !draft) return;
    setEdited({ base: loaded, draft: change(draft) });
    setServerErrors({});
  };

  const run = async (call: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    try {
      await call();
      setServerErrors({});
      await reload();
      return true;
    } catch (e) {
      if (isApiError(e) && e.state === CONFIG_CHANGED) {
        toast(t('admin.resourceConfig.conflict'), { severity: 'warning', ms: 5000 });
        await reload();
      } else if (isApiError(e)) setServerErrors(e.errors);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (comment: string) => {
    if (!loaded || !draft || busy || Object.keys(issues).length) return false;
    const overlay = toOverlay(def, draft);
    return run(async () => {
      const saved = await saveConfig({ resource: def.name, overlay, baseVersion: loaded.state.version, comment: comment.trim() || undefined });
      toastSuccess(t('admin.resourceConfig.saved', { version: saved.version }), 3000);
    });
  };

  const rollback = async (version: number) => {
    if (busy) return;
    await run(async () => {
      await rollbackConfig(def.name, version);
      toastSuccess(t(version === 0 ? 'admin.resourceConfig.restored' : 'admin.resourceConfig.rolledBack', { version }), 3000);
    });
  };

  const status = loaded ? 'ready' : failed ? 'error' : 'loading';
  return { status, loaded: loaded?.state ?? null, draft, history, dirty, busy, issues, serverErrors, update, discard: () => setEdited(null), save, rollback };
}
