/** Field names per language: an empty box keeps the shipped name, shown as its placeholder. */
import Typography from '@mui/material/Typography';
import { DataTable, useTranslate } from 'react-admin';
import { LANGS, type Lang } from '../../../common/states.ts';
import { LANG_NAMES, currentLang } from '../../../shell/i18n.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { RowsTable } from '../../engine/list/QueryList.tsx';
import type { ResourceDefinition } from '../../engine/types.ts';
import { PropLabel } from './ColumnsTab.tsx';
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

type LabelRecord = { id: string; prop: string; texts: Draft['labels'][string] };

export function LabelsTab({ def, draft, canEdit, allowed, errors, onChange }: TabProps) {
  const t = useTranslate();
  const lang = currentLang();
  const editable = canEdit && allowed.has('label');
  const rows: LabelRecord[] = Object.entries(draft.labels).map(([prop, texts]) => ({ id: prop, prop, texts }));
  const input = (r: LabelRecord, l: Lang) => {
    const error = errors[`overlay.labels.${r.prop}`];
    return (
      <BoundedTextField
        size="small"
        fullWidth
        margin="none"
        value={r.texts[l]}
        placeholder={shippedLabel(def, r.prop, l)}
        disabled={!editable}
        error={Boolean(error)}
        helperText={l === LANGS[0] ? error : undefined}
        onChange={(e) => onChange(setLabel(r.prop, l, e.target.value))}
        max={MAX_LABEL}
        slotProps={{ htmlInput: { 'data-testid': `label-${r.prop}-${l}`, 'aria-label': `${r.prop} ${l}` } }}
      />
    );
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {allowed.has('label') ? t('admin.resourceConfig.labels.hint') : t('admin.resourceConfig.notOverridable')}
      </Typography>
      <RowsTable<LabelRecord>
        resource="page:resourceConfig.labels"
        rows={rows}
        data-testid="config-labels"
        rowProps={(r) => ({ 'data-testid': `label-row-${r.prop}` })}
      >
        <DataTable.Col<LabelRecord>
          label={t('admin.resourceConfig.labels.field')}
          sx={{ width: 160 }}
          render={(r) => <PropLabel label={shippedLabel(def, r.prop, lang)} prop={r.prop} strong />}
        />
        {LANGS.map((l) => (
          <DataTable.Col<LabelRecord> key={l} label={LANG_NAMES[l]} render={(r) => input(r, l)} />
        ))}
      </RowsTable>
    </>
  );
}
