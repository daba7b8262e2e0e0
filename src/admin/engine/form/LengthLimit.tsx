/**
 * The one length rule of the back office's text boxes, for the engine's form items and the
 * hand-written forms alike: a box takes at most `max` characters (the browser's maxLength), shows how
 * many it holds as one types (12/50) and, once full, says so with the engine's message
 * ({label}最多 50 个字符), so what does not fit is never dropped silently. A value already longer
 * (older data) shows its count in the error colour until it is shortened. Disabled and read-only
 * boxes show their help only: nothing can be typed there.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Translate } from '../labels.ts';

export interface LengthState {
  /** `12/50`. */
  counter: string;
  /** The limit's message once the value reaches it. */
  message: string | undefined;
  over: boolean;
}

/** The count is the box's own (what its maxLength counts), not the trimmed value the server keeps. */
export function lengthState(t: Translate, value: unknown, max: number, label?: string): LengthState {
  const count = typeof value === 'string' ? value.length : 0;
  const message = count < max ? undefined : label ? t('admin.form.maxLength', { label, max }) : t('ra.validation.maxLength', { max });
  return { counter: t('admin.form.counter', { count, max }), message, over: count > max };
}

interface HintProps {
  value: unknown;
  max: number;
  /** Names the field in the message; without it the message reads 最多 50 个字符. */
  label?: string | undefined;
  /** The field's own help, or its error when `error` is set. */
  help?: ReactNode;
  /** `help` is an error message: it goes before the limit's message. */
  error?: boolean | undefined;
}

/** A helper text with the count at its end: the field's error, else the limit's message once reached, else its help. */
export function LengthHint({ value, max, label, help, error }: HintProps) {
  const t = useTranslate();
  const { counter, message, over } = lengthState(t, value, max, label);
  return (
    <Box component="span" sx={{ display: 'flex', gap: 1 }}>
      <Box component="span" data-testid="length-message" sx={{ flex: 1, minWidth: 0 }}>
        {error ? help : (message ?? help)}
      </Box>
      <Box component="span" data-testid="length-counter" sx={{ whiteSpace: 'nowrap', color: over ? 'error.main' : undefined }}>
        {counter}
      </Box>
    </Box>
  );
}

/** The caller's slot props with the limit among the input's attributes. */
function limited<S extends { htmlInput?: unknown }>(slotProps: S | undefined, max: number) {
  return { ...slotProps, htmlInput: { ...(slotProps?.htmlInput as Record<string, unknown> | undefined), maxLength: max } };
}

export type BoundedTextFieldProps = TextFieldProps & { max: number };

/** MUI's TextField under the rule: the hand-written forms' limited texts, an Autocomplete's box too. */
export function BoundedTextField({ max, helperText, slotProps, ...props }: BoundedTextFieldProps) {
  const label = typeof props.label === 'string' ? props.label : undefined;
  const quiet = props.disabled || Boolean((slotProps?.input as { readOnly?: boolean } | undefined)?.readOnly);
  // An Autocomplete hands its box the typed text among the input's attributes.
  const value = props.value ?? (slotProps?.htmlInput as { value?: unknown } | undefined)?.value;
  return (
    <TextField
      {...props}
      helperText={quiet ? helperText : <LengthHint value={value} max={max} label={label} help={helperText} error={props.error} />}
      slotProps={limited(slotProps, max)}
    />
  );
}

/** react-admin's TextInput under the rule (the count follows the form's value); without `max` it is the plain TextInput. */
export function BoundedTextInput({ max, helperText, slotProps, ...props }: TextInputProps & { max?: number | undefined }) {
  const t = useTranslate();
  if (!max || props.readOnly || props.disabled) return <TextInput {...props} helperText={helperText} slotProps={slotProps} />;
  // react-admin translates a string helper text; one inside the hint is shown as given.
  const help = typeof helperText === 'string' ? t(helperText, { _: helperText }) : helperText || undefined;
  const label = typeof props.label === 'string' ? props.label : undefined;
  return (
    <TextInput
      {...props}
      helperText={<WatchedHint source={props.source} max={max} label={label} help={help} />}
      slotProps={limited(slotProps, max)}
    />
  );
}

function WatchedHint({ source, ...hint }: Omit<HintProps, 'value'> & { source: string }) {
  const value: unknown = useWatch({ name: source });
  return <LengthHint value={value} {...hint} />;
}
