/**
 * 企业信息 (menu key `companyInfo`): what the company shows job seekers (name, short name, logo,
 * industry, size, contact, introduction, whether it is listed) and its office places, at most 10.
 * One save (both 保存 buttons send the same call) with the `companyInfo:edit` key; without it the page only reads.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DebounceButton } from '../../widgets/debounce/DebounceButton.tsx';
import { LazyRichTextEditor } from '../../widgets/rich-text/LazyRichTextEditor.tsx';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { CompanySelect, CompanyText, LogoInput, PublishedSwitch } from './org/company/CompanyFields.tsx';
import { OfficePlacesEditor } from './org/company/OfficePlacesEditor.tsx';
import { useCompanyInfo } from './org/company/useCompanyInfo.ts';
import { useOrgT } from './org/i18n.ts';
import { PageHeading } from './org/ui.tsx';

const EDIT_KEY = 'companyInfo:edit';
declareFunctionKeys([EDIT_KEY]);

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const grid = { display: 'grid', columnGap: 2, rowGap: 0.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

export function CompanyInfoPage() {
  const t = useOrgT();
  const canEdit = useHasKey(EDIT_KEY);
  const readOnly = !canEdit;
  const c = useCompanyInfo();
  if (c.status === 'loading' && !c.original) return <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  if (c.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={c.retry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.loadFailed')}
      </Alert>
    );
  }
  const { form } = c;
  // At the top like every page's toolbar, and again under the long form where editing ends.
  const save = (testId: string) => (
    <DebounceButton variant="contained" onClick={() => c.save()} loading={c.saving} data-testid={testId} sx={{ minWidth: 100 }}>
      {t('common.save')}
    </DebounceButton>
  );
  return (
    <Box data-testid="org-company-page">
      <PageHeading title={t('company.title')}>{canEdit && save('org-company-save')}</PageHeading>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('common.readOnly')}
        </Alert>
      )}
      <Section title={t('company.basic')}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 3 } }}>
          <LogoInput form={form} readOnly={readOnly} />
          <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, flex: 1, minWidth: 0 }}>
            <CompanyText form={form} field="name" required readOnly={readOnly} />
            <CompanyText form={form} field="shortName" readOnly={readOnly} />
            <CompanySelect form={form} field="industry" type="Industry" readOnly={readOnly} />
            <CompanySelect form={form} field="sizeType" type="TenementSizeType" readOnly={readOnly} />
          </Box>
        </Box>
        <PublishedSwitch form={form} readOnly={readOnly} />
      </Section>
      <Section title={t('company.contact')}>
        <Box sx={grid}>
          <CompanyText form={form} field="contactPhone" type="tel" readOnly={readOnly} />
          <CompanyText form={form} field="contactEmail" type="email" readOnly={readOnly} />
          <CompanyText form={form} field="website" help={t('company.websiteHint')} readOnly={readOnly} />
          <CompanyText form={form} field="address" readOnly={readOnly} />
        </Box>
      </Section>
      <Section title={t('company.places')} testId="org-company-places">
        <OfficePlacesEditor rows={c.places} errors={c.placeErrors} readOnly={readOnly} onChange={c.setPlaces} />
      </Section>
      <Section title={t('company.introTitle')}>
        <LazyRichTextEditor value={form.values.intro} onChange={(html) => form.set('intro', html)} disabled={readOnly} height={320} />
      </Section>
      {canEdit && <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{save('org-company-save-bottom')}</Box>}
    </Box>
  );
}

export default CompanyInfoPage;
