/** The terms of use and personal-data notice (the page and the WeChat agreement popup show it). */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface TermsSection {
  title: string;
  body: string[];
}

export function TermsContent({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('portal');
  const sections = t('terms.sections', { returnObjects: true }) as TermsSection[];
  return (
    <Box data-testid="terms-content" sx={{ fontSize: compact ? 14 : 15, lineHeight: 1.85 }}>
      <Typography sx={{ fontSize: 'inherit', lineHeight: 'inherit', mb: 2, color: 'text.secondary' }}>{t('terms.intro')}</Typography>
      {(Array.isArray(sections) ? sections : []).map((s) => (
        <Box key={s.title} component="section" sx={{ mb: 2 }}>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: compact ? 15 : 17, mb: 0.75 }}>
            {s.title}
          </Typography>
          {s.body.map((p) => (
            <Typography key={p} sx={{ fontSize: 'inherit', lineHeight: 'inherit', mb: 0.75, overflowWrap: 'anywhere' }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 2 }}>{t('terms.updated')}</Typography>
    </Box>
  );
}
