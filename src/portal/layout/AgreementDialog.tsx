/**
 * WeChat mode's agreement popup: the terms and personal-data notice, a checkbox 我已阅读协议并同意以上
 *条款, and a confirm button disabled until it is ticked. It cannot be dismissed otherwise; the
 * acceptance is remembered on the device.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTranslation } from 'react-i18next';
import { TermsContent } from '../pages/Terms/TermsContent.tsx';
import { hasAgreed, rememberAgreement } from './wechat.ts';

export function AgreementDialog() {
  const { t } = useTranslation('portal');
  const [open, setOpen] = useState(() => !hasAgreed());
  const [ticked, setTicked] = useState(false);
  const confirm = () => {
    rememberAgreement();
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      fullWidth
      maxWidth="sm"
      data-testid="agreement-dialog"
      slotProps={{ paper: { sx: { m: 2, width: 'calc(100% - 32px)', maxHeight: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle sx={{ fontWeight: 700 }}>{t('agreement.title')}</DialogTitle>
      <DialogContent dividers sx={{ maxHeight: '55vh' }}>
        <TermsContent compact />
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 2, pb: 2 }}>
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={ticked}
                onChange={(e) => setTicked(e.target.checked)}
                slotProps={{ input: { 'aria-label': t('agreement.check') } }}
                data-testid="agreement-check"
              />
            }
            label={t('agreement.check')}
            sx={{ '& .MuiFormControlLabel-label': { fontSize: 14 } }}
          />
        </Box>
        <Button
          variant="contained"
          size="large"
          disabled={!ticked}
          onClick={confirm}
          data-testid="agreement-confirm"
          sx={{ ml: '0 !important' }}
        >
          {t('agreement.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
