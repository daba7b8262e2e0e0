/**
 * 申请发布 / 发布 / 下线 on a row or on the selection: a confirmation that says what the step
 * means, then the call (the whole selection or none; the server names a position in the wrong state).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Identifier } from 'react-admin';
import { http } from '../../../shell/http.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../../pages/access/AccessDialog.tsx';
import { usePositionT } from '../../pages/position/i18n.ts';
import { STEP_ACTION, type LifecycleStep } from './rules.ts';

function LifecycleDialog({ step, record, selectedIds, onClose }: CommandProps & { step: LifecycleStep }) {
  const t = usePositionT();
  const [busy, setBusy] = useState(false);
  const ids: readonly Identifier[] = record ? [record.id] : (selectedIds ?? []);
  const action = t(`lifecycle.${step}`);
  const run = async () => {
    setBusy(true);
    try {
      await http.post(STEP_ACTION[step], { ids: ids.map(Number) });
      toastSuccess(t('lifecycle.done', { action }));
      onClose(true);
    } catch {
      // The http client showed why (1143 names the state); the dialog stays for another try.
      setBusy(false);
    }
  };
  const question = record ? t('lifecycle.confirmOne', { action, name: String(record.name ?? '') }) : t('lifecycle.confirmMany', { action, count: ids.length });
  return (
    <AccessDialog
      title={t('lifecycle.title', { action })}
      width={460}
      busy={busy}
      onClose={() => onClose(false)}
      testId={`position-${step}-dialog`}
      actions={
        <>
          <Button color="inherit" onClick={() => onClose(false)} disabled={busy}>{t('specialForm.cancel')}</Button>
          <DebounceButton variant="contained" color={step === 'offline' ? 'warning' : 'primary'} onClick={run} data-testid="position-step-confirm">
            {action}
          </DebounceButton>
        </>
      }
    >
      <Typography sx={{ mb: 1.5 }}>{question}</Typography>
      <Alert severity={step === 'offline' ? 'warning' : 'info'} variant="outlined">{t(`lifecycle.hint.${step}`)}</Alert>
    </AccessDialog>
  );
}

export const ApplyPublishCommand = (p: CommandProps) => <LifecycleDialog step="applyPublish" {...p} />;
export const PublishCommand = (p: CommandProps) => <LifecycleDialog step="publish" {...p} />;
export const OfflineCommand = (p: CommandProps) => <LifecycleDialog step="offline" {...p} />;
