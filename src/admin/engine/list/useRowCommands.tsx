/**
 * What the row buttons do: edit opens the dialog, enable turns a record on at once and asks before
 * turning one off (naming it: it leaves every dropdown), delete asks first (naming the record) and
 * shows the server's refusal of a record others use, offering 停用 (DeleteRefusal.tsx).
 */
import { useRef, useState, type ReactNode } from 'react';
import { useDataProvider, useDelete, useRefresh, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import type { RecruitDataProvider } from '../../data/createDataProvider.ts';
import { useOpenFormDialog } from '../FormDialogContext.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DELETE_REFUSAL_STATES, useDeleteRefusal, useRecordName } from './DeleteRefusal.tsx';

export interface RowCommands {
  run: (name: string) => void;
  busy: boolean;
  dialog: ReactNode;
}

export function useRowCommands(record: RaRecord): RowCommands {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<RecruitDataProvider>();
  const refresh = useRefresh();
  const openDialog = useOpenFormDialog();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const refusal = useDeleteRefusal();
  const name = useRecordName()(record);
  const [confirming, setConfirming] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [toggling, setToggling] = useState(false);
  // A ref too: two clicks within one render must not send two calls.
  const running = useRef(false);

  const toggleEnabled = async () => {
    if (running.current) return;
    running.current = true;
    setToggling(true);
    const enabled = record.enabled !== true;
    try {
      await dataProvider.enable(resource, { ids: [record.id], enabled });
      toastSuccess(t(enabled ? 'admin.notify.enabled' : 'admin.notify.disabled'));
      refresh();
    } catch {
      // The http client already showed the failure.
    } finally {
      running.current = false;
      setToggling(false);
    }
  };

  const confirmDelete = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record, meta: { quietStates: DELETE_REFUSAL_STATES } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          toastSuccess(t('admin.notify.deleted'));
        },
        onError: (error) => {
          setConfirming(false);
          refusal.show(error, [record.id], name);
        },
      },
    );

  const run = (name: string) => {
    if (name === 'edit') openDialog({ mode: 'edit', record });
    else if (name === 'enable' && record.enabled === true) setConfirmingOff(true);
    else if (name === 'enable') void toggleEnabled();
    else if (name === 'delete') setConfirming(true);
  };

  const dialog = (
    <>
      <ConfirmDialog
        open={confirming}
        content={t('admin.confirm.delete')}
        subject={name}
        busy={deleting}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        open={confirmingOff}
        content={t('admin.confirm.disable', { name })}
        busy={toggling}
        confirmLabel={t('admin.buttons.disable')}
        confirmColor="warning"
        cancelledText={null}
        onConfirm={() => {
          setConfirmingOff(false);
          void toggleEnabled();
        }}
        onClose={() => setConfirmingOff(false)}
      />
      {refusal.element}
    </>
  );
  return { run, busy: toggling || deleting, dialog };
}
