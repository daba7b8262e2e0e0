import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompanyItem } from '../api/types.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import { optionText } from './format.ts';
import { upToLines } from './lines.ts';

/** A company in the list or the home strip; `to` is its profile (a phone has no cpDetail page). */
export function CompanyCard({ c, to }: { c: CompanyItem; to: string }) {
  const { t } = useTranslation('portal');
  const facts = [t(`options.industry.${c.industry ?? ''}`, { defaultValue: '' }), optionText(t, 'companySize', c.sizeType)].filter(Boolean);
  return (
    <Card
      variant="outlined"
      sx={{ borderRadius: 2, height: '100%', '&:hover': { borderColor: 'primary.light', boxShadow: '0 6px 20px rgba(37,99,235,.10)' } }}
      data-testid="company-card"
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.5 }}
      >
        <CompanyLogo name={c.shortName || c.name} logo={c.logo} size={52} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 16, ...upToLines(2) }} data-testid="company-name">
            {c.name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25, ...upToLines(2) }}>
            {facts.join(' · ') || ' '}
          </Typography>
          {c.address && (
            <Typography variant="caption" sx={{ color: 'text.secondary', mt: 0.25, ...upToLines(2) }}>
              {c.address}
            </Typography>
          )}
          {c.positionCount !== undefined && (
            <Typography variant="body2" sx={{ mt: 0.75, color: 'primary.main', fontWeight: 600 }}>
              {t('company.openings', { n: c.positionCount })}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}

export function CompanyCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, p: 2, display: 'flex', gap: 1.5 }}>
      <Skeleton variant="rounded" width={52} height={52} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="70%" height={24} />
        <Skeleton width="50%" />
        <Skeleton width="80%" />
      </Box>
    </Card>
  );
}

/** Where a company card leads: the profile page on desktop, the company page's own view on a phone. */
export const companyHref = (tenementId: number, mobile: boolean) =>
  mobile ? `/hr/company?id=${tenementId}` : `/hr/cpDetail?id=${tenementId}`;
