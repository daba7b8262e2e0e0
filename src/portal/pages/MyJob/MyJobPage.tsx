/**
 * myJob, the personal centre. Desktop: the profile with links to 完善简历 and 账号设置 beside tabs
 * 投递记录, 收藏职位, 入职资料 (`?tab=`; the phone pages deliveryRecord, collect and entryData land
 * here on a desktop). Phone: a list of the personal pages.
 */
import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../shell/lazy.ts';
import { PageShell } from '../../components/PageShell.tsx';
import { useIsMobile } from '../../components/useIsMobile.ts';
import { CollectList } from '../Collect/CollectList.tsx';
import { DeliveryList } from '../DeliveryRecord/DeliveryList.tsx';
import { MobileCentre } from './MobileCentre.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { PendingInvitations } from '../../../shell/components/PendingInvitations.tsx';

// The resume helper's page, shown as a tab: its own chunk, loaded when the tab opens.
const EntryDataPage = lazyNamed(() => import('../EntryData/EntryDataPage.tsx'), 'EntryDataPage');

const TABS = ['deliveryRecord', 'collect', 'entryData'] as const;
type TabKey = (typeof TABS)[number];

function DesktopCentre() {
  const { t } = useTranslation('portal');
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('tab');
  const tab: TabKey = (TABS as readonly string[]).includes(asked ?? '') ? (asked as TabKey) : 'deliveryRecord';
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: '280px minmax(0, 1fr)', alignItems: 'start' }}>
      <Box sx={{ position: 'sticky', top: 80 }}>
        <ProfileCard />
      </Box>
      <Paper variant="outlined" sx={{ borderRadius: 2, p: 2.5, minHeight: 400 }}>
        <Tabs
          value={tab}
          onChange={(_e, v: TabKey) => void navigate({ search: `?tab=${v}` })}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          data-testid="myjob-tabs"
        >
          {TABS.map((k) => (
            <Tab key={k} value={k} label={t(`myJob.tabs.${k}`)} data-testid={`myjob-tab-${k}`} />
          ))}
        </Tabs>
        {tab === 'deliveryRecord' && <DeliveryList />}
        {tab === 'collect' && <CollectList />}
        {tab === 'entryData' && (
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <EntryDataPage />
          </Suspense>
        )}
      </Paper>
    </Box>
  );
}

export function MyJobPage() {
  const mobile = useIsMobile();
  return (
    <PageShell titleKey="titles.myJob" maxWidth={mobile ? 'md' : 'lg'} testId="page-myJob">
      <PendingInvitations />
      {mobile ? <MobileCentre /> : <DesktopCentre />}
    </PageShell>
  );
}
