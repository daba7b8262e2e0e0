/** collect: the phone's saved-positions page (a desktop shows it as a tab of myJob). */
import { PageShell } from '../../components/PageShell.tsx';
import { CollectList } from './CollectList.tsx';

export function CollectPage() {
  return (
    <PageShell titleKey="titles.collect" maxWidth="md" testId="page-collect">
      <CollectList />
    </PageShell>
  );
}
