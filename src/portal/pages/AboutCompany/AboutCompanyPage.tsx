/**
 * aboutCompany: the site's own company (TenementCompanyInfo: the first published company, the
 * operator's; `?id=` shows another), its introduction, contacts and work places.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../shell/query.ts';
import { useSiteCompanyId } from '../../api/companies.ts';
import { CompanyContacts, CompanyHero, CompanyIntro, CompanyProfileSkeleton } from '../../components/CompanyProfile.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageShell } from '../../components/PageShell.tsx';

export function AboutCompanyPage() {
  const { t } = useTranslation('portal');
  const [sp] = useSearchParams();
  const asked = Number(sp.get('id'));
  const id = Number.isInteger(asked) && asked > 0 ? asked : null;
  // The asked company, else the site's own; null when the site has none.
  const site = useSiteCompanyId(id === null);
  const tenementId = id ?? site.id;
  const detail = useApiQuery('/TenementCompanyInfo/GetCompanyInfoDetail', tenementId === null ? null : { tenementId });
  const data = id === null && site.none ? null : detail.data;
  const loading = site.loading || detail.isFetching;
  return (
    <PageShell titleKey="titles.aboutCompany" heading={false} maxWidth="md" testId="page-aboutCompany">
      {data === undefined && loading && <CompanyProfileSkeleton />}
      {data === null || (data === undefined && !loading) ? <EmptyState text={t('company.notFound')} /> : null}
      {data && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <CompanyHero c={data} />
          <CompanyIntro c={data} />
          <CompanyContacts c={data} />
          <Box sx={{ textAlign: 'center' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={`/hr/social?tenementId=${data.tenementId}`}
              data-testid="about-positions"
            >
              {t('company.seePositions')}
            </Button>
          </Box>
        </Box>
      )}
    </PageShell>
  );
}
