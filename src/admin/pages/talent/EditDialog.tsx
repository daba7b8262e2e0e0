/**
 * Editing one section of HR's copy (ResumeLib/Edit*): the section's form, filled with what HR has now.
 * A field the member's role masks (phone, ID number, expected salary) shows masked and is not sent.
 * The server's field errors show under their fields; lengths are counted as they are typed.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { api } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { isApiError } from '../../../shell/httpCore.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { AccessDialog } from '../access/AccessDialog.tsx';
import { listOf, type Entry } from './api.ts';
import { useTalentT } from './i18n.ts';

export type EditableSection = 'basic' | 'jobStatus' | 'expect' | 'jobs' | 'projects' | 'educations' | 'tags';
type Values = Record<string, unknown>;
type Item = Record<string, string | number | boolean | null>;

let keys = 0;
/** A row's key while it is edited (left out of what is sent). */
const nextKey = () => `row${++keys}`;
const masked = (v: unknown) => typeof v === 'string' && v.includes('*');
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** Per list section: its items' text fields, the wide ones last. */
const ITEM_FIELDS: Record<'jobs' | 'projects' | 'educations', string[]> = {
  jobs: ['company', 'position', 'startDate', 'endDate', 'description'],
  projects: ['name', 'role', 'startDate', 'endDate', 'description'],
  educations: ['school', 'major', 'startDate', 'endDate'],
};

function initial(e: Entry, section: EditableSection): Values {
  const r = e.resume;
  switch (section) {
    case 'basic':
      return { ...r.basic };
    case 'jobStatus':
      return { jobStatus: r.jobStatus, skills: r.skills.join(', '), selfEvaluation: str(r.selfEvaluation) };
    case 'expect':
      return {
        positionTypes: (r.expect?.positionTypes ?? []).join(', '),
        cities: (r.expect?.cities ?? []).join(', '),
        salaryMin: str(r.expect?.salaryMin),
        salaryMax: str(r.expect?.salaryMax),
      };
    case 'tags':
      return { tags: e.tags.join(', ') };
    default:
      return { items: (r[section] as Item[]).map((i) => ({ ...i, _k: nextKey() })) };
  }
}

/** The body the section's call takes (masked fields left out: they stay as they are). */
function payload(id: number, section: EditableSection, v: Values) {
  switch (section) {
    case 'basic': {
      const out: Values = { id, name: str(v.name).trim() };
      for (const k of ['birthday', 'phone', 'email', 'city', 'idNumber']) if (!masked(v[k])) out[k] = str(v[k]).trim() || null;
      for (const k of ['sex', 'education', 'workYears']) out[k] = num(v[k]);
      return out;
    }
    case 'jobStatus':
      return { id, jobStatus: v.jobStatus ?? null, skills: listOf(str(v.skills)), selfEvaluation: str(v.selfEvaluation).trim() || null };
    case 'expect':
      return {
        id,
        positionTypes: listOf(str(v.positionTypes)),
        cities: listOf(str(v.cities)),
        salaryMin: num(v.salaryMin),
        salaryMax: num(v.salaryMax),
      };
    case 'tags':
      return { id, tags: listOf(str(v.tags)) };
    default: {
      const items = (v.items as Item[]).map(({ _k, ...i }) => ({ ...i, endDate: str(i.endDate).trim() || null }));
      return { id, [section]: items };
    }
  }
}

const CALLS = {
  basic: '/ResumeLib/EditBasicInfo',
  jobStatus: '/ResumeLib/EditJobStatus',
  expect: '/ResumeLib/EditExpectation',
  jobs: '/ResumeLib/EditJobs',
  projects: '/ResumeLib/EditProject',
  educations: '/ResumeLib/EditEducation',
  tags: '/ResumeLib/EditTags',
} as const;

const EMPTY: Record<'jobs' | 'projects' | 'educations', Item> = {
  jobs: { company: '', position: '', startDate: '', endDate: null, description: '' },
  projects: { name: '', role: '', startDate: '', endDate: null, url: null, description: '' },
  educations: { school: '', major: '', education: 5, startDate: '', endDate: null, fullTime: true },
};

