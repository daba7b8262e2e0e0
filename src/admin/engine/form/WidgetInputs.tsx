/**
 * The shared widgets as react-admin inputs of the form dialog: rich text, a picture or a file kept
 * as its `fullPath` string (one per field), and the department picker kept as the department's id.
 * Label, required mark, validation and helper text work as on react-admin's own inputs. One chunk,
 * loaded by the first form that shows one of them.
 */
import { useRef } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import { InputHelperText, Labeled, useInput, type Validator } from 'react-admin';
import { DeptTreeSelect } from '../../../widgets/dept-tree/DeptTreeSelect.tsx';
import { deptIdOf } from '../../../widgets/dept-tree/tree.ts';
import { useWidgetsT } from '../../../widgets/i18n.ts';
import { RichTextInput } from '../../../widgets/rich-text/RichTextInput.tsx';
import { Upload } from '../../../widgets/upload/Upload.tsx';
import { fileNameOfPath, filesOfPath, pathOfFiles } from '../../../widgets/upload/pathValue.ts';
import type { UploadedFile } from '../../../widgets/upload/rules.ts';
import type { FieldDef, FormElement, FormItemDef } from '../types.ts';

export interface WidgetInputProps {
  item: FormItemDef;
  field: FieldDef | undefined;
  label: string;
  validate: Validator[];
}

export function UploadPathInput({ item, label, validate, kind }: WidgetInputProps & { kind: 'image' | 'file' }) {
  const t = useWidgetsT();
  const { id, field, fieldState, isRequired } = useInput({ source: item.prop, validate });
  // The record keeps the path only: remember the names of files uploaded here to show them.
  const names = useRef(new Map<string, string>());
  const files = filesOfPath(field.value, (p) => names.current.get(p) ?? fileNameOfPath(p) ?? t('upload.storedFile'));
  const onChange = (next: UploadedFile[]) => {
    for (const f of next) names.current.set(f.fullPath, f.name);
    field.onChange(pathOfFiles(next));
    // Picking is the whole interaction: validate now rather than on a blur that never comes.
    field.onBlur();
  };
  const invalid = fieldState.invalid;
  return (
    <Labeled
      label={label}
      source={item.prop}
      isRequired={isRequired}
      id={`${id}-label`}
      fullWidth
      color={invalid ? 'error' : undefined}
      sx={{ width: '100%', mb: 1 }}
    >
      {/* biome-ignore lint/complexity/noUselessFragments: Labeled takes exactly one child */}
      <>
        {/* A definition's picture field is shown on public pages (PositionPoster.imageUrl, its one user):
            it asks for a public upload; file fields stay private to the company. */}
        <Upload
          kind={kind}
          value={files}
          onChange={onChange}
          maxCount={1}
          multiple={false}
          {...(kind === 'image' ? { purpose: 'poster' as const } : {})}
        />
        <FormHelperText error={invalid}>
          <InputHelperText error={fieldState.error?.message} helperText={item.help} />
        </FormHelperText>
      </>
    </Labeled>
  );
}

export function DeptTreeInput({ item, field: def, label, validate }: WidgetInputProps) {
  const { id, field, fieldState, isRequired } = useInput({ source: item.prop, validate });
  // A string field keeps the id as text, so the server's schema accepts it.
  const toValue = (dept: number | null) => (dept === null ? null : def?.type === 'string' ? String(dept) : dept);
  return (
    <DeptTreeSelect
      id={id}
      value={deptIdOf(field.value)}
      onChange={(dept) => field.onChange(toValue(dept))}
      onBlur={field.onBlur}
      label={label}
      required={isRequired}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={item.help} />}
    />
  );
}

/** The elements this module serves. */
export type WidgetElement = Extract<FormElement, 'richtext' | 'image' | 'upload' | 'deptTree'>;

export function WidgetInput({ el, ...props }: WidgetInputProps & { el: WidgetElement }) {
  const { item, label, validate } = props;
  switch (el) {
    case 'richtext':
      return <RichTextInput source={item.prop} label={label} validate={validate} helperText={item.help} />;
    case 'image':
    case 'upload':
      return <UploadPathInput {...props} kind={el === 'image' ? 'image' : 'file'} />;
    case 'deptTree':
      return <DeptTreeInput {...props} />;
  }
}
