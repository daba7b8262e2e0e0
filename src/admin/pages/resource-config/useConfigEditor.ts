/**
 * The state of one screen on the 界面配置 page: the version in force, the draft, the history, and
 * save / rollback with the server's answers (1105: someone saved meanwhile, so reload; 1000: the
 * per-field `errors`). Every load also refreshes the configuration the open lists use.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { toast, toastSuccess } from '../../../shell/dialogs.tsx';
import { isApiError } from '../../../shell/httpCore.ts';
import { useApiQuery } from '../../../shell/query.ts';
import type { OverlayState } from '../../config/overlay.ts';
import { putOverlay } from '../../config/overlayStore.ts';
import type { ResourceDefinition } from '../../engine/types.ts';
import { CONFIG_CHANGED, rollbackConfig, saveConfig, type HistoryRow } from './api.ts';
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
  const config = useApiQuery('/ResourceConfig/Get', { resource: def.name });
  // The history needs the edit key on the server: without it the page only reads.
  const history = useApiQuery('/ResourceConfig/History', { resource: def.name }, { enabled: canEdit });
  const state = config.data;
  const loaded = useMemo<Loaded | null>(() => (state ? { state, draft: draftFrom(def, state.overlay) } : null), [def, state]);
  // Every answer is also what the open lists of that screen use.
  useEffect(() => {
    if (state) putOverlay(state);
  }, [state]);
  const { refetch: refetchConfig } = config;
  const { refetch: refetchHistory } = history;
  const reload = useCallback(async () => {
    await Promise.all([refetchConfig(), canEdit ? refetchHistory() : undefined]);
  }, [refetchConfig, refetchHistory, canEdit]);
  return { loaded, history: canEdit ? (history.data ?? null) : null, failed: config.isError || history.isError, reload };
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
      const saved = await saveConfig({
        resource: def.name,
        overlay,
        baseVersion: loaded.state.version,
        comment: comment.trim() || undefined,
      });
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
  return {
    status,
    loaded: loaded?.state ?? null,
    draft,
    history,
    dirty,
    busy,
    issues,
    serverErrors,
    update,
    discard: () => setEdited(null),
    save,
    rollback,
  };
}
