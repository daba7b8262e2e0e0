/** Field names per language: an empty box keeps the shipped name, shown as its placeholder. */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LANGS, type Lang } from '../../../common/states.ts';
import { LANG_NAMES, currentLang } from '../../../shell/i18n.ts';
import type { ResourceDefinition } from '../../engine/types.ts';
import { MAX_LABEL, type Draft } from './draft.ts';
import { shippedLabel } from './texts.ts';

export interface TabProps {
  def: ResourceDefinition;
  draft: Draft;
  /** The caller holds the edit key. */
  canEdit: boolean;
  /** What the definition lets admins change (`overridable`). */
  allowed: ReadonlySet<string>;
  errors: Readonly<Record<string, string>>;
  onChange: (change: (d: Draft) => Draft) => void;
}

function setLabel(prop: string, lang: Lang, value: string) {
  return (d: Draft): Draft => ({ ...d, labels: { ...d.labels, [prop]: { ...d.labels[prop]!, [lang]: value } } });
}

export function LabelsTab({ def, draft, canEdit, allowed, errors, onChange }: TabProps) {
  const t = useTranslate();
  const lang = currentLang();
  const editable = canEdit && allowed.has('label');
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {allowed.has('label') ? t('admin.resourceConfig.labels.hint') : t('admin.resourceConfig.notOverridable')}
      </Typography>
      <Table size="small" data-testid="config-labels">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 160 }}>{t('admin.resourceConfig.labels.field')}</TableCell>
            {LANGS.map((l) => (
              <TableCell key={l}>{LANG_NAMES[l]}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(draft.labels).map(([prop, texts]) => {
            const error = errors[`overlay.labels.${prop}`];
            return (
              <TableRow key={prop} data-testid={`label-row-${prop}`}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {shippedLabel(def, prop, lang)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {prop}
                  </Typography>
                </TableCell>
                {LANGS.map((l) => (
                  <TableCell key={l}>
                    <TextField
                      size="small"
                      fullWidth
                      margin="none"
                      value={texts[l]}
                      placeholder={shippedLabel(def, prop, l)}
                      disabled={!editable}
                      error={Boolean(error)}
                      helperText={l === LANGS[0] ? error : undefined}
                      onChange={(e) => onChange(setLabel(prop, l, e.target.value))}
                      slotProps={{ htmlInput: { maxLength: MAX_LABEL, 'data-testid': `label-${prop}-${l}`, 'aria-label': `${prop} ${l}` } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
