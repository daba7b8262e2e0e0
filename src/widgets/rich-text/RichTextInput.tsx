/**
 * The rich-text editor as a react-admin input: `<RichTextInput source="content" />` inside any
 * react-admin form. Label, required mark, validation and helper text work as on ra's own inputs.
 */
import type { ReactNode } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import { InputHelperText, Labeled, useInput, type InputProps } from 'react-admin';
import { LazyRichTextEditor } from './LazyRichTextEditor.tsx';

export interface RichTextInputProps extends InputProps<string> {
  /** Height of the writing area in px (default 500). */
  height?: number;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
  helperText?: ReactNode;
  imageMaxSizeMb?: number;
}

export function RichTextInput(props: RichTextInputProps) {
  const { label, source, resource, helperText, height, placeholder, disabled, readOnly, fullWidth = true, imageMaxSizeMb } = props;
  const { id, field, fieldState, isRequired } = useInput({ ...props, defaultValue: props.defaultValue ?? '' });
  const invalid = fieldState.invalid;
  return (
    <Labeled
      label={label}
      source={source}
      resource={resource}
      isRequired={isRequired}
      id={`${id}-label`}
      htmlFor={id}
      fullWidth={fullWidth}
      color={invalid ? 'error' : undefined}
      sx={{ width: fullWidth ? '100%' : undefined, mb: 1 }}
    >
      {/* biome-ignore lint/complexity/noUselessFragments: Labeled takes exactly one child */}
      <>
        <LazyRichTextEditor
          id={id}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          height={height}
          placeholder={placeholder}
          disabled={disabled || readOnly}
          imageMaxSizeMb={imageMaxSizeMb}
          error={invalid}
        />
        <FormHelperText error={invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        </FormHelperText>
      </>
    </Labeled>
  );
}
