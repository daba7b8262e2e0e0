/** Page titles: "<page> - <app name>", in the current language. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export function usePageTitle(key: string, ns = 'common'): void {
  const { t } = useTranslation(ns);
  const page = t(key);
  const app = t('common:appName');
  useEffect(() => {
    document.title = page ? `${page} - ${app}` : app;
  }, [page, app]);
}
