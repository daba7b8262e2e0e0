/**
 * A company's profile: logo, name and facts, its rich-text introduction (sanitised by the server
 * when saved), contacts and work places. cpDetail, the phone's company view and about-us share it.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CompanyDetail } from '../api/types.ts';
import { CompanyLogo } from './CompanyLogo.tsx';
import { optionText } from './format.ts';

const richSx = {
  fontSize: 15,
  lineHeight: 1.8,
  color: 'text.primary',
  overflowWrap: 'anywhere',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& p': { my: 1 },
} as const;

export function CompanyHero({ c }: { c: CompanyDetail }) {
  const { t } = useTranslation('portal');
  const facts = [t(`options.industry.${c.industry ?? ''}`, { defaultValue: '' }), optionText(t, 'companySize', c.sizeType)].filter(Boolean);
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 2, md: 3 },
        borderRadius: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        background: 'linear-gradient(120deg, #eef4ff 0%, #ffffff 70%)',
      }}
      data-testid="company-hero"
    >
      <CompanyLogo name={c.shortName || c.name} logo={c.logo} size={64} />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="h1"
          sx={{ fontSize: { xs: 19, md: 24 }, fontWeight: 700, overflowWrap: 'anywhere' }}
          data-testid="company-title"
        >
          {c.name}
        </Typography>
        {facts.length > 0 && <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{facts.join(' · ')}</Typography>}
      </Box>
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, py: 0.75, fontSize: 14 }}>
      <Typography component="span" sx={{ color: 'text.secondary', flexShrink: 0, width: 72, fontSize: 14 }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere', fontSize: 14 }}>
        {children}
      </Typography>
    </Box>
  );
}

export function CompanyIntro({ c }: { c: CompanyDetail }) {
  const { t } = useTranslation('portal');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17, mb: 1 }}>
        {t('company.intro')}
      </Typography>
      {c.intro ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the intro is rich text the server cleaned on save (modules/org/rich-text.ts)
        <Box sx={richSx} data-testid="company-intro" dangerouslySetInnerHTML={{ __html: c.intro }} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('company.noIntro')}</Typography>
      )}
    </Paper>
  );
}

export function CompanyContacts({ c }: { c: CompanyDetail }) {
  const { t } = useTranslation('portal');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }} data-testid="company-contacts">
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17, mb: 1 }}>
        {t('company.info')}
      </Typography>
      {c.address && <Fact label={t('company.address')}>{c.address}</Fact>}
      {c.contactPhone && (
        <Fact label={t('company.phone')}>
          <Link href={`tel:${c.contactPhone}`}>{c.contactPhone}</Link>
        </Fact>
      )}
      {c.contactEmail && (
        <Fact label={t('company.email')}>
          <Link href={`mailto:${c.contactEmail}`}>{c.contactEmail}</Link>
        </Fact>
      )}
      {c.website && /^https?:\/\//i.test(c.website) && (
        <Fact label={t('company.website')}>
          <Link href={c.website} target="_blank" rel="noopener noreferrer">
            {c.website}
          </Link>
        </Fact>
      )}
      {c.officePlaces.length > 0 && (
        <>
          <Typography sx={{ fontWeight: 700, fontSize: 15, mt: 2, mb: 0.5 }}>{t('company.places')}</Typography>
          {c.officePlaces.map((p) => (
            <Fact key={p.id} label={p.name}>
              {p.address}
            </Fact>
          ))}
        </>
      )}
    </Paper>
  );
}

export function CompanyProfileSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={104} />
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}
