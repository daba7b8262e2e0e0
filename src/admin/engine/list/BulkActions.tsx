/**
 * Bulk buttons of the definition under their keys: delete (with the seeds' confirm), enable, the
 * overrides' commands (given the selected ids) and the declared ones (transition, api). A button
 * whose state table refuses a selected row is off and says which row and why.
 */
import { useState, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useDataProvider, useDeleteMany, useListContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import type { RecruitDataProvider } from '../../data/createDataProvider.ts';
import { useButtonStates, type ButtonState } from '../buttons.ts';
import { useEngine } from '../EngineContext.tsx';
import { useButtonLabel, useCommandHost } from './commands.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DELETE_REFUSAL_STATES, useDeleteRefusal, useRecordName } from './DeleteRefusal.tsx';
import { BULK_COMMANDS, runnableStates } from './placement.ts';
import { useDeclarativeHost, useRefusalText } from './declarative.tsx';
import { firstRefusing, isDeclarative } from './gates.ts';

function BulkDelete({ state }: { state: ButtonState }) {
  const t = useTranslate();
  const resource = useResourceContext() ?? '';
  const { selectedIds, onUnselectItems, data } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const refusal = useDeleteRefusal(onUnselectItems);
  const nameOf = useRecordName();
  // One selected row on the page: the confirmation and the refusal name it.
  const only = selectedIds.length === 1 ? data?.find((r) => r.id === selectedIds[0]) : undefined;
  const name = only ? nameOf(only) : undefined;
  const confirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds, meta: { quietStates: DELETE_REFUSAL_STATES } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          onUnselectItems();
          toastSuccess(t('admin.notify.deleted'));
        },
        onError: (error) => {
          setOpen(false);
          refusal.show(error, selectedIds, name);
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={state.disabled || isPending}
        onClick={() => setOpen(true)}
        data-testid="bulk-delete"
      >
        {t('admin.buttons.bulkDelete')}
      </Button>
      <ConfirmDialog
        open={open}
        busy={isPending}
        content={t('admin.confirm.bulkDelete', { count: selectedIds.length })}
        subject={name}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
      {refusal.element}
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

/** The bulk buttons with the selection's state-table refusals: off, saying which row refuses and why. */
function useGatedStates(): Array<ButtonState & { why?: string }> {
  const states = useBulkStates();
  const { data, selectedIds } = useListContext();
  const refusal = useRefusalText();
  const chosen = new Set(selectedIds);
  const selected = (data ?? []).filter((r) => chosen.has(r.id));
  return states.map((s) => {
    const refusing = s.disabled ? undefined : firstRefusing(s.button, selected);
    return refusing ? { ...s, disabled: true, why: refusal(s.button, refusing) } : s;
  });
}

/** A button that is off for a reason says it on hover and tap (a disabled button gets no events itself). */
function Why({ why, children }: { why?: string; children: ReactElement }) {
  if (!why) return children;
  return (
    <Tooltip title={why} enterTouchDelay={0}>
      <span data-testid="bulk-why">{children}</span>
    </Tooltip>
  );
}

export function BulkActions() {
  const states = useGatedStates();
  const label = useButtonLabel();
  const { selectedIds, onUnselectItems } = useListContext();
  const host = useCommandHost({ selectedIds }, onUnselectItems);
  const declared = useDeclarativeHost({ selectedIds }, onUnselectItems);
  const button = (s: ButtonState, onClick: () => void) => (
    <Button size="small" disabled={s.disabled || declared.busy} onClick={onClick} data-testid={`bulk-${s.button.name}`}>
      {label(s.button)}
    </Button>
  );
  return (
    <>
      {states.map((s) => (
        <Why key={s.key} why={s.why}>
          {host.has(s.button.name) ? (
            button(s, () => host.start(s.button.name))
          ) : isDeclarative(s.button) ? (
            button(s, () => declared.start(s.button))
          ) : s.button.name === 'delete' ? (
            <BulkDelete state={s} />
          ) : (
            <>
              <BulkEnable state={s} enabled />
              <BulkEnable state={s} enabled={false} />
            </>
          )}
        </Why>
      ))}
      {host.element}
      {declared.element}
    </>
  );
}

export function useHasBulkActions(): boolean {
  return useBulkStates().length > 0;
}
