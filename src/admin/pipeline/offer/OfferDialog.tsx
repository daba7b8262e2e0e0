/**
 * 发送Offer: the offer's fields beside a live preview of the letter (below them on a phone). The
 * preview is PreviewOffer's PDF of what is typed (asked again half a second after the last change,
 * once the required fields are there), drawn with the project's PDF preview; sending posts the
 * SendOffer row. A refusal keeps everything typed and shows the server's words and fields.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { api } from '../../../shell/api.ts';
import { isApiError } from '../../../shell/httpCore.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { PdfPreview } from '../../../widgets/pdf-preview/PdfPreview.tsx';
import { postTransition } from '../submit.ts';
import { useOffersT } from './i18n.ts';
import { firstValues, offerBody, problemsOf, type OfferInfo, type OfferValues } from './form.ts';
import { OfferFields } from './OfferFields.tsx';
import { OfferSalaryState } from '../../pages/salary/OfferSalaryState.tsx';

export interface OfferDialogProps {
  id: number;
  onClose: (done: boolean) => void;
}

const PREVIEW_DELAY_MS = 500;

/** The body last typed, once it stayed the same for a moment and has what a letter needs. */
function useSettledBody(values: OfferValues | null): string | null {
  const ready = values && Object.keys(problemsOf(values)).length === 0 ? JSON.stringify(offerBody(values)) : null;
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(ready), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [ready]);
  return settled;
}

function Preview({ id, body }: { id: number; body: string | null }) {
  const t = useOffersT();
  return (
    <Box data-testid="offer-preview" sx={{ bgcolor: 'grey.100', borderRadius: 1, p: 1.5, minHeight: 320 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('dialog.preview')}
      </Typography>
      {body ? (
        <PdfPreview
          source={`offer-preview:${id}:${body}`}
          load={async () =>
            (await api.postFile('/InterviewAssessments/PreviewOffer', { id, ...JSON.parse(body) }, { silent: true })).blob.arrayBuffer()
          }
          texts={{ loading: t('dialog.loading'), failed: t('dialog.failed') }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="offer-preview-hint">
          {t('dialog.previewHint')}
        </Typography>
      )}
    </Box>
  );
}

function Form({ id, info, onClose }: OfferDialogProps & { info: OfferInfo }) {
  const t = useOffersT();
  const [values, setValues] = useState<OfferValues>(() => firstValues(info));
  const [errors, setErrors] = useState<Partial<Record<keyof OfferValues, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const body = useSettledBody(values);
  // The approved salary goes into the offer (src/admin/pages/salary): SendOffer refuses another where approval is required.
  const fillApproved = useCallback(
    (salary: number, unit: number) => setValues((old) => ({ ...old, salary: String(salary), salaryUnit: String(unit) })),
    [],
  );
  const send = async () => {
    const problems = problemsOf(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, t(`dialog.${p}`)])));
    if (Object.keys(problems).length) return;
    setRefusal(null);
    try {
      await postTransition('SendOffer', { ids: [id], ...offerBody(values) });
      onClose(true);
    } catch (e) {
      if (!isApiError(e)) throw e;
      setRefusal(e.message);
      setErrors({ ...e.errors });
    }
  };
  return (
    <>
      <DialogContent dividers>
        {refusal && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="offer-refusal">
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 380px) minmax(0, 1fr)' } }}>
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('dialog.candidate', { name: info.candidateName })}
            </Typography>
            <OfferSalaryState id={id} name={info.candidateName} onApproved={fillApproved} />
            <OfferFields
              info={info}
              values={values}
              errors={errors}
              t={t}
              onChange={(patch) => {
                setValues((old) => ({ ...old, ...patch }));
                setErrors((old) => ({ ...old, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
              }}
            />
          </Box>
          <Preview id={id} body={body} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={() => onClose(false)}>
          {t('dialog.cancel')}
        </Button>
        <DebounceButton variant="contained" onClick={send} data-testid="offer-send">
          {t('dialog.send')}
        </DebounceButton>
      </DialogActions>
    </>
  );
}

export default function OfferDialog({ id, onClose }: OfferDialogProps) {
  const t = useOffersT();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const info = useApiQuery('/InterviewAssessments/GetOfferTenementInfo', { id });
  return (
    <Dialog
      open
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose(false)}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      data-testid="offer-dialog"
    >
      <DialogTitle sx={{ fontSize: 17, fontWeight: 600 }}>{t('dialog.title')}</DialogTitle>
      {info.data ? (
        <Form id={id} info={info.data} onClose={onClose} />
      ) : (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          {info.isError ? <Alert severity="error">{t('dialog.failed')}</Alert> : <CircularProgress size={28} />}
        </DialogContent>
      )}
    </Dialog>
  );
}
