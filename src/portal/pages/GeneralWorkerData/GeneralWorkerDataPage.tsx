/**
 * /hr/generalWorkerData?id=<application>: the extra questions a general-worker position asks (its
 * special form), answered by the seeker while the application is not past the interview.
 */
import { useApiQuery, setAnswer } from '../../../shell/query.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PIPELINE_STAGE } from '../../../common/recruiting.ts';
import { applicationTone } from '../../../common/state-tones.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { usePageTitle } from '../../../shell/title.ts';
import { useToken } from '../../../shell/session.ts';
import { editSpecialFormData } from '../../resume-api/general-worker.ts';
import type { GeneralWorkerInfo, SpecialForm } from '../../resume-api/types.ts';
import { StateChip } from '../../components/Chips.tsx';
import { ResumeLoginPrompt } from '../CompleteData/shared/ResumeLoginPrompt.tsx';
import { Fact, FormActions } from '../CompleteData/shared/SectionCard.tsx';
import { useSectionForm } from '../CompleteData/shared/useSectionForm.ts';
import { formatDateTime } from '../CompleteData/attachments/format.ts';
import { SpecialFormFields } from './SpecialFormFields.tsx';
import { formDraft, formInput, formIssues, type FormDraft } from './formRules.ts';

/** The seeker may answer until the interview stage is over (the server says the same). */
const editableStage = (stage: number) => stage <= PIPELINE_STAGE.interview;

function AnswerForm({
  info,
  form,
  onSaved,
}: {
  info: GeneralWorkerInfo;
  form: SpecialForm;
  onSaved: (d: GeneralWorkerInfo['data']) => void;
}) {
  const { t } = useTranslation('resume');
  const state = useSectionForm<FormDraft>({
    initial: () => formDraft(form.items, info.data),
    check: (d) => formIssues(form.items, d),
    save: async (d) => {
      const data = formInput(form.items, d);
      await editSpecialFormData(info.record.id, data);
      onSaved(data);
      toastSuccess(t('worker.saved'));
    },
    serverPrefix: 'data.',
  });
  return (
    <>
      <SpecialFormFields items={form.items} draft={state.draft} onChange={(p, v) => state.set(p, v)} error={state.error} />
      <FormActions saving={state.saving} onSave={() => void state.submit()} testId="worker" />
    </>
  );
}

function Answers({ info, form }: { info: GeneralWorkerInfo; form: SpecialForm }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3 }}>
      {form.items.map((i) => (
        <Fact key={i.prop} label={i.label} value={info.data[i.prop] === undefined ? '' : String(info.data[i.prop])} />
      ))}
    </Box>
  );
}

function Content({ id }: { id: number }) {
  const { t } = useTranslation('resume');
  const query = useApiQuery('/ResumeLib/GeneralWorker/GetDeliveryRecordInfo', { id });
  const info = query.data;
  // The saved answers are the record's answers now.
  const setInfo = (next: GeneralWorkerInfo) => setAnswer('/ResumeLib/GeneralWorker/GetDeliveryRecordInfo', { id }, next);
  if (query.isError) return <Alert severity="error">{t('worker.notFound')}</Alert>;
  if (!info) return <LinearProgress />;
  const { record, form } = info;
  const editable = editableStage(record.stage);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid="worker-card">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
          {record.positionName}
        </Typography>
        <StateChip tone={applicationTone(record.stage)} label={record.seekerStageName} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
        {record.tenementName} · {t('worker.appliedAt', { time: formatDateTime(record.createdAt) })}
      </Typography>
      {!form ? (
        <Alert severity="info">{t('worker.noForm')}</Alert>
      ) : (
        <>
          <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{form.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {editable ? t('worker.hint') : t('worker.locked')}
          </Typography>
          {editable ? (
            <AnswerForm info={info} form={form} onSaved={(data) => setInfo({ ...info, data })} />
          ) : (
            <Answers info={info} form={form} />
          )}
        </>
      )}
    </Paper>
  );
}

export function GeneralWorkerDataPage() {
  const { t } = useTranslation('resume');
  usePageTitle('titles.generalWorkerData', 'resume');
  const token = useToken();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!token) return <ResumeLoginPrompt />;
  return (
    <Container maxWidth="md" data-testid="general-worker-data" sx={{ py: { xs: 1.5, md: 3 }, px: { xs: 1.5, md: 3 } }}>
      <Typography component="h1" sx={{ display: { xs: 'none', md: 'block' }, fontSize: 24, fontWeight: 700, mb: 2 }}>
        {t('titles.generalWorkerData')}
      </Typography>
      {Number.isInteger(id) && id > 0 ? (
        <Content id={id} />
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/hr/deliveryRecord" size="small">
              {t('worker.toRecords')}
            </Button>
          }
        >
          {t('worker.noId')}
        </Alert>
      )}
    </Container>
  );
}
