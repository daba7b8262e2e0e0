/**
 * The offer dialog's fields: position (prefilled), department (the company's inside the caller's
 * scope), salary and its unit, entry date, office and place, validity, template and letter language.
 */
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OFFER_VALID_DAYS_MAX, addDays } from '../../../common/offers.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import type { OffersT } from './i18n.ts';
import type { OfferInfo, OfferValues } from './form.ts';

type Errors = Partial<Record<keyof OfferValues, string>>;

interface Props {
  info: OfferInfo;
  values: OfferValues;
  errors: Errors;
  onChange: (patch: Partial<OfferValues>) => void;
  t: OffersT;
}

const LANGS = ['zh-CN', 'zh-TW', 'en'] as const;
const UNITS = ['1', '2', '3', '4'] as const;

export function OfferFields({ info, values, errors, onChange, t }: Props) {
  const field = (prop: keyof OfferValues, extra: object = {}) => ({
    fullWidth: true,
    size: 'small' as const,
    margin: 'dense' as const,
    label: t(`dialog.${prop}`),
    value: values[prop],
    error: Boolean(errors[prop]),
    helperText: errors[prop] ?? ' ',
    onChange: (e: { target: { value: string } }) => onChange({ [prop]: e.target.value }),
    slotProps: { htmlInput: { 'data-testid': `offer-${prop}` }, inputLabel: { shrink: true } },
    ...extra,
  });
  const templates = info.templates.filter((tp) => tp.lang === values.lang);
  return (
    <Box>
      <TextField {...field('positionName')} required />
      <TextField {...field('deptId')} select required>
        {info.depts.map((d) => (
          <MenuItem key={d.value} value={String(d.value)}>
            {d.display}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 120px', gap: 1 }}>
        <TextField {...field('salary')} required type="number" />
        <TextField {...field('salaryUnit')} select required>
          {UNITS.map((u) => (
            <MenuItem key={u} value={u}>
              {t(`units.${u}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          {...field('entryDate')}
          required
          type="date"
          slotProps={{ htmlInput: { 'data-testid': 'offer-entryDate', min: info.today } }}
        />
        <TextField
          {...field('validUntil')}
          required
          type="date"
          helperText={errors.validUntil ?? t('dialog.validHint', { days: OFFER_VALID_DAYS_MAX })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'offer-validUntil', min: info.today, max: addDays(info.today, OFFER_VALID_DAYS_MAX) },
          }}
        />
      </Box>
      <TextField {...field('officePlaceId')} select>
        <MenuItem value="">{t('dialog.noOffice')}</MenuItem>
        {info.officePlaces.map((o) => (
          <MenuItem key={o.value} value={String(o.value)}>
            {`${o.display} · ${o.address}`}
          </MenuItem>
        ))}
      </TextField>
      <BoundedTextField {...field('place')} max={200} />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          {...field('lang')}
          select
          onChange={(e: { target: { value: string } }) => onChange({ lang: e.target.value, templateId: '' })}
        >
          {LANGS.map((l) => (
            <MenuItem key={l} value={l}>
              {t(`langs.${l}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...field('templateId')} select>
          <MenuItem value="">{t('dialog.defaultTemplate')}</MenuItem>
          {templates.map((tp) => (
            <MenuItem key={tp.value} value={String(tp.value)}>
              {tp.display}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <BoundedTextField {...field('remark')} multiline minRows={2} max={200} />
    </Box>
  );
}
