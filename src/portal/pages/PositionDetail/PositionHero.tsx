/** The top of a position: name, salary in the accent colour, the key facts, tags, save and apply. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import { useTranslation } from 'react-i18next';
import { POSITION_STATE } from '../../../common/recruiting.ts';
import type { PositionDetail } from '../../api/types.ts';
import { StateChip } from '../../components/Chips.tsx';
import { PositionMeta } from '../../components/PositionCard.tsx';
import { SalaryText } from '../../components/SalaryText.tsx';
import { TagChips } from '../../components/TagChips.tsx';
import { dayText } from '../../components/format.ts';
import type { PositionActions } from './usePositionActions.ts';

export function ActionButtons({
  p,
  actions,
  onApply,
  fill = false,
}: {
  p: PositionDetail;
  actions: PositionActions;
  onApply: () => void;
  fill?: boolean;
}) {
  const { t } = useTranslation('portal');
  const open = p.state === POSITION_STATE.published;
  const applied = actions.delivery ?? null;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', width: fill ? '100%' : 'auto' }}>
      <Button
        variant="outlined"
        color={actions.saved ? 'warning' : 'primary'}
        onClick={actions.toggleSave}
        disabled={actions.saving || !actions.savedKnown}
        startIcon={actions.saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        data-testid="save-toggle"
        data-saved={actions.saved ? 'true' : 'false'}
        sx={{ flexShrink: 0, px: 2 }}
      >
        {t(actions.saved ? 'detail.savedButton' : 'detail.save')}
      </Button>
      <Button
        variant="contained"
        size="large"
        onClick={applied ? undefined : actions.loggedIn ? onApply : actions.toLogin}
        disabled={!open || applied !== null}
        data-testid="apply-button"
        sx={{ flex: fill ? 1 : 'none', minWidth: 140 }}
      >
        {!open ? t('detail.offline') : applied ? applied.seekerStageName || t('detail.applied') : t('detail.apply')}
      </Button>
    </Box>
  );
}

export function PositionHero({
  p,
  actions,
  onApply,
  mobile,
}: {
  p: PositionDetail;
  actions: PositionActions;
  onApply: () => void;
  mobile: boolean;
}) {
  const { t } = useTranslation('portal');
  const applied = actions.delivery ?? null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, background: 'linear-gradient(120deg, #f3f7ff 0%, #ffffff 65%)' }}
      data-testid="position-hero"
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 1, md: 3 }, alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1.25 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
            <Typography
              component="h1"
              sx={{ fontSize: { xs: 21, md: 26 }, fontWeight: 700, overflowWrap: 'anywhere' }}
              data-testid="detail-name"
            >
              {p.name}
            </Typography>
            <SalaryText min={p.salaryMin ?? null} max={p.salaryMax ?? null} unit={p.salaryUnit} size={mobile ? 20 : 24} />
          </Box>
          <PositionMeta p={p} />
          <TagChips tags={p.tags} size="medium" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', color: 'text.secondary', fontSize: 13 }}>
            {t('detail.publishedOn', { date: dayText(p.publishedAt) })}
            {applied && (
              <StateChip
                tone="active"
                label={t('detail.appliedOn', { stage: applied.seekerStageName || t('detail.applied'), date: dayText(applied.createdAt) })}
                data-testid="applied-chip"
              />
            )}
          </Box>
        </Box>
        {!mobile && <ActionButtons p={p} actions={actions} onApply={onApply} />}
      </Box>
    </Paper>
  );
}
