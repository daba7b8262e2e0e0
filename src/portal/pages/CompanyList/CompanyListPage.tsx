/**
 * company: the companies hiring here, searchable by name, paged. On a phone `?id=` shows one
 * company in place (cpDetail is not in the phone's page set).
 */
import Box from '@mui/material/Box';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../shell/query.ts';
import { CompanyCard, CompanyCardSkeleton, companyHref } from '../../components/CompanyCard.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { Pager, PAGE_SIZES } from '../../components/Pager.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { useIsMobile } from '../../components/useIsMobile.ts';
import { CompanyView } from '../CompanyDetail/CompanyView.tsx';
import { placeholderKeys } from '../../components/placeholders.ts';

function readQuery(search: string) {
  const sp = new URLSearchParams(search);
  const n = (k: string) => {
    const v = Number(sp.get(k));
    return Number.isInteger(v) && v > 0 ? v : null;
  };
  const perPage = n('perPage');
  return {
    id: n('id'),
    name: sp.get('name') ?? '',
    page: n('page') ?? 1,
    perPage: perPage && (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : 10,
  };
}

function CompanyGrid({
  name,
  page,
  perPage,
  onPage,
}: {
  name: string;
  page: number;
  perPage: number;
  onPage: (page: number, perPage: number) => void;
}) {
  const { t } = useTranslation('portal');
  const mobile = useIsMobile();
  const q = { page, perPage, name_like: name || undefined };
  const companies = useApiQuery('/TenementCompanyInfo/GetCompanyInfoList', q);
  const { data } = companies;
  const loading = companies.isFetching;
  const grid = {
    display: 'grid',
    gap: { xs: 1.25, md: 2 },
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 1fr))' },
  } as const;
  return (
    <>
      {!data && loading && (
        <Box sx={grid}>
          {placeholderKeys(6).map((k) => (
            <CompanyCardSkeleton key={k} />
          ))}
        </Box>
      )}
      {data && data.list.length === 0 && <EmptyState text={t('company.empty')} />}
      {data && data.list.length > 0 && (
        <Box sx={grid} data-testid="company-grid">
          {data.list.map((c) => (
            <CompanyCard key={c.tenementId} c={c} to={companyHref(c.tenementId, mobile)} />
          ))}
        </Box>
      )}
      {data && <Pager page={page} perPage={perPage} total={data.totalCount} onChange={onPage} />}
    </>
  );
}

export function CompanyListPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const q = readQuery(location.search);
  const go = (next: { name?: string; page?: number; perPage?: number }) => {
    const sp = new URLSearchParams();
    const merged = { ...q, ...next };
    if (merged.name) sp.set('name', merged.name);
    if (merged.page > 1) sp.set('page', String(merged.page));
    if (merged.perPage !== 10) sp.set('perPage', String(merged.perPage));
    void navigate({ search: sp.toString() ? `?${sp}` : '' });
  };
  if (mobile && q.id) {
    return (
      <PageShell titleKey="titles.cpDetail" heading={false} testId="page-company-one">
        <CompanyView tenementId={q.id} />
      </PageShell>
    );
  }
  return (
    <PageShell titleKey="titles.company" testId="page-company">
      <Box sx={{ mb: 2, maxWidth: 560 }}>
        <SearchBox
          value={q.name}
          onSearch={(name) => go({ name, page: 1 })}
          size={mobile ? 'small' : 'medium'}
          placeholderKey="company.searchPlaceholder"
        />
      </Box>
      <CompanyGrid name={q.name} page={q.page} perPage={q.perPage} onPage={(page, perPage) => go({ page, perPage })} />
    </PageShell>
  );
}
