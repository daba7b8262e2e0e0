/**
 * The toolbar's file buttons: export (the list as filtered and sorted), the import template and
 * the Excel import. Downloads are named by the server (Content-Disposition); the export and
 * template buttons ignore clicks within 300 ms and while a download runs.
 */
import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import TemplateIcon from '@mui/icons-material/DescriptionOutlined';
import { useDataProvider, useListContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { saveDownload, type Download } from '../../../shell/http.ts';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { MissingEndpointError, type RecruitDataProvider } from '../../data/createDataProvider.ts';
import type { ButtonState } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { buttonLabel, recordTitle } from '../labels.ts';
import { reportUnlessShown } from '../reportError.ts';
import { useEndpointUrl } from '../useEndpointUrl.ts';

/** The dialog (with the upload transfer) loads on the first click: most visits never import. */
const ExcelImportDialog = lazy(async () => ({
  default: (await import('../../../widgets/excel-import/ExcelImportDialog.tsx')).ExcelImportDialog,
}));

/** Fetch a file and hand it to the browser. */
async function saveFrom(load: () => Promise<Download>): Promise<void> {
  try {
    saveDownload(await load());
  } catch (e) {
    // The http client has shown its failures (a nameless file too); a missing endpoint is ours to show.
    reportUnlessShown(e);
  }
}

export function ExportButton({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<RecruitDataProvider>();
  const { filterValues, sort } = useListContext();
  return (
    <DebounceButton
      size="small"
      variant="outlined"
      startIcon={<DownloadIcon />}
      disabled={state.disabled}
      onClick={() => saveFrom(() => dataProvider.exportFile(resource, { filter: filterValues, sort }))}
      data-testid="toolbar-export"
    >
      {buttonLabel(t, state.button)}
    </DebounceButton>
  );
}

export function TemplateButton({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<RecruitDataProvider>();
  return (
    <DebounceButton
      size="small"
      variant="outlined"
      startIcon={<TemplateIcon />}
      disabled={state.disabled}
      onClick={() => saveFrom(() => dataProvider.templateFile(resource))}
      data-testid="toolbar-template"
    >
      {buttonLabel(t, state.button)}
    </DebounceButton>
  );
}

export function ImportButton({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const { def } = useEngine();
  const resource = useResourceContext() ?? def.name;
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing still fades out.
  const [opened, setOpened] = useState(false);
  const uploadUrl = useEndpointUrl(resource, 'import');
  const templateUrl = useEndpointUrl(resource, 'template');
  // A button without the import action is a definition bug: say so rather than hide the button.
  const onClick = () => {
    if (!uploadUrl) return reportUnlessShown(new MissingEndpointError(resource, 'import'));
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={state.disabled}
        onClick={onClick}
        data-testid="toolbar-import"
      >
        {buttonLabel(t, state.button)}
      </Button>
      {uploadUrl && opened && (
        <Suspense fallback={null}>
          <ExcelImportDialog
            open={open}
            onClose={() => setOpen(false)}
            uploadUrl={uploadUrl}
            templateUrl={templateUrl}
            title={t('admin.list.importTitle', { name: recordTitle(t, def) })}
            // The dialog stays open with its 成功导入 N 条; the rows show behind it meanwhile.
            onImported={() => refresh()}
          />
        </Suspense>
      )}
    </>
  );
}
