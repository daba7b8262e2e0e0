/**
 * One interviewer's assessment of the current round: an interviewer writes (or changes) their own;
 * HR allowed to assess picks the interviewer they write for. Opened from the interview list's 评估
 * button and from the candidate drawer's summary. Full screen on a phone.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { FRACTION_TYPE } from '../../../common/assessments.ts';
import { api, type ApiData } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { invalidate, useApiQuery } from '../../../shell/query.ts';
import { useAssessmentT } from './i18n.ts';
import { type Lists, missingGroups, ScoringForm, type ScoringValues } from './ScoringForm.tsx';

export type RoundsInfo = ApiData<'/InterviewAssessments/GetInterviewRetestInfo'>;
type Assessment = RoundsInfo['rounds'][number]['assessments'][number];

export interface ScoringDialogProps {
  recordId: number;
  name?: string | undefined;
  /** The interviewer to write for (HR with the key); the caller by default. */
  interviewerId?: number | undefined;
  onClose: (done: boolean) => void;
}

const EMPTY: ScoringValues = { scores: {}, fractionType: FRACTION_TYPE.hundred, result: null, comment: '' };

const valuesOf = (a: Assessment | undefined): ScoringValues =>
  a
    ? { scores: { ...a.scores }, fractionType: a.fractionType ?? FRACTION_TYPE.hundred, result: a.result, comment: a.comment ?? '' }
    : EMPTY;

/** Whom the caller may write for in the current round: themself when they interview it, anyone of it with the key. */
function writers(info: RoundsInfo) {
  const round = info.rounds.at(-1);
  if (!round) return [];
  return round.interviewers.filter((i) => i.userId === info.me || info.mayAssessOthers);
}

function Form({ info, lists, props }: { info: RoundsInfo; lists: Lists; props: ScoringDialogProps }) {
  const t = useAssessmentT();
  const round = info.rounds.at(-1);
  const people = writers(info);
  const start =
    props.interviewerId ??
    (people.some((p) => p.userId === info.me) ? info.me : (people.find((p) => !p.handedIn)?.userId ?? people[0]?.userId));
  const [who, setWho] = useState<number | undefined>(start);
  const existing = round?.assessments.find((a) => a.interviewerId === who);
  const [values, setValues] = useState<ScoringValues>(valuesOf(existing));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const pick = (id: number) => {
    setWho(id);
    setValues(valuesOf(round?.assessments.find((a) => a.interviewerId === id)));
  };
  const submit = async () => {
    const missing = missingGroups(values);
    if (missing) return setProblem(t('missing', { count: missing }));
    if (values.result === null) return setProblem(t('pickResult'));
    setProblem(null);
    setBusy(true);
    const scores = Object.fromEntries(Object.entries(values.scores).filter((e): e is [string, number] => e[1] !== undefined));
    const body = { scores, fractionType: values.fractionType, result: values.result as 1 | 2 | 3, comment: values.comment };
    try {
      if (existing) {
        await api.post('/InterviewAssessments/EidtInterviewAssessment', { id: existing.id, updatedAt: existing.updatedAt, ...body });
        toastSuccess(t('updated'));
      } else {
        const saved = await api.post('/InterviewAssessments/AddInterviewAssessment', {
          deliveryRecordId: props.recordId,
          ...(who !== undefined && who !== info.me ? { interviewerId: who } : {}),
          ...body,
        });
        toastSuccess(saved.roundComplete ? t('roundComplete') : t('saved'));
      }
      await invalidate('/InterviewAssessments/GetInterviewRetestInfo');
      props.onClose(true);
    } catch {
      setBusy(false);
    }
  };
  if (!people.length || who === undefined) return <Alert severity="info">{t('notInterviewer')}</Alert>;
  return (
    <>
      <DialogContent dividers>
        {people.length > 1 || who !== info.me ? (
          <TextField
            select
            size="small"
            label={t('forInterviewer')}
            value={who}
            onChange={(e) => pick(Number(e.target.value))}
            sx={{ mb: 1, minWidth: 220 }}
            slotProps={{ htmlInput: { 'data-testid': 'assessment-interviewer' } }}
          >
            {people.map((p) => (
              <MenuItem key={p.userId} value={p.userId}>
                {p.userId === info.me ? t('mine', { name: p.name }) : p.name}
                {p.handedIn ? ` · ${t('summary.handedIn')}` : ''}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <ScoringForm lists={lists} value={values} onChange={setValues} />
        {problem && (
          <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="assessment-problem">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => props.onClose(false)} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="assessment-submit">
          {existing ? t('update') : t('save')}
        </Button>
      </DialogActions>
    </>
  );
}

export default function ScoringDialog(props: ScoringDialogProps) {
  const t = useAssessmentT();
  const phone = useMediaQuery('(max-width:599.95px)');
  const info = useApiQuery('/InterviewAssessments/GetInterviewRetestInfo', { id: props.recordId });
  const lists = useApiQuery('/DropDown/InterviewAssessment');
  const name = props.name ?? info.data?.name;
  const ready = info.data && lists.data && !Array.isArray(lists.data);
  return (
    <Dialog open onClose={() => props.onClose(false)} fullScreen={phone} maxWidth="md" fullWidth data-testid="assessment-dialog">
      <DialogTitle sx={{ fontSize: 17 }}>
        {name ? t('titleFor', { name }) : t('title')}
        {info.data ? ` · ${t('round', { round: info.data.currentRound })}` : ''}
      </DialogTitle>
      {ready ? (
        <Form key={props.recordId} info={info.data!} lists={lists.data as Lists} props={props} />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }} aria-label={t('loading')}>
          <CircularProgress size={28} />
        </Box>
      )}
    </Dialog>
  );
}
