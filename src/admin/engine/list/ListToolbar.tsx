/**
 * The list's toolbar: the definition's toolbar buttons under their keys (add opens the form
 * dialog; export, template and import in FileButtons), then filters, saved filters, columns and
 * refresh.
 */
import type { ComponentType } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { FilterButton, RefreshIconButton, TopToolbar, useTranslate } from 'react-admin';
import { useButtonStates, type ButtonState } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { useOpenFormDialog } from '../FormDialogContext.tsx';
import { buttonLabel } from '../labels.ts';
import { ColumnChooser } from './ColumnChooser.tsx';
import { ExportButton, ImportButton, TemplateButton } from './FileButtons.tsx';
import { SavedFiltersMenu } from './SavedFilters.tsx';

function AddButton({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const open = useOpenFormDialog();
  return (
    <Button size="small" variant="contained" startIcon={<AddIcon />} disabled={state.disabled} onClick={() => open({ mode: 'create' })} data-testid="toolbar-add">
      {buttonLabel(t, state.button)}
    </Button>
  );
}

const TOOLBAR_BUTTONS: Readonly<Record<string, ComponentType<{ state: ButtonState }>>> = {
  add: AddButton,
  import: ImportButton,
  template: TemplateButton,
  export: ExportButton,
};

export function ListToolbar({ hasHiddenFilters }: { hasHiddenFilters: boolean }) {
  const { def } = useEngine();
  const states = useButtonStates(def.list.toolbar, def.menu.key);
  const hasFilters = (def.list.filters ?? []).length > 0;
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1, minHeight: 'auto', pt: 1, pb: 1, flexWrap: { xs: 'wrap', md: 'nowrap' }, whiteSpace: { xs: 'normal', md: 'nowrap' }, flexShrink: 0, justifyContent: { xs: 'flex-start', md: 'flex-end' } }}>
      {states.map((s) => {
        const Known = TOOLBAR_BUTTONS[s.button.name];
        return Known ? <Known key={s.key} state={s} /> : null;
      })}
      {/* react-admin's saved queries apply through the URL, which these lists do not sync with. */}
      {hasHiddenFilters && <FilterButton disableSaveQuery size="small" />}
      {hasFilters && <SavedFiltersMenu />}
      <ColumnChooser />
      <RefreshIconButton />
    </TopToolbar>
  );
}
