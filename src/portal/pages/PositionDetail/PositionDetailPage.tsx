/**
 * detail?id=: everything about one position, its company, similar positions, save and apply. On a
 * phone the actions sit in a bar over the tab bar so they stay in reach while reading.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shell/title.ts';
import type { ApiQuery } from '../../../shell/api.ts';
import { useApiQuery } from '../../../shell/query.ts';
import type { PositionDetail } from '../../api/types.ts';
import { companyHref } from '../../components/CompanyCard.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PositionCard, PositionGrid } from '../../components/PositionCard.tsx';
import { useIsMobile } from '../../components/useIsMobile.ts';
import { TAB_BAR_HEIGHT } from '../../layout/metrics.ts';
import { ApplyDialog } from './ApplyDialog.tsx';
import { CompanyBox, DetailSections, Section } from './DetailSections.tsx';
import { ActionButtons, PositionHero } from './PositionHero.tsx';
import { usePositionActions } from './usePositionActions.ts';

function Similar({ p }: { p: PositionDetail }) {
  const { t } = useTranslation('portal');
  const mobile = useIsMobile();
  // Arrays go as repeated keys without indices (`tags=a&tags=b`), as the seeds ask.
  const q: ApiQuery<'/PositionInfo/GetSimilarPosition'> = {
    id: p.id,
    tags: p.tags.map((x) => x.name),
    positionType: p.positionTypeName ?? undefined,
  };
  const { data } = useApiQuery('/PositionInfo/GetSimilarPosition', q);
  if (!data || data.length === 0) return null;
  return (
    <Section title={t('detail.similar')} testId="similar" bare={mobile}>
      <PositionGrid>
        {data.map((s) => (
          <PositionCard key={s.id} p={s} />
        ))}
      </PositionGrid>
    </Section>
  );
}

function DetailView({ p }: { p: PositionDetail }) {
  const mobile = useIsMobile();
  const actions = usePositionActions(p.id);
  const [round, setRound] = useState(0);
  const [applying, setApplying] = useState(false);
  const openApply = () => {
    setRound((n) => n + 1);
    setApplying(true);
  };
  const onApplied = () => {
    setApplying(false);
    actions.reloadDelivery();
  };
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PositionHero p={p} actions={actions} onApply={openApply} mobile={mobile} />
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}
        >
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <DetailSections p={p} />
            {mobile && <CompanyBox p={p} href={companyHref(p.tenementId, true)} />}
            <Similar p={p} />
          </Box>
          {!mobile && (
            <Box sx={{ position: 'sticky', top: 80 }}>
              <CompanyBox p={p} href={companyHref(p.tenementId, false)} />
            </Box>
          )}
        </Box>
      </Box>
      {mobile && (
        <Paper
          elevation={8}
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))`,
            zIndex: 1050,
            px: 1.5,
            py: 1,
            borderRadius: 0,
          }}
          data-testid="mobile-actions"
        >
          <ActionButtons p={p} actions={actions} onApply={openApply} fill />
        </Paper>
      )}
      {applying && <ApplyDialog position={p} round={round} onClose={() => setApplying(false)} onApplied={onApplied} />}
    </>
  );
}

function DetailSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="detail-skeleton">
      <Skeleton variant="rounded" height={150} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

export function PositionDetailPage() {
  const { t } = useTranslation('portal');
  const mobile = useIsMobile();
  const [sp] = useSearchParams();
  const id = Number(sp.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  // 1102 (not published, or gone) is the page's own empty state, not a toast.
  const detail = useApiQuery('/PositionInfo/GetDetail', valid ? { id } : null, { quietStates: [1102] });
  const { data } = detail;
  const loading = detail.isFetching;
  usePageTitle('titles.detail', 'portal');
  const app = t('common:appName');
  // The position's own name as the tab title once known (shared links read better).
  useEffect(() => {
    if (data?.name) document.title = `${data.name} - ${app}`;
  }, [data?.name, app]);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 1.5, md: 3 }, px: { xs: 1.5, md: 3 }, pb: mobile ? 10 : 3 }} data-testid="page-detail">
      {valid && !data && loading && <DetailSkeleton />}
      {data && <DetailView key={data.id} p={data} />}
      {(!valid || (!data && !loading)) && (
        <EmptyState
          text={t('detail.notFound')}
          hint={t('detail.notFoundHint')}
          action={
            <Button component={RouterLink} to="/hr/social" variant="contained">
              {t('detail.browse')}
            </Button>
          }
        />
      )}
    </Container>
  );
}
