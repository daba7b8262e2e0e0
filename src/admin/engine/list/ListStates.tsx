/** What the table area shows with no rows, or when the list call failed (its toast already showed why). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { useListContext, useTranslate } from 'react-admin';

/** `text` and `testId` for a screen that names its emptiness (暂无规则); the list's 暂无数据 otherwise. */
export function EmptyRows({ text, testId = 'list-empty' }: { text?: string; testId?: string }) {
  const t = useTranslate();
  return (
    <Box data-testid={testId} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 40 }} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {text ?? t('admin.list.empty')}
      </Typography>
    </Box>
  );
}

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
