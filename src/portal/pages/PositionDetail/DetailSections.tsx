/** The body of a position: duties, requirements, the work facts, and its company. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RECRUITMENT_TYPE } from '../../../common/recruiting.ts';
import type { PositionDetail } from '../../api/types.ts';
import { CompanyLogo } from '../../components/CompanyLogo.tsx';
import { optionText } from '../../components/format.ts';

/** `bare`: no frame of its own (cards inside would otherwise sit in two borders on a phone). */
export function Section({
  title,
  children,
  testId,
  bare = false,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  bare?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      sx={bare ? { bgcolor: 'transparent', border: 0 } : { p: { xs: 2, md: 3 }, borderRadius: 2 }}
      data-testid={testId}
    >
      <Typography
        component="h2"
        sx={{ fontWeight: 700, fontSize: 17, mb: 1.25, pl: 1.25, borderLeft: 3, borderColor: 'primary.main', lineHeight: 1.2 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const textSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.85, fontSize: 15 } as const;

function Facts({ p }: { p: PositionDetail }) {
  const { t } = useTranslation('portal');
  const age = p.ageMin || p.ageMax ? t('detail.ageRange', { min: p.ageMin ?? '-', max: p.ageMax ?? '-' }) : '';
  const rows: [string, string][] = [
    [t('detail.recruitmentType'), optionText(t, 'recruitmentType', p.recruitmentType)],
    [t('detail.positionType'), p.positionTypeName ?? ''],
    [t('detail.dept'), p.deptName ?? ''],
    [t('detail.headcount'), p.headcount ? t('position.headcount', { n: p.headcount }) : ''],
    [t('detail.education'), optionText(t, 'education', p.education)],
    [t('detail.experience'), optionText(t, 'experience', p.workExperience)],
    [t('detail.age'), age],
    [t('detail.factory'), p.factoryName ?? ''],
    [t('detail.place'), [p.officePlaceName, p.officePlaceAddress].filter(Boolean).join(' · ')],
    [
      t('detail.period'),
      p.recruitmentType === RECRUITMENT_TYPE.shortTerm && p.workStartDate ? `${p.workStartDate} ~ ${p.workEndDate ?? ''}` : '',
    ],
    [t('detail.exam'), p.examName ?? ''],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 3,
        rowGap: 1,
      }}
      data-testid="detail-facts"
    >
      {rows
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <Box key={k} sx={{ display: 'flex', gap: 1.5, fontSize: 14, minWidth: 0 }}>
            <Box component="dt" sx={{ color: 'text.secondary', flexShrink: 0, minWidth: 64 }}>
              {k}
            </Box>
            <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {v}
            </Box>
          </Box>
        ))}
    </Box>
  );
}

export function DetailSections({ p }: { p: PositionDetail }) {
  const { t } = useTranslation('portal');
  return (
    <>
      <Section title={t('detail.description')} testId="detail-description">
        <Typography sx={textSx}>{p.description || t('detail.none')}</Typography>
      </Section>
      {p.requirement && (
        <Section title={t('detail.requirement')} testId="detail-requirement">
          <Typography sx={textSx}>{p.requirement}</Typography>
        </Section>
      )}
      <Section title={t('detail.facts')}>
        <Facts p={p} />
      </Section>
    </>
  );
}

export function CompanyBox({ p, href }: { p: PositionDetail; href: string }) {
  const { t } = useTranslation('portal');
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2 }} data-testid="detail-company">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <CompanyLogo name={p.tenementName} logo={undefined} size={52} />
        <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>{p.tenementName}</Typography>
      </Box>
      {p.officePlaceAddress && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {p.officePlaceAddress}
        </Typography>
      )}
      <Button component={RouterLink} to={href} variant="outlined" fullWidth sx={{ mt: 2 }} data-testid="to-company">
        {t('detail.viewCompany')}
      </Button>
    </Paper>
  );
}
