/** deliveryRecord: the phone's applications page (a desktop shows it as a tab of myJob). */
import { PageShell } from '../../components/PageShell.tsx';
import { DeliveryList } from './DeliveryList.tsx';

export function DeliveryRecordPage() {
  return (
    <PageShell titleKey="titles.deliveryRecord" maxWidth="md" testId="page-deliveryRecord">
      <DeliveryList />
    </PageShell>
  );
}
