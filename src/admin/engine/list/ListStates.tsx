/** The back office's one empty state, and what an area shows when its call failed (its toast already showed why). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { useListContext, useTranslate } from 'react-admin';

/**
 * The back office's one empty state: the inbox icon over a line of secondary text, centred. `full` for
 * a table, a page or a dialog's list (`text` names the emptiness, 暂无规则; the list's 暂无数据
 * otherwise); `compact` for a part of a panel (a drawer's tab, a board column, a day) among other
 * things; `overlay`, compact and laid over its positioned parent (a chart's empty axes) on the paper's
 * colour, so grid lines pass behind it rather than through it.
 */
export function EmptyState({
  text,
  testId = 'list-empty',
  variant = 'full',
}: {
  text?: string;
  testId?: string;
  variant?: 'full' | 'compact' | 'overlay';
}) {
  const t = useTranslate();
  const overlay = variant === 'overlay';
  const state = (
    <Box data-testid={overlay ? undefined : testId} sx={{ ...LOOK[variant], px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: variant === 'full' ? 40 : 28, display: 'block', mx: 'auto' }} />
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {text ?? t('admin.list.empty')}
      </Typography>
    </Box>
  );
  return overlay ? (
    <Box data-testid={testId} sx={OVER_PARENT}>
      {state}
    </Box>
  ) : (
    state
  );
}

const LOOK = {
  full: { py: 6 },
  compact: { py: 2 },
  overlay: { py: 1, bgcolor: 'background.paper', borderRadius: 1 },
} as const;

const OVER_PARENT = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  pointerEvents: 'none',
} as const;

/** A failed load with its retry, for the list in context or any other call (`onRetry`). */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslate();
  return (
    <Box data-testid="list-error" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{t('admin.list.loadFailed')}</Typography>
      <Button size="small" sx={{ mt: 1 }} onClick={onRetry}>
        {t('admin.app.retry')}
      </Button>
    </Box>
  );
}

export function ListErrorPanel() {
  const { refetch } = useListContext();
  return <LoadFailed onRetry={() => void refetch()} />;
}
