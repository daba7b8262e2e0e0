/**
 * 登记笔试成绩 on an interview row at 笔试中: the exam set to the candidate (its full and pass marks),
 * the score, the papers or report (company files; 线上测评 is marked from its report), the exam's time
 * and a remark (UpdateExamData).
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isAttachmentExam } from '../../../common/assessments.ts';
import { api, type ApiData } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useApiQuery } from '../../../shell/query.ts';
import { Upload } from '../../../widgets/upload/Upload.tsx';
import type { UploadedFile } from '../../../widgets/upload/rules.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { useAssessmentT } from './i18n.ts';

type Result = NonNullable<ApiData<'/InterviewAssessments/GetAttachmentExam'>>;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local value in the browser's zone. */
const local = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function Marks({ recordId, result, onClose }: { recordId: number; result: Result; onClose: (done: boolean) => void }) {
  const t = useAssessmentT();
  const full = result.fullScore ?? 100;
  const [score, setScore] = useState(result.score === null ? '' : String(result.score));
  const [files, setFiles] = useState<UploadedFile[]>(result.attachments.map((a) => ({ ...a })));
  const [examAt, setExamAt] = useState(local(result.examAt));
  const [remark, setRemark] = useState(result.remark ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsReport = isAttachmentExam(result.examType ?? 0);
  const save = async () => {
    const n = score === '' ? null : Number(score);
    if (n !== null && (!Number.isInteger(n) || n < 0 || n > full)) return setProblem(t('exam.scoreRange', { full }));
    if (n !== null && needsReport && !files.length) return setProblem(t('exam.reportRequired'));
    setProblem(null);
    setBusy(true);
    try {
      await api.put('/InterviewAssessments/UpdateExamData', {
        deliveryRecordId: recordId,
        score: n,
        fileIds: files.map((f) => f.id),
        examAt: examAt ? new Date(examAt).toISOString() : null,
        remark: remark || null,
      });
      toastSuccess(t('exam.saved'));
      onClose(true);
    } catch {
      setBusy(false);
    }
  };
  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>{result.examName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('exam.bounds', { full, pass: result.passScore ?? 0 })}
          </Typography>
        </Box>
        <TextField
          label={t('exam.score')}
          type="number"
          value={score}
          onChange={(e) => setScore(e.target.value)}
          slotProps={{ htmlInput: { min: 0, max: full, step: 1, 'data-testid': 'exam-score' } }}
          sx={{ maxWidth: 200 }}
        />
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('exam.papers')}
          </Typography>
          <Upload
            kind="file"
            value={files}
            onChange={setFiles}
            maxCount={10}
            accept={['pdf', 'jpg', 'jpeg', 'png']}
            hint={needsReport ? t('exam.reportRequired') : undefined}
          />
        </Box>
        <TextField
          label={t('exam.examAt')}
          type="datetime-local"
          value={examAt}
          onChange={(e) => setExamAt(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ maxWidth: 260 }}
        />
        <BoundedTextField
          label={t('exam.remark')}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          multiline
          minRows={2}
          max={200}
        />
        {problem && <Alert severity="warning">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={() => onClose(false)} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="exam-save">
          {t('exam.save')}
        </Button>
      </DialogActions>
    </>
  );
}

export default function ExamDataCommand({ record, onClose }: CommandProps) {
  const t = useAssessmentT();
  const phone = useMediaQuery('(max-width:599.95px)');
  const id = Number(record?.id ?? 0);
  const exam = useApiQuery('/InterviewAssessments/GetAttachmentExam', { id });
  const name = typeof record?.name === 'string' ? record.name : '';
  return (
    <Dialog open onClose={() => onClose(false)} fullScreen={phone} maxWidth="sm" fullWidth data-testid="exam-dialog">
      <DialogTitle sx={{ fontSize: 17 }}>
        {t('exam.title')}
        {name ? ` · ${name}` : ''}
      </DialogTitle>
      {exam.isFetching && exam.data === undefined ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
          <CircularProgress size={28} />
        </Box>
      ) : exam.data ? (
        <Marks recordId={id} result={exam.data} onClose={onClose} />
      ) : (
        <DialogContent>
          <EmptyState text={t('exam.none')} testId="exam-none" />
        </DialogContent>
      )}
    </Dialog>
  );
}
