/**
 * news, social and recruit: positions with filters (type, tags, place, factory, keyword) and the
 * seeds' pagination. Every filter lives in the address; the search bar stays in view on scroll.
 */
import { useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import TuneIcon from '@mui/icons-material/Tune';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../shell/title.ts';
import { useApiQuery } from '../../../shell/query.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Pager } from '../../components/Pager.tsx';
import { PositionCard, PositionCardSkeleton, PositionGrid } from '../../components/PositionCard.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { useIsMobile } from '../../components/useIsMobile.ts';
import { HEADER_HEIGHT } from '../../layout/metrics.ts';
import { FilterDrawer } from './FilterDrawer.tsx';
import { FilterPanel } from './FilterPanel.tsx';
import { SortSwitch } from './SortSwitch.tsx';
import {
  CAMPUS_AND_SHORT,
  activeCount,
  filtersToSearch,
  parseFilters,
  typeTab,
  toQuery,
  typesOf,
  withFilter,
  type ListFilters,
  type ListKind,
} from './filters.ts';
import { useFilterOptions } from './useFilterOptions.ts';
import { placeholderKeys } from '../../components/placeholders.ts';

function TypeTabs({ kind, value, onChange }: { kind: ListKind; value: number; onChange: (rt: number) => void }) {
  const { t } = useTranslation('portal');
  const mobile = useIsMobile();
  const types = typesOf(kind, mobile);
  if (types.length < 2) return null;
  return (
    <Tabs
      value={value}
      onChange={(_e, v: number) => onChange(v)}
      variant={mobile ? 'fullWidth' : 'standard'}
      sx={{ minHeight: 40, mb: { xs: 0.5, md: 1.5 }, '& .MuiTab-root': { minHeight: 40, fontSize: 15 } }}
      data-testid="rt-tabs"
    >
      {types.map((rt) => (
        <Tab
          key={rt}
          value={rt}
          label={rt === CAMPUS_AND_SHORT ? t('filters.all') : t(`options.recruitmentType.${rt}`)}
          data-testid={`rt-${rt}`}
        />
      ))}
    </Tabs>
  );
}

function Results({
  kind,
  filters,
  onChange,
  onClear,
}: {
  kind: ListKind;
  filters: ListFilters;
  onChange: (p: Partial<ListFilters>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('portal');
  const mobile = useIsMobile();
  const query = toQuery(filters, kind, mobile);
  const positions = useApiQuery('/PositionInfo/GetListForHome', query);
  const { data } = positions;
  const loading = positions.isFetching;
  const skeletons = placeholderKeys(Math.min(filters.perPage, 6)).map((k) => <PositionCardSkeleton key={k} />);
  return (
    <Box data-testid="position-results" data-loading={loading ? 'true' : 'false'}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, my: { xs: 1, md: 2 } }}>
        <Typography variant="body2" sx={{ flex: 1, color: 'text.secondary' }} data-testid="result-count">
          {data ? t('list.found', { n: data.totalCount }) : ' '}
        </Typography>
        {kind !== 'news' && <SortSwitch value={filters.sort} onChange={(sort) => onChange({ sort })} />}
      </Box>
      {!data && loading && <PositionGrid>{skeletons}</PositionGrid>}
      {data && data.list.length > 0 && (
        <PositionGrid>
          {data.list.map((p) => (
            <PositionCard key={p.id} p={p} />
          ))}
        </PositionGrid>
      )}
      {data && data.list.length === 0 && (
        <EmptyState
          text={t('list.empty')}
          hint={t('list.emptyHint')}
          action={
            activeCount(filters) > 0 || filters.keyword ? (
              <Button onClick={onClear} data-testid="clear-filters">
                {t('filters.clear')}
              </Button>
            ) : undefined
          }
        />
      )}
      {data && (
        <Pager
          page={filters.page}
          perPage={filters.perPage}
          total={data.totalCount}
          onChange={(page, perPage) => {
            onChange({ page, perPage });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </Box>
  );
}

export function PositionListPage({ kind }: { kind: ListKind }) {
  const { t } = useTranslation('portal');
  usePageTitle(`titles.${kind}`, 'portal');
  const mobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = parseFilters(location.search);
  const options = useFilterOptions(filters.tenementId, filters);
  const [drawer, setDrawer] = useState(false);
  const change = (patch: Partial<ListFilters>) => void navigate({ search: filtersToSearch(withFilter(filters, patch)) });
  const clear = () => change({ keyword: '', type: '', tags: [], place: '', factory: '' });
  const rt = typeTab(filters, kind, mobile) ?? 0;
  const count = activeCount(filters);
  return (
    <Box data-testid={`list-${kind}`}>
      <Box
        sx={{
          position: 'sticky',
          top: HEADER_HEIGHT,
          zIndex: 5,
          bgcolor: 'background.default',
          borderBottom: { xs: 1, md: 0 },
          borderColor: 'divider',
        }}
        data-testid="sticky-search"
      >
        <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, py: { xs: 1, md: 2 }, display: 'flex', gap: 1, alignItems: 'center' }}>
          <SearchBox value={filters.keyword} onSearch={(keyword) => change({ keyword })} size={mobile ? 'small' : 'medium'} />
          {mobile && (
            <Button
              onClick={() => setDrawer(true)}
              data-testid="open-filters"
              sx={{ flexShrink: 0, minWidth: 0, px: 1.25, color: count ? 'primary.main' : 'text.secondary' }}
              startIcon={
                <Badge badgeContent={count} color="primary">
                  <TuneIcon />
                </Badge>
              }
            >
              {t('filters.title')}
            </Button>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ px: { xs: 1.5, md: 3 }, pb: 3 }}>
        {kind === 'news' && !mobile && <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>{t('list.newsHint')}</Typography>}
        <TypeTabs kind={kind} value={rt} onChange={(v) => change({ rt: v })} />
        {!mobile && <FilterPanel filters={filters} options={options} onChange={change} />}
        <Results kind={kind} filters={filters} onChange={change} onClear={clear} />
      </Container>
      {mobile && <FilterDrawer open={drawer} onClose={() => setDrawer(false)} filters={filters} options={options} onApply={change} />}
    </Box>
  );
}
