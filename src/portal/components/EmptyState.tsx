import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A line drawing of an empty folder: no icon font, no image request. */
function EmptyArt() {
  return (
    <svg width="120" height="84" viewBox="0 0 120 84" aria-hidden>
      <ellipse cx="60" cy="76" rx="46" ry="6" fill="#e8edf5" />
      <path
        d="M22 26h28l6 7h42a4 4 0 0 1 4 4v33a4 4 0 0 1-4 4H22a4 4 0 0 1-4-4V30a4 4 0 0 1 4-4z"
        fill="#f1f5fb"
        stroke="#c7d2e4"
        strokeWidth="2"
      />
      <path d="M18 40h84" stroke="#c7d2e4" strokeWidth="2" />
      <circle cx="60" cy="56" r="7" fill="none" stroke="#a8b6cc" strokeWidth="2" />
      <path d="M65 61l6 6" stroke="#a8b6cc" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({ text, hint, action }: { text: string; hint?: string; action?: ReactNode }) {
  return (
    <Box
      data-testid="empty-state"
      sx={{ py: { xs: 5, md: 8 }, px: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
    >
      <EmptyArt />
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{text}</Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
