/** How complete the online resume is, and which sections an application still needs. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RESUME_SECTIONS, type ResumeSection } from '../../../common/recruiting.ts';
import type { Completeness } from '../../resume-api/types.ts';
import { StateChip } from '../../components/Chips.tsx';
import { CompletenessRing } from '../../components/CompletenessMeter.tsx';

const EMPTY: Completeness = { percent: 0, missing: [...RESUME_SECTIONS] };

export function scrollToSection(id: string) {
  document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function CompletenessCard({ completeness, compact }: { completeness: Completeness | null | undefined; compact?: boolean }) {
  const { t } = useTranslation('resume');
  const c = completeness ?? EMPTY;
  const done = c.missing.length === 0;
  return (
    <Paper variant="outlined" data-testid="completeness" data-percent={c.percent} sx={{ p: compact ? 2 : 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Box sx={{ position: 'relative', display: 'inline-flex', flex: 'none' }}>
          <CompletenessRing percent={c.percent} size={compact ? 56 : 72} done={done} />
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography sx={{ fontWeight: 700, fontSize: compact ? 15 : 18 }} data-testid="completeness-percent">
              {c.percent}%
            </Typography>
          </Box>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('completeness.title')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {done ? t('completeness.done') : t('completeness.todoText')}
          </Typography>
        </Box>
      </Box>
      {done ? (
        <Button component={RouterLink} to="/hr/social" variant="outlined" fullWidth startIcon={<CheckCircleIcon />} sx={{ mt: 2 }}>
          {t('completeness.browse')}
        </Button>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 2 }} data-testid="completeness-missing">
          {c.missing.map((s: ResumeSection) => (
            <StateChip key={s} tone="warning" label={t(`sections.${s}`)} onClick={() => scrollToSection(s)} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
