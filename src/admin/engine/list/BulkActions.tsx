/**
 * Bulk buttons of the definition under their keys: delete (with the seeds' confirm), enable, and
 * the overrides' commands (given the selected ids).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useDataProvider, useDeleteMany, useListContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import type { RecruitDataProvider } from '../../data/createDataProvider.ts';
import { useButtonStates, type ButtonState } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { useButtonLabel, useCommandHost } from './commands.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { BULK_COMMANDS, runnableStates } from './placement.ts';

function BulkDelete({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const { selectedIds, onUnselectItems } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const confirm = () =>
    deleteMany(resource, { ids: selectedIds }, {
      mutationMode: 'pessimistic',
      onSuccess: () => {
        setOpen(false);
        onUnselectItems();
        toastSuccess(t('admin.notify.deleted'));
      },
      onError: () => setOpen(false),
    });
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={state.disabled || isPending} onClick={() => setOpen(true)} data-testid="bulk-delete">
        {t('admin.buttons.bulkDelete')}
      </Button>
      <ConfirmDialog open={open} busy={isPending} content={t('admin.confirm.bulkDelete', { count: selectedIds.length })} onConfirm={confirm} onClose={() => setOpen(false)} />
    </>
  );
}

function BulkEnable({ state, enabled }: { state: ButtonState; enabled: boolean }) {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<RecruitDataProvider>();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await dataProvider.enable(resource, { ids: selectedIds, enabled });
      onUnselectItems();
      toastSuccess(t(enabled ? 'admin.notify.enabled' : 'admin.notify.disabled'));
      refresh();
    } catch {
      // Shown by the http client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" disabled={state.disabled || busy} onClick={() => void onClick()}>
      {t(enabled ? 'admin.buttons.enable' : 'admin.buttons.disable')}
    </Button>
  );
}

function useBulkStates(): ButtonState[] {
  const { def, overrides } = useEngine();
  return runnableStates(useButtonStates(def.list.bulkActions, def.menu.key), BULK_COMMANDS, overrides.commands);
}

export function BulkActions() {
  const states = useBulkStates();
  const label = useButtonLabel();
  const { selectedIds, onUnselectItems } = useListContext();
  const host = useCommandHost({ selectedIds }, onUnselectItems);
  return (
    <>
      {states.map((s) =>
        host.has(s.button.name) ? (
          <Button key={s.key} size="small" disabled={s.disabled} onClick={() => host.start(s.button.name)} data-testid={`bulk-${s.button.name}`}>
            {label(s.button)}
          </Button>
        ) : s.button.name === 'delete' ? (
          <BulkDelete key={s.key} state={s} />
        ) : (
          [<BulkEnable key={`${s.key}:on`} state={s} enabled />, <BulkEnable key={`${s.key}:off`} state={s} enabled={false} />]
        ),
      )}
      {host.element}
    </>
  );
}

export function useHasBulkActions(): boolean {
  return useBulkStates().length > 0;
}
