import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One block of the settings page: a title, an optional action on the right, the content. */
export function SettingCard({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <Paper variant="outlined" data-testid={testId} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: children ? 2 : 0 }}>
        <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
