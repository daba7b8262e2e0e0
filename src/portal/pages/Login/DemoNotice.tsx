/**
 * A plain warning on the login page while demo accounts still open with their published passwords
 * (GET /Login/DemoAccounts, public): whoever runs the site sees at once that anyone can log in as them.
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../shell/query.ts';
import { registerCatalogs } from '../../../shell/i18n.ts';
import zhCN from '../../../../locales/zh-CN/accounts.json';
import zhTW from '../../../../locales/zh-TW/accounts.json';
import en from '../../../../locales/en/accounts.json';

registerCatalogs('accounts', { 'zh-CN': zhCN, 'zh-TW': zhTW, en });

export function DemoNotice() {
  const { t } = useTranslation('accounts');
  // A notice, not a gate: if the call fails the page simply shows none.
  const demo = useApiQuery('/Login/DemoAccounts', undefined, { silent: true });
  const accounts = demo.isError ? [] : (demo.data?.accounts ?? []);
  if (!accounts.length) return null;
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="demo-notice">
      <AlertTitle>{t('demo.title')}</AlertTitle>
      {t('demo.body', { accounts: accounts.join(', ') })}
    </Alert>
  );
}
