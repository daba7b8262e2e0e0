/** The job-seeker area's frame: header, content, and on phones the bottom bar (portal-web builds it out). */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '../../shell/components/PageLoader.tsx';
import '../i18n.ts';

export function PortalLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
