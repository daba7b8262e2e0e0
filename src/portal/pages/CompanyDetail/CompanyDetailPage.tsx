/** cpDetail?id=: a company's profile and its positions (desktop; phones use /hr/company?id=). */
import { useSearchParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useTranslation } from 'react-i18next';
import { CompanyView } from './CompanyView.tsx';

export function CompanyDetailPage() {
  const { t } = useTranslation('portal');
  const [sp] = useSearchParams();
  const id = Number(sp.get('id'));
  return (
    <PageShell titleKey="titles.cpDetail" heading={false} testId="page-cpDetail">
      {Number.isInteger(id) && id > 0 ? <CompanyView tenementId={id} /> : <EmptyState text={t('company.notFound')} />}
    </PageShell>
  );
}
