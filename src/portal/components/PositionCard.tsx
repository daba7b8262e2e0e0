/**
 * A position in a list: name and salary first (what a seeker scans for), then place, experience
 * and education, its tags, and the company with the publish time. The whole card is one link.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RECRUITMENT_TYPE } from '../../common/recruiting.ts';
import type { PortalPosition } from '../api/types.ts';
import { TagChip } from './Chips.tsx';
import { CompanyLogo } from './CompanyLogo.tsx';
import { SalaryText } from './SalaryText.tsx';
import { TagChips } from './TagChips.tsx';
import { upToLines } from './lines.ts';
import { dayText, optionText, publishedText } from './format.ts';

const metaSx = {
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: 1.5,
  rowGap: 0.25,
  color: 'text.secondary',
  fontSize: 13,
  minWidth: 0,
} as const;

function TypeBadge({ type }: { type: number }) {
  const { t } = useTranslation('portal');
  if (type === RECRUITMENT_TYPE.social) return null;
  const campus = type === RECRUITMENT_TYPE.campus;
  return <TagChip label={t(`options.recruitmentTypeShort.${type}`)} tint={campus ? '#0e7490' : '#7c3aed'} sx={{ ml: 1, flexShrink: 0 }} />;
}

/** The line under a position's name; a detail may lack the headcount (a field HR's data permissions control). */
type MetaFields = Pick<
  PortalPosition,
  'officePlaceName' | 'workExperience' | 'education' | 'recruitmentType' | 'workStartDate' | 'workEndDate'
> & { headcount?: number };

export function PositionMeta({ p }: { p: MetaFields }) {
  const { t } = useTranslation('portal');
  const bits = [
    p.officePlaceName,
    optionText(t, 'experience', p.workExperience),
    optionText(t, 'education', p.education),
    p.headcount ? t('position.headcount', { n: p.headcount }) : '',
  ].filter(Boolean);
  return (
    <Box sx={metaSx}>
      {bits.map((b) => (
        <span key={b}>{b}</span>
      ))}
      {p.recruitmentType === RECRUITMENT_TYPE.shortTerm && p.workStartDate && (
        <span>{t('position.workPeriod', { from: p.workStartDate, to: p.workEndDate ?? '' })}</span>
      )}
    </Box>
  );
}

export interface PositionCardProps {
  p: PortalPosition;
  /** Offline saved positions: greyed, with a badge, still openable. */
  dimmed?: boolean;
  badge?: ReactNode;
  footer?: ReactNode;
  /** False: not a link (an offline position has no page for seekers). */
  linked?: boolean;
}

export function PositionCard({ p, dimmed = false, badge, footer, linked = true }: PositionCardProps) {
  const { t } = useTranslation('portal');
  return (
    <Card
      variant="outlined"
      data-testid="position-card"
      data-id={p.id}
      sx={{
        borderRadius: 2,
        // Dimmed by its surface, not by opacity: the text keeps its contrast.
        ...(dimmed ? { bgcolor: 'grey.100', borderStyle: 'dashed' } : {}),
        transition: 'box-shadow .2s, border-color .2s',
        '&:hover': { borderColor: 'primary.light', boxShadow: '0 6px 20px rgba(37,99,235,.10)' },
      }}
    >
      <CardActionArea
        {...(linked ? { component: RouterLink, to: `/hr/detail?id=${p.id}` } : { disabled: true })}
        sx={{ p: { xs: 1.75, md: 2.25 }, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: 1 }}>
            <Typography component="h3" sx={{ fontSize: { xs: 16, md: 17 }, fontWeight: 600, ...upToLines(2) }} data-testid="position-name">
              {p.name}
            </Typography>
            <TypeBadge type={p.recruitmentType} />
            {badge}
          </Box>
          <SalaryText min={p.salaryMin} max={p.salaryMax} unit={p.salaryUnit} size={16} />
        </Box>
        <PositionMeta p={p} />
        <TagChips tags={p.tags} max={4} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pt: 1, mt: 0.25, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
          <CompanyLogo name={p.tenementName} logo={p.companyLogo} size={24} />
          <Typography
            variant="body2"
            sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}
          >
            {p.tenementName}
            {p.positionTypeName ? ` · ${p.positionTypeName}` : ''}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }} title={dayText(p.publishedAt)}>
            {publishedText(t, p.publishedAt)}
          </Typography>
        </Box>
      </CardActionArea>
      {footer}
    </Card>
  );
}

export function PositionCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, p: { xs: 1.75, md: 2.25 } }} data-testid="position-skeleton">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Skeleton width="45%" height={26} />
        <Skeleton width={90} height={26} />
      </Box>
      <Skeleton width="60%" />
      <Box sx={{ display: 'flex', gap: 1, my: 0.5 }}>
        <Skeleton variant="rounded" width={48} height={20} />
        <Skeleton variant="rounded" width={56} height={20} />
        <Skeleton variant="rounded" width={40} height={20} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', pt: 1 }}>
        <Skeleton variant="rounded" width={24} height={24} />
        <Skeleton width="40%" />
      </Box>
    </Card>
  );
}

/** Cards in one column on phones, two from the desktop width up. */
export function PositionGrid({ children, columns = 2 }: { children: ReactNode; columns?: 1 | 2 }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.25, md: 2 },
        gridTemplateColumns: { xs: '1fr', md: columns === 2 ? 'repeat(2, minmax(0, 1fr))' : '1fr' },
      }}
      data-testid="position-grid"
    >
      {children}
    </Box>
  );
}
