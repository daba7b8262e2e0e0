/** One resume section: a titled card with its edit or add button, showing either the data or its form. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { StateChip } from '../../../components/Chips.tsx';

export interface SectionCardProps {
  id: string;
  title: string;
  /** Required for applying and still empty: marked so the seeker sees what to do. */
  missing?: boolean;
  /** 'edit' or 'add' shows that button; null shows none (the form is open). */
  action?: 'edit' | 'add' | null;
  onAction?: () => void;
  actionDisabled?: boolean;
  children: ReactNode;
}

export function SectionCard({ id, title, missing, action, onAction, actionDisabled, children }: SectionCardProps) {
  const { t } = useTranslation('resume');
  return (
    <Paper id={`section-${id}`} data-testid={`section-${id}`} variant="outlined" sx={{ p: { xs: 2, md: 3 }, scrollMarginTop: 80 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Box sx={{ width: 4, height: 18, borderRadius: 1, bgcolor: 'primary.main' }} />
        <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>
          {title}
        </Typography>
        {missing && <StateChip tone="warning" label={t('completeness.todo')} />}
        <Box sx={{ flex: 1 }} />
        {action && (
          <Button
            size="small"
            onClick={onAction}
            disabled={actionDisabled}
            startIcon={action === 'add' ? <AddIcon /> : <EditOutlinedIcon />}
            data-testid={`${id}-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** Save and cancel under a form. */
export function FormActions({
  saving,
  onCancel,
  onSave,
  testId,
}: {
  saving: boolean;
  onCancel?: () => void;
  onSave: () => void;
  testId: string;
}) {
  const { t } = useTranslation('resume');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2.5 }}>
      {onCancel && (
        <Button color="inherit" onClick={onCancel} disabled={saving} data-testid={`${testId}-cancel`}>
          {t('actions.cancel')}
        </Button>
      )}
      <Button variant="contained" onClick={onSave} loading={saving} data-testid={`${testId}-save`}>
        {t('actions.save')}
      </Button>
    </Box>
  );
}

/** A label and its value in the read view; empty values show a dash. */
export function Fact({ label, value, testId, labelWidth = 72 }: { label: string; value: ReactNode; testId?: string; labelWidth?: number }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box sx={{ display: 'flex', gap: 1, minWidth: 0, py: 0.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', flex: 'none', minWidth: labelWidth }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        data-testid={testId}
        sx={{ minWidth: 0, overflowWrap: 'anywhere', color: empty ? 'text.disabled' : 'text.primary' }}
      >
        {empty ? '—' : value}
      </Typography>
    </Box>
  );
}

export function EmptyHint({ text }: { text: string }) {
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
      {text}
    </Typography>
  );
}
