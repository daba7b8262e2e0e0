import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { SEEKER_STAGE } from '../../../common/recruiting.ts';

const TONES: Record<number, [string, string]> = {
  [SEEKER_STAGE.delivered]: ['#1d4ed8', '#eff6ff'],
  [SEEKER_STAGE.viewed]: ['#0369a1', '#f0f9ff'],
  [SEEKER_STAGE.passedScreening]: ['#047857', '#ecfdf5'],
  [SEEKER_STAGE.interviewInvited]: ['#b45309', '#fffbeb'],
  [SEEKER_STAGE.unsuitable]: ['#6b7280', '#f3f4f6'],
  [SEEKER_STAGE.hired]: ['#be185d', '#fdf2f8'],
  [SEEKER_STAGE.reported]: ['#7c3aed', '#f5f3ff'],
  [SEEKER_STAGE.onboarded]: ['#15803d', '#f0fdf4'],
  [SEEKER_STAGE.left]: ['#6b7280', '#f3f4f6'],
};

/** An application's stage as the seeker sees it, in its own colour. */
export function StageBadge({ stage, name }: { stage: number; name?: string }) {
  const { t } = useTranslation('portal');
  const [fg, bg] = TONES[stage] ?? ['#374151', '#f3f4f6'];
  return (
    <Box
      component="span"
      data-testid="stage-badge"
      sx={{
        flexShrink: 0,
        px: 1.25,
        py: 0.25,
        borderRadius: 5,
        fontSize: 13,
        fontWeight: 600,
        color: fg,
        bgcolor: bg,
        whiteSpace: 'nowrap',
      }}
    >
      {name || t(`options.seekerStage.${stage}`)}
    </Box>
  );
}
