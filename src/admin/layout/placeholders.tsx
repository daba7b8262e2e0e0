/** What the content area shows when there is no page to show, or the page failed. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from './menuModel.ts';

function Panel({
  icon,
  title,
  text,
  testId,
  action,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
  testId: string;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center', color: 'text.secondary' }}>
      <Box sx={{ fontSize: 48, color: 'text.disabled', '& svg': { fontSize: 'inherit' } }}>{icon}</Box>
      <Typography variant="h6" sx={{ color: 'text.primary', fontWeight: 600, mt: 1 }}>
        {title}
      </Typography>
      {text && <Typography sx={{ mt: 1, wordBreak: 'break-word' }}>{text}</Typography>}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Paper>
  );
}

function BackHome() {
  const t = useTranslate();
  return (
    <Button component={RouterLink} to={HOME_PATH} variant="outlined">
      {t('admin.page.backHome')}
    </Button>
  );
}

/** A menu node whose component the registry does not know (the sidebar marks it too). */
export function UnconfiguredPage({ title, component }: { title: string; component: string | null }) {
  const t = useTranslate();
  return (
    <Panel
      testId="unconfigured-page"
      icon={<ConstructionIcon />}
      title={t('admin.page.unconfiguredTitle')}
      text={t('admin.page.unconfiguredText', { title, component: component ?? '-' })}
      action={<BackHome />}
    />
  );
}

export function NotFoundPanel({ path }: { path: string }) {
  const t = useTranslate();
  return (
    <Panel
      testId="admin-not-found"
      icon={<SearchOffIcon />}
      title={t('admin.page.notFoundTitle')}
      text={t('admin.page.notFoundText', { path })}
      action={<BackHome />}
    />
  );
}

function CrashPanel({ error }: { error: Error }) {
  const t = useTranslate();
  return (
    <Panel
      testId="page-crashed"
      icon={<ErrorIcon color="error" />}
      title={t('admin.page.crashed')}
      text={error.message}
      action={<BackHome />}
    />
  );
}

export function AccessDeniedPanel() {
  const t = useTranslate();
  return (
    <Panel
      testId="access-denied"
      icon={<ErrorIcon />}
      title={t('ra.page.access_denied')}
      text={t('ra.message.access_denied')}
      action={<BackHome />}
    />
  );
}

/** react-admin's last-resort error screen (outside any page's own boundary). */
export function AdminError({ error }: { error: Error }) {
  return (
    <Box sx={{ p: 3 }}>
      <CrashPanel error={error} />
    </Box>
  );
}

interface BoundaryState {
  error: Error | null;
}

/**
 * One page's failure (a chunk that did not load, an unknown function key) stays inside its tab;
 * "refresh" on the tag remounts the page and with it this boundary.
 */
export class PageBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Admin page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <CrashPanel error={this.state.error} /> : this.props.children;
  }
}