export default function EditDialog({
  entry,
  section,
  onClose,
}: {
  entry: Entry;
  section: EditableSection;
  onClose: (changed: boolean) => void;
}) {
  const t = useTalentT();
  const [v, setV] = useState<Values>(() => initial(entry, section));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: string, value: unknown) => setV((o) => ({ ...o, [k]: value }));
  const field = (k: string, label: string, o: { max?: number; multiline?: boolean; type?: string } = {}) => {
    const props = {
      label,
      size: 'small' as const,
      fullWidth: true,
      value: str(v[k]),
      disabled: masked(v[k]),
      type: o.type ?? 'text',
      multiline: o.multiline,
      minRows: o.multiline ? 3 : undefined,
      onChange: (e: { target: { value: string } }) => set(k, e.target.value),
      error: Boolean(errors[k]),
      helperText: errors[k] ?? (masked(v[k]) ? t('edit.maskedHint') : undefined),
      slotProps: { htmlInput: { 'data-testid': `talent-field-${k}` } },
    };
    return o.max ? <BoundedTextField key={k} {...props} max={o.max} /> : <TextField key={k} {...props} />;
  };
  const select = (k: string, label: string, options: Array<[number, string]>) => (
    <TextField key={k} select label={label} size="small" fullWidth value={str(v[k])} onChange={(e) => set(k, num(e.target.value))}>
      <MenuItem value="">—</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={String(value)}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  const educations: Array<[number, string]> = [1, 2, 3, 4, 5, 6, 7].map((n) => [n, t(`education.${n}`)]);
  const items = (v.items as Item[] | undefined) ?? [];
  const setItem = (i: number, k: string, value: unknown) =>
    set(
      'items',
      items.map((it, j) => (j === i ? { ...it, [k]: value } : it)),
    );

  const save = async () => {
    setBusy(true);
    try {
      await (api.put as unknown as (p: string, b: unknown) => Promise<unknown>)(CALLS[section], payload(entry.id, section, v));
      toastSuccess(t('edit.saved'));
      onClose(true);
    } catch (err) {
      if (isApiError(err) && err.errors)
        setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, m]) => [k.replace(/^.*\./, ''), String(m)])));
    } finally {
      setBusy(false);
    }
  };

  const listSection = section === 'jobs' || section === 'projects' || section === 'educations';
  return (
    <AccessDialog
      title={t('edit.title', { section: t(`sections.${section}`), name: entry.name })}
      width={640}
      busy={busy}
      onClose={() => onClose(false)}
      testId="talent-edit-dialog"
      actions={
        <>
          <Button onClick={() => onClose(false)} disabled={busy}>
            {t('edit.cancel')}
          </Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy} data-testid="talent-edit-save">
            {t('edit.save')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
        {section === 'basic' && [
          field('name', t('fields.name'), { max: 50 }),
          select('sex', t('fields.sex'), [
            [1, t('sex.1')],
            [2, t('sex.2')],
          ]),
          field('birthday', t('fields.birthday'), { type: 'date' }),
          field('phone', t('fields.phone'), { max: 11 }),
          field('email', t('fields.email'), { max: 254 }),
          select('education', t('fields.education'), educations),
          field('workYears', t('fields.workYears'), { type: 'number' }),
          field('city', t('fields.city'), { max: 50 }),
        ]}
        {section === 'jobStatus' && [
          field('skills', t('fields.skills'), { max: 600 }),
          field('selfEvaluation', t('fields.selfEvaluation'), { max: 1000, multiline: true }),
        ]}
        {section === 'expect' && [
          field('positionTypes', t('fields.positionTypes'), { max: 250 }),
          field('cities', t('fields.cities'), { max: 250 }),
          field('salaryMin', t('fields.salaryMin'), { type: 'number' }),
          field('salaryMax', t('fields.salaryMax'), { type: 'number' }),
        ]}
        {section === 'tags' && field('tags', t('fields.tags'), { max: 200 })}
      </Box>
      {listSection && (
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {items.map((it, i) => (
            <Box
              key={String(it._k)}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                gap: 1.5,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              {ITEM_FIELDS[section].map((k) => (
                <BoundedTextField
                  key={k}
                  size="small"
                  label={t(`fields.${section === 'projects' && k === 'name' ? 'projectName' : k}`)}
                  value={str(it[k])}
                  multiline={k === 'description'}
                  sx={k === 'description' ? { gridColumn: '1 / -1' } : undefined}
                  onChange={(e) => setItem(i, k, e.target.value)}
                  max={k === 'description' ? 1000 : 50}
                />
              ))}
              {section === 'educations' && (
                <>
                  <TextField
                    select
                    size="small"
                    label={t('fields.education')}
                    value={str(it.education)}
                    onChange={(e) => setItem(i, 'education', Number(e.target.value))}
                  >
                    {educations.map(([value, text]) => (
                      <MenuItem key={value} value={String(value)}>
                        {text}
                      </MenuItem>
                    ))}
                  </TextField>
                  <FormControlLabel
                    control={<Checkbox checked={it.fullTime === true} onChange={(e) => setItem(i, 'fullTime', e.target.checked)} />}
                    label={t('fields.fullTime')}
                  />
                </>
              )}
              <Box sx={{ gridColumn: '1 / -1', textAlign: 'right' }}>
                <IconButton
                  aria-label={t('edit.remove')}
                  size="small"
                  onClick={() =>
                    set(
                      'items',
                      items.filter((_, j) => j !== i),
                    )
                  }
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
          {Object.keys(errors).length > 0 && (
            <Typography variant="body2" color="error">
              {Object.values(errors).join('；')}
            </Typography>
          )}
          <Button
            variant="outlined"
            size="small"
            onClick={() => set('items', [...items, { ...EMPTY[section], _k: nextKey() }])}
            sx={{ justifySelf: 'start' }}
          >
            {t('edit.add')}
          </Button>
        </Box>
      )}
    </AccessDialog>
  );
}
