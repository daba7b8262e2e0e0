/** What the table area shows with no rows, or when the list call failed (its toast already showed why). */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import { useListContext, useTranslate } from 'react-admin';

export function EmptyRows() {
  const t = useTranslate();
  return (
    <Box data-testid="list-empty" sx={{ py: 6, textAlign: 'center', color: 'text.disabled' }}>
      <InboxIcon sx={{ fontSize: 40 }} />
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('admin.list.empty')}
      </Typography>
    </Box>
  );
}

export function ListErrorPanel() {
  const t = useTranslate();
  const { refetch } = useListContext();
  return (
    <Box data-testid="list-error" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2">{t('admin.list.loadFailed')}</Typography>
      <Button size="small" sx={{ mt: 1 }} onClick={() => void refetch()}>
        {t('admin.app.retry')}
      </Button>
    </Box>
  );
}
