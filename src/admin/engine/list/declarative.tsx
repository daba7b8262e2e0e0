/**
 * Running declarative buttons (a definition's `transition` or `api`): a transition that asks for
 * input opens the pipeline's transition dialog (loaded on first use); anything else asks first
 * (when it should), sends `{ids}`, says it is done and reloads the list. A refusal is the server's
 * message, shown by the http client; the list reloads then too, since a row may have moved meanwhile.
 */
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useRefresh, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { stageName } from '../../../common/pipeline.ts';
import type { OverlayRender } from './RowOverlay.tsx';
import { RECRUITMENT_TYPE } from '../../../common/recruiting.ts';
import { transitionRow } from '../../../common/state-tables.ts';
import { http } from '../../../shell/http.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useEngine } from '../EngineContext.tsx';
import type { ButtonDef } from '../types.ts';
import { useButtonLabel, type CommandTarget } from './commands.tsx';
import { asksFirst, callOf, gateOf, needsInput, transitionOf, type Call } from './gates.ts';

const TransitionDialog = lazy(() => import('../../pipeline/TransitionDialog.tsx'));

function send(call: Call, ids: readonly Identifier[]): Promise<unknown> {
  const body = { ids: ids.map(Number) };
  if (call.method === 'DELETE') return http.delete(call.url, body);
  return call.method === 'PUT' ? http.put(call.url, body) : http.post(call.url, body);
}

const nameOf = (record: RaRecord | undefined): string | null =>
  record && typeof record.name === 'string' && record.name ? record.name : null;

interface ActionDialogProps {
  button: ButtonDef;
  target: CommandTarget;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The question before a step: what it is, on whom, and the definition's note when it gives one. */
function ActionDialog({ button, target, busy, onConfirm, onCancel }: ActionDialogProps) {
  const t = useTranslate();
  const action = useButtonLabel()(button);
  const name = nameOf(target.record);
  const count = target.record ? 1 : (target.selectedIds?.length ?? 0);
  const question = name ? t('admin.actions.confirmOne', { action, name }) : t('admin.actions.confirmMany', { action, count });
  const close = () => !busy && onCancel();
  return (
    <Dialog open onClose={close} maxWidth="xs" fullWidth data-testid={`action-${button.name}-dialog`}>
      <DialogTitle sx={{ fontSize: 17 }}>{action}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: typeof button.confirm === 'string' ? 1.5 : 0 }}>{question}</Typography>
        {typeof button.confirm === 'string' && (
          <Alert severity="info" variant="outlined">
            {t(button.confirm)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy} color="inherit">
          {t('admin.buttons.cancel')}
        </Button>
        <Button onClick={() => !busy && onConfirm()} disabled={busy} variant="contained" data-testid="action-confirm">
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export interface DeclarativeHost {
  start: (button: ButtonDef) => void;
  busy: boolean;
  /** The open dialog, if any (render it anywhere under the list). */
  element: ReactNode;
}

/** `overlay`: a row's transition dialog opens over the list, as a row's commands do (useCommandHost). */
export function useDeclarativeHost(
  target: CommandTarget,
  onDone?: () => void,
  overlay?: ((render: OverlayRender) => void) | null,
): DeclarativeHost {
  const t = useTranslate();
  const refresh = useRefresh();
  const label = useButtonLabel();
  const [open, setOpen] = useState<ButtonDef | null>(null);
  const [busy, setBusy] = useState(false);
  // A ref too: two clicks within one render must not send two calls.
  const inFlight = useRef(false);
  const ids: readonly Identifier[] = target.record ? [target.record.id] : (target.selectedIds ?? []);

  const finish = (done: boolean) => {
    setOpen(null);
    if (!done) return;
    onDone?.();
    refresh();
  };
  const run = async (button: ButtonDef) => {
    const call = callOf(button);
    if (!call || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await send(call, ids);
      toastSuccess(t('admin.actions.done', { action: label(button) }));
      finish(true);
    } catch {
      setOpen(null);
      refresh();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  const start = (button: ButtonDef) => {
    const transition = transitionOf(button);
    if (transition && needsInput(transition.row) && overlay)
      overlay(({ open, onClose }) =>
        open ? (
          <Suspense fallback={null}>
            <TransitionDialog
              call={transition.name}
              record={target.record}
              selectedIds={target.selectedIds}
              open
              onClose={(done) => {
                onClose();
                finish(done);
              }}
            />
          </Suspense>
        ) : null,
      );
    else if ((transition && needsInput(transition.row)) || asksFirst(button)) setOpen(button);
    else void run(button);
  };

  const transition = open ? transitionOf(open) : undefined;
  let element: ReactNode = null;
  if (open && transition && needsInput(transition.row)) {
    element = (
      <Suspense fallback={null}>
        <TransitionDialog call={transition.name} record={target.record} selectedIds={target.selectedIds} open onClose={finish} />
      </Suspense>
    );
  } else if (open) {
    element = <ActionDialog button={open} target={target} busy={busy} onConfirm={() => void run(open)} onCancel={() => setOpen(null)} />;
  }
  return { start, busy, element };
}

/** Why a bulk button is off: the first selected row its table refuses, and where that row stands. */
export function useRefusalText(): (button: ButtonDef, record: RaRecord) => string {
  const t = useTranslate();
  const { def } = useEngine();
  const label = useButtonLabel();
  return (button, record) => {
    const gate = gateOf(button);
    const name = nameOf(record) ?? t('admin.actions.aRow');
    const action = label(button);
    if (gate?.table === 'pipeline') {
      const row = transitionRow(gate.call);
      if (
        row?.generalWorkerOnly &&
        (row.from as readonly number[]).includes(Number(record.stage)) &&
        Number(record.recruitmentType) !== RECRUITMENT_TYPE.shortTerm
      ) {
        return t('admin.actions.generalWorkerOnly', { name, action });
      }
      return t('admin.actions.refused', { name, where: stageName(Number(record.stage), currentLang()), action });
    }
    const state = String(record.state ?? '');
    return t('admin.actions.refused', { name, where: t(`resources.${def.name}.options.state.${state}`, { _: state }), action });
  };
}
