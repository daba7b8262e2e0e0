/**
 * Applying: choose the online resume or an attachment. What the resume lacks for this position
 * (PositionInfo/Qualification) shows before sending, with a way to complete it; the server's own
 * refusals (1146 missing sections, 1147 unmet requirements, 1145 already applied, 1140 offline)
 * show in the dialog rather than as a passing toast.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shell/http.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { qualification, specialFormOf } from '../../api/positions.ts';
import { deliver, resumesForDelivery } from '../../api/seeker.ts';
import type { PositionDetail } from '../../api/types.ts';
import { useIsMobile } from '../../components/useIsMobile.ts';
import { ResumeChoice, defaultChoice, type Choice } from './ResumeChoice.tsx';
import { SpecialFormFields, formIssues, formPayload, type FormValues } from './SpecialFormFields.tsx';
import { QualificationNotes } from './QualificationNotes.tsx';

interface Refusal {
  state: number;
  message: string;
}

/** What the dialog needs, asked together each time it opens (`round`). */
function useApplyData(position: PositionDetail, round: number) {
  return useQuery({
    queryKey: ['portal/apply', position.id, round],
    queryFn: async () => {
      const [resumes, qual, form] = await Promise.all([
        resumesForDelivery(),
        qualification(position.id),
        position.specialFormId ? specialFormOf(position.id) : Promise.resolve(null),
      ]);
      return { resumes, qual, form };
    },
  });
}

function CompleteLink() {
  const { t } = useTranslation('portal');
  return (
    <Link component={RouterLink} to="/hr/completeData" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }} data-testid="to-complete-data">
      {t('apply.completeResume')} ›
    </Link>
  );
}

export function ApplyDialog({
  position,
  round,
  onClose,
  onApplied,
}: {
  position: PositionDetail;
  round: number;
  onClose: () => void;
  onApplied: () => void;
}) {
  const { t } = useTranslation('portal');
  const mobile = useIsMobile();
  const { data } = useApplyData(position, round);
  const [picked, setPicked] = useState<Choice | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const choice = picked ?? (data ? defaultChoice(data.resumes, data.qual) : null);
  const submit = async () => {
    if (!data || !choice || busy) return;
    const issues = data.form ? formIssues(t, data.form.items, values) : {};
    setErrors(issues);
    if (Object.keys(issues).length) return;
    setBusy(true);
    setRefusal(null);
    try {
      await deliver({
        positionId: position.id,
        resumeType: choice.type,
        attachmentId: choice.attachmentId,
        formData: data.form ? formPayload(data.form.items, values) : undefined,
      });
      toastSuccess(t('apply.done'));
      onApplied();
    } catch (e) {
      if (!isApiError(e)) throw e;
      if (e.state === 1145) onApplied();
      setRefusal({ state: e.state, message: e.message });
      // Field errors of the special form come back as formData.<prop> or <prop>.
      setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k.replace(/^formData\./, ''), v])));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={mobile} data-testid="apply-dialog">
      <DialogTitle sx={{ fontWeight: 700, pb: 1 }}>{t('apply.title', { name: position.name })}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {!data && (
          <>
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={120} />
          </>
        )}
        {data && <QualificationNotes qual={data.qual} completeLink={<CompleteLink />} />}
        {data && (
          <ResumeChoice resumes={data.resumes} qual={data.qual} value={choice} onChange={setPicked} completeLink={<CompleteLink />} />
        )}
        {data?.form && (
          <SpecialFormFields
            form={data.form}
            values={values}
            errors={errors}
            onChange={(prop, v) => setValues((s) => ({ ...s, [prop]: v }))}
          />
        )}
        {refusal && (
          <Alert
            severity="error"
            data-testid="apply-refusal"
            action={refusal.state === 1146 || refusal.state === 1147 ? <CompleteLink /> : undefined}
          >
            {refusal.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} disabled={busy}>
          {t('apply.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!data || !choice || busy || (data && !data.qual.canDeliver)}
          data-testid="apply-submit"
        >
          {t('apply.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
