/**
 * Add or edit a special form: its name, whether positions may choose it, and its fields. Mistakes
 * show under their fields before anything is sent; the server's per-field answers land there too.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { isApiError } from '../../../shell/http.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { FormDialogShell } from '../org/ui.tsx';
import { specialFormApi, type SpecialFormRow } from './api.ts';
import { LIMITS, bodyOf, draftIssues, draftOf, moveItem, newItem, type FormDraft, type Issue, type ItemDraft } from './formDraft.ts';
import { ItemEditor } from './ItemEditor.tsx';
import { usePositionT, type PositionT } from './i18n.ts';

export interface SpecialFormDialogProps {
  /** The form to edit; null adds one. */
  row: SpecialFormRow | null;
  onClose: () => void;
  onSaved: () => void;
}

const ITEM_FIELDS = ['label', 'prop', 'options'] as const;

function issueText(t: PositionT, issue: Issue, label: string): string {
  return t(`specialForm.rules.${issue.rule}`, { label, ...issue.params });
}

/** The client's issues in words, then the server's answers (already in words) over them. */
function messages(t: PositionT, draft: FormDraft, shown: boolean, server: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  if (shown) {
    const labels: Record<string, string> = {
      name: t('specialForm.dialog.name'),
      label: t('specialForm.dialog.label'),
      prop: t('specialForm.dialog.prop'),
    };
    for (const [path, issue] of Object.entries(draftIssues(draft)))
      out[path] = issueText(t, issue, labels[path.split('.').pop() ?? ''] ?? '');
  }
  return { ...out, ...server };
}

export function SpecialFormDialog({ row, onClose, onSaved }: SpecialFormDialogProps) {
  const t = usePositionT();
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(row));
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const errors = messages(t, draft, tried, server);
  const change = (next: FormDraft) => {
    setDraft(next);
    setServer({});
  };
  const setItems = (items: ItemDraft[]) => change({ ...draft, items });

  const save = async () => {
    setTried(true);
    if (Object.keys(draftIssues(draft)).length) return;
    setBusy(true);
    try {
      if (row) await specialFormApi.edit(row.id, bodyOf(draft));
      else await specialFormApi.add(bodyOf(draft));
      toastSuccess(t('specialForm.saved'));
      onSaved();
    } catch (e) {
      if (isApiError(e)) setServer({ ...e.errors });
      setBusy(false);
    }
  };

  const itemErrors = (i: number) => Object.fromEntries(ITEM_FIELDS.map((f) => [f, errors[`items.${i}.${f}`]]));
  return (
    <FormDialogShell
      open
      title={t(row ? 'specialForm.dialog.editTitle' : 'specialForm.dialog.addTitle')}
      testId="sf-dialog"
      width={820}
      busy={busy}
      onSubmit={save}
      onClose={onClose}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <BoundedTextField
          size="small"
          label={t('specialForm.dialog.name')}
          required
          value={draft.name}
          onChange={(e) => change({ ...draft, name: e.target.value })}
          error={Boolean(errors.name)}
          helperText={errors.name}
          sx={{ flex: '1 1 260px' }}
          max={LIMITS.nameMax}
          slotProps={{ htmlInput: { 'data-testid': 'sf-name' } }}
        />
        <FormControlLabel
          control={<Switch checked={draft.enabled} onChange={(e) => change({ ...draft, enabled: e.target.checked })} />}
          label={t('specialForm.dialog.enabled')}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {t('specialForm.dialog.items')}
      </Typography>
      {errors.items && <FormHelperText error>{errors.items}</FormHelperText>}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {draft.items.map((item, i) => (
          <ItemEditor
            key={item.key}
            item={item}
            index={i}
            count={draft.items.length}
            errors={itemErrors(i)}
            onChange={(next) => setItems(draft.items.map((x, j) => (j === i ? next : x)))}
            onMove={(by) => setItems(moveItem(draft.items, i, by))}
            onRemove={() => setItems(draft.items.filter((_x, j) => j !== i))}
          />
        ))}
      </Box>
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => setItems([...draft.items, newItem(draft.items)])}
          disabled={draft.items.length >= LIMITS.itemsMax}
          data-testid="sf-add-item"
        >
          {t('specialForm.dialog.addItem')}
        </Button>
      </Box>
    </FormDialogShell>
  );
}
