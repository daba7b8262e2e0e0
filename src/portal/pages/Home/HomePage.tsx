/**
 * The job-seeker home: banner with search and hot tags, entries by kind and type, the newest
 * positions and a strip of the companies hiring here.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shell/title.ts';
import { useToken } from '../../../shell/session.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { CompanyCard, CompanyCardSkeleton, companyHref } from '../../components/CompanyCard.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PositionCard, PositionCardSkeleton, PositionGrid } from '../../components/PositionCard.tsx';
import { SectionTitle } from '../../components/SectionTitle.tsx';
import { useIsMobile } from '../../components/useIsMobile.ts';
import { HomeHero } from './HomeHero.tsx';
import { QuickEntries } from './QuickEntries.tsx';
import { PendingInvitations } from '../../../shell/components/PendingInvitations.tsx';
import { placeholderKeys } from '../../components/placeholders.ts';

function Newest({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('portal');
  const token = useToken();
  const q = { page: 1, perPage: mobile ? 6 : 8, sort: 'newest' as const };
  const positions = useApiQuery('/PositionInfo/GetListForHome', q);
  const { data } = positions;
  const loading = positions.isFetching;
  // news is gated and desktop-only; phones and visitors go on to the open list.
  const more = !mobile && token ? '/hr/news' : '/hr/social';
  return (
    <Box component="section" data-testid="home-newest">
      <SectionTitle title={t('home.newest')} more={t('home.more')} moreTo={more} />
      {!data && loading && (
        <PositionGrid>
          {placeholderKeys(4).map((k) => (
            <PositionCardSkeleton key={k} />
          ))}
        </PositionGrid>
      )}
      {data && data.list.length === 0 && <EmptyState text={t('list.empty')} />}
      {data && data.list.length > 0 && (
        <PositionGrid>
          {data.list.map((p) => (
            <PositionCard key={p.id} p={p} />
          ))}
        </PositionGrid>
      )}
    </Box>
  );
}

function Companies({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation('portal');
  const q = { page: 1, perPage: 10 };
  const companies = useApiQuery('/TenementCompanyInfo/GetCompanyInfoList', q);
  const { data } = companies;
  const loading = companies.isFetching;
  if (data && data.list.length === 0) return null;
  return (
    <Box component="section" data-testid="home-companies">
      <SectionTitle title={t('home.companies')} more={t('home.more')} moreTo="/hr/company" />
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: { xs: '78%', sm: '45%', md: 'calc((100% - 48px) / 4)' },
          gap: 2,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          pb: 1,
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {!data && loading && placeholderKeys(4).map((k) => <CompanyCardSkeleton key={k} />)}
        {data?.list.map((c) => (
          <CompanyCard key={c.tenementId} c={c} to={companyHref(c.tenementId, mobile)} />
        ))}
      </Box>
    </Box>
  );
}

export function HomePage() {
  usePageTitle('titles.home', 'portal');
  const mobile = useIsMobile();
  const tags = useApiQuery('/PositionInfo/GetCommonlyUsedTags');
  const types = useApiQuery('/PositionType/GetDropDownForHome', {});
  return (
    <Box data-testid="page-home">
      <HomeHero tags={tags.data ?? []} mobile={mobile} />
      <Container
        maxWidth="lg"
        sx={{
          px: { xs: 1.5, md: 3 },
          mt: { xs: -1.5, md: -4 },
          display: 'grid',
          gap: { xs: 2.5, md: 4 },
          pb: { xs: 3, md: 5 },
          position: 'relative',
        }}
      >
        {/* A company's invitation waits here for a logged-in seeker's answer (nothing shows otherwise). */}
        <Box sx={{ '&:empty': { display: 'none' } }}>
          <PendingInvitations />
        </Box>
        <QuickEntries types={types.data ?? []} mobile={mobile} />
        <Newest mobile={mobile} />
        <Companies mobile={mobile} />
      </Container>
    </Box>
  );
}
