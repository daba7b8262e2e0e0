/**
 * The list's toolbar: the definition's toolbar buttons under their keys (add opens the form
 * dialog; export, template and import in FileButtons; upload in UploadButton; other names run the
 * overrides' commands),
 * then filters, saved filters, columns and refresh.
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
import { useButtonLabel, useCommandHost, type CommandHost } from './commands.tsx';
import { ExportButton, ImportButton, TemplateButton } from './FileButtons.tsx';
import { TOOLBAR_COMMANDS, runnableStates } from './placement.ts';
import { SavedFiltersMenu } from './SavedFilters.tsx';
import { UploadButton } from './UploadButton.tsx';

function AddButton({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const open = useOpenFormDialog();
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<AddIcon />}
      disabled={state.disabled}
      onClick={() => open({ mode: 'create' })}
      data-testid="toolbar-add"
    >
      {buttonLabel(t, state.button)}
    </Button>
  );
}

const TOOLBAR_BUTTONS: Readonly<Record<string, ComponentType<{ state: ButtonState }>>> = {
  add: AddButton,
  import: ImportButton,
  template: TemplateButton,
  export: ExportButton,
  upload: UploadButton,
};

function CommandButton({ state, host }: { state: ButtonState; host: CommandHost }) {
  const label = useButtonLabel();
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={state.disabled}
      onClick={() => host.start(state.button.name)}
      data-testid={`toolbar-${state.button.name}`}
    >
      {label(state.button)}
    </Button>
  );
}

export function ListToolbar({ hasHiddenFilters }: { hasHiddenFilters: boolean }) {
  const { def, overrides } = useEngine();
  const states = runnableStates(useButtonStates(def.list.toolbar, def.menu.key), TOOLBAR_COMMANDS, overrides.commands);
  const host = useCommandHost({});
  const hasFilters = (def.list.filters ?? []).length > 0;
  return (
    <TopToolbar
      sx={{
        ml: 'auto',
        alignItems: 'center',
        gap: 1,
        minHeight: 'auto',
        pt: 1,
        pb: 1,
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        whiteSpace: { xs: 'normal', md: 'nowrap' },
        flexShrink: 0,
        justifyContent: { xs: 'flex-start', md: 'flex-end' },
      }}
    >
      {states.map((s) => {
        // An override may replace a built-in button too.
        if (host.has(s.button.name)) return <CommandButton key={s.key} state={s} host={host} />;
        const Known = TOOLBAR_BUTTONS[s.button.name];
        return Known ? <Known key={s.key} state={s} /> : null;
      })}
      {host.element}
      {/* react-admin's saved queries apply through the URL, which these lists do not sync with. */}
      {hasHiddenFilters && <FilterButton disableSaveQuery size="small" />}
      {hasFilters && <SavedFiltersMenu />}
      <ColumnChooser />
      <RefreshIconButton />
    </TopToolbar>
  );
}
