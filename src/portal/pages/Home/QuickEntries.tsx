/** Entries by recruitment type and by position type (the home page's type chips). */
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RECRUITMENT_TYPE } from '../../../common/recruiting.ts';
import type { PositionTypeChoice } from '../../api/types.ts';

const KINDS = [
  { rt: RECRUITMENT_TYPE.social, desktop: '/hr/social', mobile: '/hr/social', color: '#2563eb', bg: '#eff6ff' },
  { rt: RECRUITMENT_TYPE.campus, desktop: '/hr/recruit?rt=2', mobile: '/hr/social?rt=2', color: '#0e7490', bg: '#ecfeff' },
  { rt: RECRUITMENT_TYPE.shortTerm, desktop: '/hr/recruit?rt=3', mobile: '/hr/social?rt=3', color: '#7c3aed', bg: '#f5f3ff' },
] as const;

export function QuickEntries({ types, mobile }: { types: readonly PositionTypeChoice[]; mobile: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <Paper
      variant="outlined"
      sx={{ borderRadius: 2, p: { xs: 1.5, md: 2.5 }, display: 'grid', gap: { xs: 1.5, md: 2 } }}
      data-testid="quick-entries"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, md: 2 } }}>
        {KINDS.map((k) => (
          <ButtonBase
            key={k.rt}
            component={RouterLink}
            to={mobile ? k.mobile : k.desktop}
            data-testid={`entry-rt-${k.rt}`}
            sx={{ borderRadius: 2, bgcolor: k.bg, color: k.color, py: { xs: 1.25, md: 2 }, px: 1, flexDirection: 'column', gap: 0.25 }}
          >
            <Typography sx={{ fontWeight: 700, fontSize: { xs: 15, md: 17 } }}>{t(`options.recruitmentType.${k.rt}`)}</Typography>
            <Typography sx={{ fontSize: 12, display: { xs: 'none', sm: 'block' } }}>{t(`home.kindHint.${k.rt}`)}</Typography>
          </ButtonBase>
        ))}
      </Box>
      {types.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="type-chips">
          <Typography component="span" sx={{ fontSize: 14, color: 'text.secondary', mr: 0.5 }}>
            {t('home.byType')}
          </Typography>
          {types.map((o) => (
            <ButtonBase
              key={o.value}
              component={RouterLink}
              to={`/hr/social?type=${encodeURIComponent(o.display)}`}
              data-testid="type-chip"
              sx={{
                px: 1.5,
                py: 0.5,
                fontSize: 13,
                borderRadius: 5,
                bgcolor: '#f2f4f8',
                '&:hover': { bgcolor: '#e6ebf3', color: 'primary.main' },
              }}
            >
              {o.display}
            </ButtonBase>
          ))}
        </Box>
      )}
    </Paper>
  );
}
