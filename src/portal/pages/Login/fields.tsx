/** Inputs shared by the three auth forms. */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from './useForm.ts';
import type { ContactKind } from './rules.ts';

export function PasswordField({ label, binding, autoComplete }: { label: string; binding: FieldBinding; autoComplete: string }) {
  const { t } = useTranslation('login');
  const [shown, setShown] = useState(false);
  const toggle = (
    <InputAdornment position="end">
      <IconButton aria-label={t('togglePassword')} onClick={() => setShown((s) => !s)} edge="end" size="small" tabIndex={-1}>
        {shown ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextField
      {...binding}
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { ...binding.slotProps.htmlInput, maxLength: 128 }, input: { endAdornment: toggle } }}
    />
  );
}

export function ContactToggle({ value, onChange }: { value: ContactKind; onChange: (v: ContactKind) => void }) {
  const { t } = useTranslation('login');
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_e, v: ContactKind | null) => v && onChange(v)}
      sx={{ alignSelf: 'flex-start' }}
    >
      <ToggleButton value="phone" data-testid="contact-phone">
        {t('contact.phone')}
      </ToggleButton>
      <ToggleButton value="email" data-testid="contact-email">
        {t('contact.email')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** A code input with its send button beside it. */
export function CodeRow({ binding, button }: { binding: FieldBinding; button: ReactNode }) {
  const { t } = useTranslation('login');
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        {...binding}
        label={t('fields.code')}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { ...binding.slotProps.htmlInput, inputMode: 'numeric', maxLength: 6 } }}
      />
      {button}
    </Box>
  );
}

export function AgreeCheckbox({
  checked,
  onChange,
  showError,
  testId,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  showError: boolean;
  testId: string;
}) {
  const { t } = useTranslation('login');
  const input = { 'data-testid': testId };
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox name="agree" checked={checked} onChange={(e) => onChange(e.target.checked)} size="small" slotProps={{ input }} />
        }
        label={t('agree')}
        slotProps={{ typography: { variant: 'body2', color: 'text.secondary' } }}
      />
      {showError && (
        <FormHelperText error data-testid={`${testId}-error`} sx={{ mt: -0.5 }}>
          {t('rules.agreeRequired')}
        </FormHelperText>
      )}
    </Box>
  );
}

/** The agreement state with its "must tick first" error. */
export function useAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [showError, setShowError] = useState(false);
  return {
    agreed,
    showError,
    set: (v: boolean) => {
      setAgreed(v);
      if (v) setShowError(false);
    },
    /** True when ticked; otherwise shows the message. */
    check: () => {
      setShowError(!agreed);
      return agreed;
    },
  };
}
