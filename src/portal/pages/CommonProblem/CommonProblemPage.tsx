/** commonProblem: questions job seekers ask, as an accordion (the first one open). */
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';

interface Faq {
  q: string;
  a: string;
}

export function CommonProblemPage() {
  const { t } = useTranslation('portal');
  const items = t('faq.items', { returnObjects: true }) as Faq[];
  return (
    <PageShell titleKey="titles.commonProblem" maxWidth="md" testId="page-commonProblem">
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('faq.intro')}</Typography>
      <Box data-testid="faq">
        {(Array.isArray(items) ? items : []).map((item, i) => (
          <Accordion
            key={item.q}
            defaultExpanded={i === 0}
            disableGutters
            variant="outlined"
            sx={{ '&:not(:last-of-type)': { borderBottom: 0 }, '&::before': { display: 'none' } }}
            data-testid="faq-item"
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { my: 1.5 } }}>
              <Typography sx={{ fontWeight: 600 }}>{item.q}</Typography>
            </AccordionSummary>
            <AccordionDetails sx={{ pt: 0 }}>
              <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-line', lineHeight: 1.8 }}>{item.a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </PageShell>
  );
}
