/**
 * How complete the seeker's online resume is, as a bar (我的求职, the apply dialog) or a ring (完善资料):
 * one progress bar named 简历完整度 wherever it is drawn, so a screen reader says what the number is of.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export function CompletenessBar({ percent, sx }: { percent: number; sx?: SxProps<Theme> }) {
  const { t } = useTranslation('portal');
  return <LinearProgress variant="determinate" value={percent} aria-label={t('myJob.resumeCompleteness')} sx={sx} />;
}

const VIEW = 44;
const THICKNESS = 4;
const RADIUS = (VIEW - THICKNESS) / 2;
const LENGTH = 2 * Math.PI * RADIUS;

/**
 * Drawn here rather than with MUI's CircularProgress: a determinate ring is a reading, not something
 * loading, and CircularProgress is what people (and the browser sweeps) take for a page still loading.
 */
export function CompletenessRing({ percent, size, done }: { percent: number; size: number; done: boolean }) {
  const { t } = useTranslation('portal');
  const circle = { cx: VIEW / 2, cy: VIEW / 2, r: RADIUS, fill: 'none', strokeWidth: THICKNESS, stroke: 'currentColor' };
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      role="progressbar"
      aria-label={t('myJob.resumeCompleteness')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="completeness-ring"
      sx={{ width: size, height: size, display: 'block', transform: 'rotate(-90deg)' }}
    >
      <Box component="circle" {...circle} sx={{ color: 'grey.200' }} />
      <Box
        component="circle"
        {...circle}
        strokeDasharray={LENGTH}
        strokeDashoffset={LENGTH * (1 - Math.min(100, Math.max(0, percent)) / 100)}
        sx={{ color: done ? 'success.main' : 'primary.main', transition: 'stroke-dashoffset .3s' }}
      />
    </Box>
  );
}
