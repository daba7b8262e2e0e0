/** What PositionInfo/Qualification says before applying: missing resume sections, unmet requirements. */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { Qualification } from '../../api/types.ts';

/** Section keys (basic, photos…) or names the server already translated: both read well. */
export function sectionNames(t: (k: string, o?: Record<string, unknown>) => string, missing: readonly string[]): string {
  return missing.map((m) => t(`portal:resumeSection.${m}`, { defaultValue: m })).join('、');
}

export function QualificationNotes({ qual, completeLink }: { qual: Qualification; completeLink: ReactNode }) {
  const { t } = useTranslation('portal');
  if (qual.qualified && qual.canDeliver) {
    return (
      <Alert severity="success" data-testid="qualified">
        {t('apply.qualified')}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="qualification">
      {qual.missing.length > 0 && (
        <Alert severity="warning" action={completeLink} data-testid="qual-missing">
          {t('apply.missing', { sections: sectionNames(t, qual.missing) })}
        </Alert>
      )}
      {qual.unmet.length > 0 && (
        <Alert severity="error" action={completeLink} data-testid="qual-unmet">
          {t('apply.unmet', { items: qual.unmet.join('、') })}
        </Alert>
      )}
      {!qual.canDeliver && qual.reason && (
        <Alert severity="info" data-testid="qual-reason">
          {qual.reason}
        </Alert>
      )}
    </Box>
  );
}
