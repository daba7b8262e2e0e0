/**
 * What a company asks the seeker to answer on an application, as one card: the interview invitation
 * (accept or decline inside its 72 hours) and the offer (read the letter, accept or decline inside its
 * validity). The card names the state (waiting, accepted, declined, expired); the two answers ask
 * for a confirmation first; a refusal is the server's message (toasted by the http client) and the
 * list is read again either way.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { answerTone } from '../../../common/state-tones.ts';
import { registerCatalogs } from '../../../shell/i18n.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { invalidate } from '../../../shell/query.ts';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { StateChip } from '../../components/Chips.tsx';
import zhCN from '../../../../locales/zh-CN/offers.json';
import zhTW from '../../../../locales/zh-TW/offers.json';
import en from '../../../../locales/en/offers.json';

registerCatalogs('offers', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export const useCardT = () => useTranslation('offers').t;

export interface Answer {
  label: string;
  /** The question before it is sent. */
  confirm: string;
  run: () => Promise<unknown>;
}

export interface AnswerCardProps {
  testId: string;
  title: string;
  /** sent / pending / accepted / declined / expired / withdrawn */
  state: string;
  facts: ReadonlyArray<{ label: string; value: string | null | undefined }>;
  /** A line under the facts (until when to answer). */
  note?: string | undefined;
  /** Offered while the answer is open. */
  answers?: { accept: Answer; decline: Answer } | undefined;
  /** Another action beside the answers (the offer's letter). */
  extra?: ReactNode;
}

function Confirm({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const t = useCardT();
  const run = async () => {
    try {
      await answer.run();
      toastSuccess(t('card.done'));
    } catch {
      // The http client showed the server's reason (expired, answered already).
    }
    await invalidate('/ResumeDeliveryRecord/User/GetList');
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="answer-confirm">
      <DialogTitle sx={{ fontSize: 17 }}>{answer.label}</DialogTitle>
      <DialogContent>
        <Typography>{answer.confirm}</Typography>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          {t('card.cancel')}
        </Button>
        <DebounceButton variant="contained" onClick={run} data-testid="answer-confirm-ok">
          {t('card.confirm')}
        </DebounceButton>
      </DialogActions>
    </Dialog>
  );
}

export function AnswerCard({ testId, title, state, facts, note, answers, extra }: AnswerCardProps) {
  const t = useCardT();
  const [asking, setAsking] = useState<Answer | null>(null);
  return (
    <Box
      sx={{ border: 1, borderColor: 'primary.light', bgcolor: 'rgba(25, 118, 210, 0.04)', borderRadius: 1.5, px: 1.5, py: 1.25 }}
      data-testid={testId}
      data-state={state}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 15, flex: 1 }}>{title}</Typography>
        <StateChip tone={answerTone(state)} label={t(`card.states.${state}`)} data-testid={`${testId}-state`} />
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25, fontSize: 14 }}
      >
        {facts
          .filter((f) => f.value)
          .map((f) => (
            <Box key={f.label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {f.label}
              </Box>
              <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {f.value}
              </Box>
            </Box>
          ))}
      </Box>
      {note && (
        <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
          {note}
        </Typography>
      )}
      {(answers || extra) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {extra}
          {answers && (
            <>
              <Button size="small" variant="contained" onClick={() => setAsking(answers.accept)} data-testid={`${testId}-accept`}>
                {answers.accept.label}
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                onClick={() => setAsking(answers.decline)}
                data-testid={`${testId}-decline`}
              >
                {answers.decline.label}
              </Button>
            </>
          )}
        </Box>
      )}
      {asking && <Confirm answer={asking} onClose={() => setAsking(null)} />}
    </Box>
  );
}
