/**
 * The identity page's secondary actions for a logged-in user: join a company with its team code,
 * or create one and enter its back office. Each opens its dialog.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddBusinessIcon from '@mui/icons-material/AddBusinessOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import { useOrgT } from '../../../admin/pages/org/i18n.ts';
import { CreateCompanyDialog } from './CreateCompanyDialog.tsx';
import { JoinDialog } from './JoinDialog.tsx';

export interface CompanyActionsProps {
  defaultName: string;
  disabled: boolean;
  onEntered: (path: string) => void;
}

export function CompanyActions({ defaultName, disabled, onEntered }: CompanyActionsProps) {
  const t = useOrgT();
  const [open, setOpen] = useState<'join' | 'create' | null>(null);
  return (
    <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }} data-testid="company-actions">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('homeCheck.more')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, justifyContent: 'center', gap: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<GroupAddIcon />}
          disabled={disabled}
          onClick={() => setOpen('join')}
          title={t('homeCheck.joinDesc')}
          data-testid="open-join"
        >
          {t('homeCheck.join')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<AddBusinessIcon />}
          disabled={disabled}
          onClick={() => setOpen('create')}
          title={t('homeCheck.createDesc')}
          data-testid="open-create-company"
        >
          {t('homeCheck.create')}
        </Button>
      </Box>
      {open === 'join' && <JoinDialog defaultName={defaultName} onClose={() => setOpen(null)} />}
      {open === 'create' && <CreateCompanyDialog onClose={() => setOpen(null)} onEntered={onEntered} />}
    </Box>
  );
}
