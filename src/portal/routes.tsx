/**
 * The job-seeker area's pages (/hr/...), each its own lazy chunk, inside the portal layout (header,
 * mobile bottom bar, the desktop/mobile page-set rules). The login pages sit outside it.
 */
import type { RouteRow } from '../shell/routes.tsx';
import { lazyNamed } from '../shell/lazy.ts';
import { PortalLayout } from './layout/PortalLayout.tsx';

const HomePage = lazyNamed(() => import('./pages/Home/HomePage.tsx'), 'HomePage');
const PositionListPage = lazyNamed(() => import('./pages/PositionList/PositionListPage.tsx'), 'PositionListPage');
const CompanyListPage = lazyNamed(() => import('./pages/CompanyList/CompanyListPage.tsx'), 'CompanyListPage');
const CompanyDetailPage = lazyNamed(() => import('./pages/CompanyDetail/CompanyDetailPage.tsx'), 'CompanyDetailPage');
const PositionDetailPage = lazyNamed(() => import('./pages/PositionDetail/PositionDetailPage.tsx'), 'PositionDetailPage');
const CollectPage = lazyNamed(() => import('./pages/Collect/CollectPage.tsx'), 'CollectPage');
const DeliveryRecordPage = lazyNamed(() => import('./pages/DeliveryRecord/DeliveryRecordPage.tsx'), 'DeliveryRecordPage');
const MyJobPage = lazyNamed(() => import('./pages/MyJob/MyJobPage.tsx'), 'MyJobPage');
const CommonProblemPage = lazyNamed(() => import('./pages/CommonProblem/CommonProblemPage.tsx'), 'CommonProblemPage');
const AboutCompanyPage = lazyNamed(() => import('./pages/AboutCompany/AboutCompanyPage.tsx'), 'AboutCompanyPage');
const TermsPage = lazyNamed(() => import('./pages/Terms/TermsPage.tsx'), 'TermsPage');
const CompleteDataPage = lazyNamed(() => import('./pages/CompleteData/CompleteDataPage.tsx'), 'CompleteDataPage');
const EntryDataPage = lazyNamed(() => import('./pages/EntryData/EntryDataPage.tsx'), 'EntryDataPage');
const GeneralWorkerDataPage = lazyNamed(() => import('./pages/GeneralWorkerData/GeneralWorkerDataPage.tsx'), 'GeneralWorkerDataPage');
const SettingAccountPage = lazyNamed(() => import('./pages/SettingAccount/SettingAccountPage.tsx'), 'SettingAccountPage');

export const PORTAL_ROUTES: RouteRow = {
  element: <PortalLayout />,
  children: [
    { path: '/hr/home', element: <HomePage /> },
    { path: '/hr/news', element: <PositionListPage kind="news" /> },
    { path: '/hr/social', element: <PositionListPage kind="social" /> },
    { path: '/hr/recruit', element: <PositionListPage kind="recruit" /> },
    { path: '/hr/company', element: <CompanyListPage /> },
    { path: '/hr/cpDetail', element: <CompanyDetailPage /> },
    { path: '/hr/detail', element: <PositionDetailPage /> },
    { path: '/hr/collect', element: <CollectPage /> },
    { path: '/hr/deliveryRecord', element: <DeliveryRecordPage /> },
    { path: '/hr/myJob', element: <MyJobPage /> },
    { path: '/hr/commonProblem', element: <CommonProblemPage /> },
    { path: '/hr/aboutCompany', element: <AboutCompanyPage /> },
    { path: '/hr/terms', element: <TermsPage /> },
    { path: '/hr/completeData', element: <CompleteDataPage /> },
    { path: '/hr/entryData', element: <EntryDataPage /> },
    { path: '/hr/generalWorkerData', element: <GeneralWorkerDataPage /> },
    { path: '/hr/settingAcount', element: <SettingAccountPage /> },
  ],
};
