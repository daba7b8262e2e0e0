/**
 * The admins' screen for run-time table and form settings (menu key `resourceConfig`, served by
 * ResourceConfig/*). Not built yet: the registry already names this file, so until it is, the
 * page says so instead of breaking the build or the menu.
 */
import { UnconfiguredPage } from '../layout/placeholders.tsx';
import { useRouteNode } from '../access/AccessContext.tsx';

export function ResourceConfigPage() {
  const node = useRouteNode();
  return <UnconfiguredPage title={node?.title ?? 'resourceConfig'} component="resourceConfig" />;
}

export default ResourceConfigPage;
