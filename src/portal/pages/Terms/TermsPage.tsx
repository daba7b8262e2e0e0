/** terms: terms of use and the personal-data notice (retention: 2 years; 10 years after leaving once hired). */
import Paper from '@mui/material/Paper';
import { PageShell } from '../../components/PageShell.tsx';
import { TermsContent } from './TermsContent.tsx';

export function TermsPage() {
  return (
    <PageShell titleKey="titles.terms" maxWidth="md" testId="page-terms">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, borderRadius: 2 }}>
        <TermsContent />
      </Paper>
    </PageShell>
  );
}
