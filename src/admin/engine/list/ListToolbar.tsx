/**
 * The list's toolbar: the definition's toolbar buttons (add opens the form dialog, export saves
 * the file the server names in Content-Disposition) under their keys, then filters, columns and
 * refresh.
 */
import { useRef, useState, type ComponentType } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { FilterButton, RefreshIconButton, TopToolbar, useDataProvider, useListContext, useResourceContext, useTranslate } from 'react-admin';
import { saveDownload } from '../../../shell/http.ts';
import type { RecruitDataProvider } from '../../data/createDataProvider.ts';
import { useButtonStates, type ButtonState } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { useOpenFormDialog } from '../FormDialogContext.tsx';
import { buttonLabel } from '../labels.ts';
import { ColumnChooser } from './ColumnChooser.tsx';

function ExportButton({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<RecruitDataProvider>();
  const { filterValues, sort } = useListContext();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const onClick = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      saveDownload(await dataProvider.exportFile(resource, { filter: filterValues, sort }));
    } catch {
      // Shown by the http client, including the configuration error for a nameless file.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={state.disabled || busy} onClick={() => void onClick()} data-testid="toolbar-export">
      {buttonLabel(t, state.button)}
    </Button>
  );
}

function AddButton({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const open = useOpenFormDialog();
  return (
    <Button size="small" variant="contained" startIcon={<AddIcon />} disabled={state.disabled} onClick={() => open({ mode: 'create' })} data-testid="toolbar-add">
      {buttonLabel(t, state.button)}
    </Button>
  );
}

const TOOLBAR_BUTTONS: Readonly<Record<string, ComponentType<{ state: ButtonState }>>> = { add: AddButton, export: ExportButton };

export function ListToolbar({ hasHiddenFilters }: { hasHiddenFilters: boolean }) {
  const { def } = useEngine();
  const states = useButtonStates(def.list.toolbar, def.menu.key);
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1, minHeight: 'auto', pt: 1, pb: 1, flexWrap: { xs: 'wrap', md: 'nowrap' }, whiteSpace: { xs: 'normal', md: 'nowrap' }, flexShrink: 0, justifyContent: { xs: 'flex-start', md: 'flex-end' } }}>
      {states.map((s) => {
        const Known = TOOLBAR_BUTTONS[s.button.name];
        return Known ? <Known key={s.key} state={s} /> : null;
      })}
      {hasHiddenFilters && <FilterButton disableSaveQuery size="small" />}
      <ColumnChooser />
      <RefreshIconButton />
    </TopToolbar>
  );
}
