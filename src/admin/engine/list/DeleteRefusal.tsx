/**
 * What a delete shows when the server refuses it because others use the records (1230, 1231): the
 * server's message, which names the record and what uses it how many times, and, where the
 * resource can be disabled (1230) and the user holds its enable key, a 停用 button that disables
 * the records after its own confirmation. Also the record's name for the delete confirmation.
 */
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import {
  useDataProvider,
  useGetRecordRepresentation,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { States } from '../../../common/states.ts';
import { isApiError } from '../../../shell/httpCore.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import type { RecruitDataProvider } from '../../data/createDataProvider.ts';
import { useButtonStates } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const IN_USE = States.RECORD_IN_USE.code;
/** Delete refusals the engine shows itself: pass as the delete's `meta.quietStates` (no toast). */
export const DELETE_REFUSAL_STATES: readonly number[] = [IN_USE, States.RECORD_IN_USE_KEPT.code];

/** The record as the list names it (its recordRepresentation), or nothing rather than an id. */
export function useRecordName(): (record: RaRecord) => string | undefined {
  const represent = useGetRecordRepresentation(useResourceContext());
  return (record) => {
    const v: unknown = represent(record);
    const text = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
    return text && text !== `#${String(record.id)}` ? text : undefined;
  };
}

/** The definition offers 停用 and the user holds its key. */
function useMayDisable(): boolean {
  const { def } = useEngine();
  const buttons = [...(def.list.actions ?? []), ...(def.list.bulkActions ?? [])].filter((b) => b.name === 'enable');
  const states = useButtonStates(buttons, def.menu.key);
  return def.api.actions.enable !== undefined && states.some((s) => !s.disabled);
}

interface Refusal {
  message: string;
  offer: boolean;
  ids: readonly Identifier[];
  name: string | undefined;
}

export interface DeleteRefusal {
  /** Show `error` if it is a refusal of these records; false for any other failure. */
  show: (error: unknown, ids: readonly Identifier[], name?: string) => boolean;
  element: ReactNode;
}

export function useDeleteRefusal(onDisabled?: () => void): DeleteRefusal {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<RecruitDataProvider>();
  const refresh = useRefresh();
  const mayDisable = useMayDisable();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const show = (error: unknown, ids: readonly Identifier[], name?: string) => {
    if (!isApiError(error) || !DELETE_REFUSAL_STATES.includes(error.state)) return false;
    setRefusal({ message: error.message, offer: error.state === IN_USE && mayDisable, ids, name });
    return true;
  };
  const close = () => {
    setConfirming(false);
    setRefusal(null);
  };
  const disable = async () => {
    if (!refusal || busy) return;
    setBusy(true);
    try {
      await dataProvider.enable(resource, { ids: [...refusal.ids], enabled: false });
      toastSuccess(t('admin.notify.disabled'));
      close();
      onDisabled?.();
      refresh();
    } catch {
      // The http client already showed the failure.
    } finally {
      setBusy(false);
    }
  };

  const question =
    refusal?.ids.length === 1 && refusal.name
      ? t('admin.confirm.disable', { name: refusal.name })
      : t('admin.confirm.bulkDisable', { count: refusal?.ids.length ?? 0 });
  const element = (
    <>
      <Dialog open={refusal !== null && !confirming} onClose={close} maxWidth="xs" fullWidth data-testid="delete-refused">
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, fontSize: 17 }}>
          <InfoIcon color="warning" />
          {t('admin.confirm.inUseTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{refusal?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit" data-testid="delete-refused-close">
            {t(refusal?.offer ? 'admin.buttons.cancel' : 'admin.buttons.confirm')}
          </Button>
          {refusal?.offer && (
            <Button onClick={() => setConfirming(true)} variant="contained" color="warning" data-testid="delete-refused-disable">
              {t('admin.buttons.disable')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        busy={busy}
        content={question}
        confirmLabel={t('admin.buttons.disable')}
        confirmColor="warning"
        cancelledText={null}
        onConfirm={() => void disable()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
  return { show, element };
}
