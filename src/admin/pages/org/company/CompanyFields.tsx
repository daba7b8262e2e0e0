/**
 * The inputs of the company-info form: text fields, the two dropdowns (industry, size), the logo
 * picture and the published switch. Disabled without the edit key.
 */
import { useRef } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { BoundedTextField } from '../../../engine/form/LengthLimit.tsx';
import Typography from '@mui/material/Typography';
import { Upload } from '../../../../widgets/upload/Upload.tsx';
import { fileNameOfPath, filesOfPath, pathOfFiles } from '../../../../widgets/upload/pathValue.ts';
import type { UploadedFile } from '../../../../widgets/upload/rules.ts';
import type { ApiQuery } from '../../../../shell/api.ts';
import { useApiQuery } from '../../../../shell/query.ts';
import { useOrgT } from '../i18n.ts';
import type { FormState } from '../useForm.ts';
import { LEN } from '../validate.ts';
import type { CompanyValues } from './companyForm.ts';

type Form = FormState<CompanyValues>;
type TextKey = 'name' | 'shortName' | 'address' | 'website' | 'contactPhone' | 'contactEmail';

const MAX: Record<TextKey, number> = {
  name: LEN.companyName,
  shortName: LEN.shortName,
  address: LEN.address,
  website: LEN.website,
  contactPhone: LEN.phone,
  contactEmail: LEN.email,
};

export function CompanyText({
  form,
  field,
  readOnly,
  required,
  help,
  type,
}: {
  form: Form;
  field: TextKey;
  readOnly: boolean;
  required?: boolean;
  help?: string;
  type?: string;
}) {
  const t = useOrgT();
  const label = t(`company.fields.${field}`);
  const error = form.errors[field];
  return (
    <BoundedTextField
      label={label}
      required={required}
      type={type}
      value={form.values[field]}
      disabled={readOnly}
      onChange={(e) => form.set(field, e.target.value)}
      onBlur={() => form.touch(field)}
      error={Boolean(error)}
      helperText={error ?? help ?? ' '}
      placeholder={readOnly ? undefined : t('common.input', { label })}
      fullWidth
      max={MAX[field]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `org-company-${field}` } }}
    />
  );
}

type PublicList = NonNullable<ApiQuery<'/DropDown/Public'>['type']>;

/** Reference data: asked once per session. Asked with a type, DropDown/Public answers that type's list. */
function useDropdown(type: PublicList) {
  const { data } = useApiQuery('/DropDown/Public', { type }, { staleTime: Infinity });
  return Array.isArray(data) ? data : [];
}

export function CompanySelect({
  form,
  field,
  type,
  readOnly,
}: {
  form: Form;
  field: 'industry' | 'sizeType';
  type: PublicList;
  readOnly: boolean;
}) {
  const t = useOrgT();
  const options = useDropdown(type);
  const label = t(`company.fields.${field}`);
  const value = form.values[field];
  // Until the options arrive, a stored value would be out of range for the select.
  const known = value === '' || options.some((o) => String(o.value) === value);
  return (
    <TextField
      select
      label={label}
      value={known ? value : ''}
      disabled={readOnly}
      onChange={(e) => form.set(field, e.target.value, true)}
      helperText=" "
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true }, htmlInput: { 'data-testid': `org-company-${field}` } }}
    >
      <MenuItem value="">
        <Typography component="span" color="text.secondary">
          {t('common.select', { label })}
        </Typography>
      </MenuItem>
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={String(o.value)}>
          {o.display}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function LogoInput({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const t = useOrgT();
  // The record keeps the path only: remember the names of pictures uploaded here to show them.
  const names = useRef(new Map<string, string>());
  const files = filesOfPath(form.values.logo, (p) => names.current.get(p) ?? fileNameOfPath(p) ?? t('company.fields.logo'));
  const onChange = (next: UploadedFile[]) => {
    for (const f of next) names.current.set(f.fullPath, f.name);
    form.set('logo', pathOfFiles(next), true);
  };
  return (
    <Box sx={{ width: { xs: '100%', sm: 304 }, flex: 'none' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
        {t('company.fields.logo')}
      </Typography>
      <Upload
        kind="image"
        value={files}
        onChange={onChange}
        maxCount={1}
        multiple={false}
        disabled={readOnly}
        size={96}
        hint={t('company.logoHint', { n: 2 })}
        purpose="logo"
      />
    </Box>
  );
}

export function PublishedSwitch({ form, readOnly }: { form: Form; readOnly: boolean }) {
  const t = useOrgT();
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={form.values.published}
            disabled={readOnly}
            onChange={(e) => form.set('published', e.target.checked, true)}
            slotProps={{ input: { 'data-testid': 'org-company-published' } as Record<string, string> }}
          />
        }
        label={t('company.fields.published')}
      />
      <Typography variant="caption" color="text.secondary" component="div">
        {t('company.publishedHint')}
      </Typography>
    </Box>
  );
}
