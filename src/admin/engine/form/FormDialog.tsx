/**
 * The add/edit dialog of a definition (`form.width`, items on a 24-column grid). Edit reloads the
 * row through the detail call; a backdrop click does not close it (typed input would be lost).
 * Submitting validates first, goes through the debounce button (a double click or Enter twice
 * saves once), sends the cleaned values and puts the server's per-field `errors` under the fields; rules
 * between fields (overrides' `validate`) are checked first and put there the same way.
 */
import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Form, setSubmissionErrors, useCreate, useGetOne, useResourceContext, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { currentLang } from '../../../shell/i18n.ts';
import { isApiError } from '../../../shell/httpCore.ts';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { useEngine } from '../EngineContext.tsx';
import { useFormDialog, type FormMode } from '../FormDialogContext.tsx';
import { recordTitle } from '../labels.ts';
import { FormItem } from './FormItem.tsx';
import { createDefaults, gridSize, submitValues, visibleItems } from './rules.ts';

const DEFAULT_WIDTH = 560;

function useSave(mode: FormMode, original: RaRecord | undefined) {
  const { def } = useEngine();
  const resource = useResourceContext() ?? def.name;
  const [create] = useCreate();
  const [update] = useUpdate();
  return async (values: Record<string, unknown>): Promise<RaRecord | undefined> => {
    const data = submitValues(def, mode, values, original);
    // Field errors go under the fields (onSubmit below): no toast repeats them.
    const meta = { fieldsShown: true };
    if (mode === 'create') return create(resource, { data, meta }, { mutationMode: 'pessimistic', returnPromise: true });
    if (original)
      await update(resource, { id: original.id, data, previousData: original, meta }, { mutationMode: 'pessimistic', returnPromise: true });
    return undefined;
  };
}

type FieldErrors = Record<string, string>;
type SubmitHandler = (values: Record<string, unknown>) => Promise<FieldErrors | undefined>;

/**
 * Save runs from the button's click, not the form's submit event, so the debounce gate sees every
 * way in (a click, a double click, Enter in a field) and the button stays busy while it saves.
 */
function SubmitButton({ onSubmit }: { onSubmit: SubmitHandler }) {
  const t = useTranslate();
  const { handleSubmit, setError } = useFormContext();
  const submit = (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    return handleSubmit(async (values) => {
      const errors = await onSubmit(values);
      if (errors) setSubmissionErrors(errors, setError);
    })();
  };
  return (
    <DebounceButton type="submit" variant="contained" onClick={submit} data-testid="form-submit">
      {t('admin.buttons.save')}
    </DebounceButton>
  );
}

function DialogBody({ mode, record }: { mode: FormMode; record: RaRecord | undefined }) {
  const t = useTranslate();
  const { def, overrides } = useEngine();
  const { close } = useFormDialog();
  const save = useSave(mode, record);
  const [saving, setSaving] = useState(false);
  const onSubmit: SubmitHandler = async (values) => {
    // Rules between fields go under the fields, as the server would put them, without a round trip.
    const crossed = overrides.validate?.(submitValues(def, mode, values, record), currentLang());
    if (crossed) return crossed;
    setSaving(true);
    try {
      const saved = await save(values);
      // A create may have done something else than make the record (people: an invitation sent).
      const notice = mode === 'create' && saved ? overrides.createdNotice?.(saved) : undefined;
      toastSuccess(t(notice ?? (mode === 'create' ? 'admin.notify.created' : 'admin.notify.updated')));
      close();
      return undefined;
    } catch (e) {
      // Per-field messages go under the fields (no toast for them); any other refusal was toasted by the http client.
      return isApiError(e) && Object.keys(e.errors).length ? { ...e.errors } : undefined;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      record={mode === 'edit' ? record : undefined}
      defaultValues={mode === 'create' ? createDefaults(def) : undefined}
      onSubmit={onSubmit}
      mode="onTouched"
      noValidate
      disableInvalidFormNotification
    >
      <DialogContent dividers>
        <Grid container columnSpacing={2} rowSpacing={0.5}>
          {visibleItems(def, mode).map((item) => (
            <Grid key={item.prop} size={{ xs: 12, md: gridSize(item.span) }}>
              <FormItem item={item} mode={mode} />
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close} color="inherit" disabled={saving}>
          {t('admin.buttons.cancel')}
        </Button>
        <SubmitButton onSubmit={onSubmit} />
      </DialogActions>
    </Form>
  );
}

export function FormDialog({ mode }: { mode: FormMode }) {
  const t = useTranslate();
  const { def } = useEngine();
  const { record: row, close } = useFormDialog();
  const resource = useResourceContext() ?? def.name;
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const editId = mode === 'edit' ? row?.id : undefined;
  const detail = useGetOne(resource, { id: editId ?? '' }, { enabled: editId !== undefined, retry: false });
  // Without a detail call (or when it fails) the row itself is what there is to edit.
  const record = mode === 'edit' ? (detail.data ?? (detail.isError ? row : undefined)) : undefined;
  const title = t(mode === 'create' ? 'admin.form.createTitle' : 'admin.form.editTitle', { name: recordTitle(t, def) });
  return (
    <Dialog
      open
      onClose={(_e, reason) => reason !== 'backdropClick' && close()}
      fullScreen={fullScreen}
      maxWidth={false}
      slotProps={{ paper: { sx: fullScreen ? undefined : { width: def.form.width ?? DEFAULT_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
      data-testid="form-dialog"
    >
      <DialogTitle sx={{ fontSize: 17, fontWeight: 600 }}>{title}</DialogTitle>
      {mode === 'edit' && !record ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress size={28} />
        </Box>
      ) : (
        <DialogBody mode={mode} record={record} />
      )}
    </Dialog>
  );
}
