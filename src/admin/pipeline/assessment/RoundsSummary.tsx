/**
 * The candidate drawer's summary of every interview round: when and how the invitation stands, then
 * each interviewer of the round with their grades, total, result and comment (or that they have not
 * handed in yet), and the way to assess: one's own, or for an interviewer with the key.
 */
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ASSESSMENT_RESULT_LABEL, SCORE_GROUPS } from '../../../common/assessments.ts';
import { INTERVIEW_STEP, PIPELINE_STAGE } from '../../../common/recruiting.ts';
import { currentLang } from '../../../shell/i18n.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { StatusChip } from '../../engine/list/chips.tsx';
import { invitationTone, resultTone } from '../tones.ts';
import { when } from '../candidate/format.ts';
import { useAssessmentT } from './i18n.ts';
import type { Lists } from './ScoringForm.tsx';
import type { RoundsInfo } from './ScoringDialog.tsx';

const ScoringDialog = lazy(() => import('./ScoringDialog.tsx'));

type Round = RoundsInfo['rounds'][number];
type Assessment = Round['assessments'][number];

function Grades({ a, lists }: { a: Assessment; lists: Lists }) {
  const t = useAssessmentT();
  const lang = currentLang();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, columnGap: 2, rowGap: 0.25, mt: 0.5 }}>
      {SCORE_GROUPS.filter((g) => a.scores[g.key] !== undefined).map((g) => (
        <Typography key={g.key} variant="body2" color="text.secondary">
          {t('summary.grade', { label: g.label[lang] })}
          <Box component="span" sx={{ color: 'text.primary' }}>
            {lists[g.list]?.find((o) => Number(o.value) === a.scores[g.key])?.display ?? a.scores[g.key]}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

function Interviewer({
  p,
  a,
  lists,
  canWrite,
  onWrite,
}: {
  p: Round['interviewers'][number];
  a: Assessment | undefined;
  lists: Lists;
  canWrite: boolean;
  onWrite: () => void;
}) {
  const t = useAssessmentT();
  const lang = currentLang();
  return (
    <Box sx={{ py: 1, borderTop: 1, borderColor: 'divider' }} data-testid={`summary-interviewer-${p.userId}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{p.name}</Typography>
        {a ? (
          <>
            <Typography variant="body2">
              {t('total')} <b>{a.total}</b>
            </Typography>
            {a.result !== null && <StatusChip tone={resultTone(a.result)} label={ASSESSMENT_RESULT_LABEL[a.result]?.[lang]} />}
          </>
        ) : (
          <StatusChip tone="warning" label={t('summary.pending')} />
        )}
        <Box sx={{ flex: 1 }} />
        {canWrite && (
          <Button size="small" onClick={onWrite} data-testid={`summary-assess-${p.userId}`}>
            {a ? t('summary.edit') : t('summary.assess')}
          </Button>
        )}
      </Box>
      {a && <Grades a={a} lists={lists} />}
      {a?.comment && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {a.comment}
        </Typography>
      )}
    </Box>
  );
}

function RoundCard({ r, info, lists, onWrite }: { r: Round; info: RoundsInfo; lists: Lists; onWrite: (interviewerId: number) => void }) {
  const t = useAssessmentT();
  const current = r.round === info.currentRound;
  const open = info.stage === PIPELINE_STAGE.interview && current && info.step >= INTERVIEW_STEP.interviewing;
  const totals = r.assessments.map((a) => a.total).filter((v): v is number => v !== null);
  const average = totals.length ? Math.round((totals.reduce((x, y) => x + y, 0) / totals.length) * 100) / 100 : null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5 }} data-testid={`summary-round-${r.round}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{t('round', { round: r.round })}</Typography>
        {r.invitation ? (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('summary.interviewAt', { time: when(r.invitation.interviewAt) })}
            </Typography>
            <StatusChip tone={invitationTone(r.invitation.state)} label={t(`states.${r.invitation.state}`)} />
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('summary.noInvitation')}
          </Typography>
        )}
        {average !== null && (
          <Typography variant="body2" sx={{ ml: 'auto' }}>
            {t('summary.average', { total: average })}
          </Typography>
        )}
      </Box>
      {r.interviewers.map((p) => (
        <Interviewer
          key={p.userId}
          p={p}
          a={r.assessments.find((a) => a.interviewerId === p.userId)}
          lists={lists}
          canWrite={open && (p.userId === info.me || info.mayAssessOthers)}
          onWrite={() => onWrite(p.userId)}
        />
      ))}
    </Paper>
  );
}

export function RoundsSummary({ id, onChanged }: { id: number; onChanged?: () => void }) {
  const t = useAssessmentT();
  const info = useApiQuery('/InterviewAssessments/GetInterviewRetestInfo', { id });
  const lists = useApiQuery('/DropDown/InterviewAssessment');
  const [writing, setWriting] = useState<number | null>(null);
  if (!info.data || !lists.data) return <CircularProgress size={24} aria-label={t('loading')} />;
  const data = info.data;
  const rounds = data.rounds.filter((r) => r.invitation || r.interviewers.length || r.assessments.length);
  return (
    <Box data-testid="assessment-summary">
      {!rounds.length && <EmptyState variant="compact" text={t('summary.empty')} testId="summary-empty" />}
      {rounds.map((r) => (
        <RoundCard key={r.round} r={r} info={data} lists={lists.data as Lists} onWrite={setWriting} />
      ))}
      {writing !== null && (
        <Suspense fallback={null}>
          <ScoringDialog
            recordId={id}
            name={data.name}
            interviewerId={writing}
            onClose={(done) => {
              setWriting(null);
              if (done) {
                void info.refetch();
                onChanged?.();
              }
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
