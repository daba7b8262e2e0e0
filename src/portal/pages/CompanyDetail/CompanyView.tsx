/** One company: its profile beside its published positions (paged). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../shell/query.ts';
import { CompanyContacts, CompanyHero, CompanyIntro, CompanyProfileSkeleton } from '../../components/CompanyProfile.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Pager } from '../../components/Pager.tsx';
import { PositionCard, PositionCardSkeleton, PositionGrid } from '../../components/PositionCard.tsx';

function CompanyPositions({ tenementId }: { tenementId: number }) {
  const { t } = useTranslation('portal');
  const [paging, setPaging] = useState({ page: 1, perPage: 10 });
  const q = { tenementId, ...paging };
  const positions = useApiQuery('/PositionInfo/GetListForHome', q);
  const { data } = positions;
  const loading = positions.isFetching;
  return (
    <Box data-testid="company-positions">
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17, mb: 1.5 }}>
        {t('company.positions')}
        {data ? (
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400, ml: 1 }}>
            ({data.totalCount})
          </Box>
        ) : null}
      </Typography>
      {!data && loading && (
        <PositionGrid columns={1}>
          <PositionCardSkeleton />
          <PositionCardSkeleton />
        </PositionGrid>
      )}
      {data && data.list.length === 0 && <EmptyState text={t('company.noPositions')} />}
      {data && data.list.length > 0 && (
        <PositionGrid>
          {data.list.map((p) => (
            <PositionCard key={p.id} p={p} />
          ))}
        </PositionGrid>
      )}
      {data && (
        <Pager
          page={paging.page}
          perPage={paging.perPage}
          total={data.totalCount}
          onChange={(page, perPage) => setPaging({ page, perPage })}
        />
      )}
    </Box>
  );
}

export function CompanyView({ tenementId }: { tenementId: number }) {
  const { t } = useTranslation('portal');
  const company = useApiQuery('/TenementCompanyInfo/GetCompanyInfoDetail', { tenementId });
  const { data, error } = company;
  const loading = company.isFetching;
  if (!data && loading) return <CompanyProfileSkeleton />;
  if (!data || error) return <EmptyState text={t('company.notFound')} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="company-view">
      <CompanyHero c={data} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <CompanyIntro c={data} />
          <CompanyPositions tenementId={tenementId} />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <CompanyContacts c={data} />
        </Box>
      </Box>
    </Box>
  );
}
