/**
 * 处理重复: a parsed resume whose phone, e-mail or ID number an entry of the library already has. HR
 * picks the entry to merge it into (its basic details filled in, logged in the entry's history) or
 * adds it as a new entry; nothing is merged on its own. Opened from the list's row and from the
 * batch dialog's result.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useApiMutation } from '../../../shell/query.ts';
import { TagChip } from '../../engine/list/chips.tsx';
import type { CommandProps } from '../../engine/types.ts';
import { AccessDialog } from '../access/AccessDialog.tsx';
import { useParsingT } from './i18n.ts';
import type { ParseItem } from './types.ts';

function Parsed({ item }: { item: ParseItem }) {
  const t = useParsingT();
  const rows: Array<[string, string | null]> = [
    [t('fields.name'), item.name ?? null],
    [t('fields.phone'), item.phone ?? null],
    [t('fields.email'), item.email ?? null],
    [t('fields.degree'), item.degree ? t(`degree.${item.degree}`) : null],
    [t('fields.school'), item.school ?? null],
    [t('fields.employer'), item.employer ?? null],
  ];
  return (
    <Stack spacing={0.5} sx={{ mb: 2 }}>
      <Typography variant="subtitle2">{t('merge.parsed')}</Typography>
      {rows
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <Stack key={label} direction="row" spacing={2}>
            <Typography variant="body2" sx={{ minWidth: 96, color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
              {value}
            </Typography>
          </Stack>
        ))}
    </Stack>
  );
}

export function MergePanel({ item, onDone, onCancel }: { item: ParseItem; onDone: (changed: boolean) => void; onCancel: () => void }) {
  const t = useParsingT();
  const [chosen, setChosen] = useState<number | null>(item.duplicates[0]?.id ?? null);
  const merge = useApiMutation('post', '/ResumeParsing/Merge', { invalidates: ['/ResumeParsing/GetList'] });
  const keep = useApiMutation('post', '/ResumeParsing/KeepSeparate', { invalidates: ['/ResumeParsing/GetList'] });
  const busy = merge.isPending || keep.isPending;
  const keys = (matched: readonly string[]) => matched.map((k) => t(`merge.keys.${k}`)).join(t('merge.keys.sep'));
  const doMerge = () => {
    const target = item.duplicates.find((d) => d.id === chosen);
    if (!target) return;
    merge.mutate(
      { id: item.id, talentEntryId: target.id },
      {
        onSuccess: () => {
          toastSuccess(t('merge.merged', { name: target.name }));
          onDone(true);
        },
      },
    );
  };
  const doKeep = () =>
    keep.mutate(
      { id: item.id },
      {
        onSuccess: () => {
          toastSuccess(t('merge.kept'));
          onDone(true);
        },
      },
    );
  return (
    <>
      <Parsed item={item} />
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('merge.candidates')}
      </Typography>
      <RadioGroup value={chosen === null ? '' : String(chosen)} onChange={(e) => setChosen(Number(e.target.value))}>
        {item.duplicates.map((d) => (
          <FormControlLabel
            key={d.id}
            value={String(d.id)}
            control={<Radio size="small" />}
            label={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{d.name}</span>
                <TagChip label={t('merge.matchedBy', { keys: keys(d.matchedBy) })} />
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        {t('merge.help')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('merge.cancel')}
        </Button>
        <Button variant="outlined" onClick={doKeep} disabled={busy} data-testid="parsing-keep">
          {t('merge.keepSeparate')}
        </Button>
        <Button variant="contained" onClick={doMerge} disabled={busy || chosen === null} data-testid="parsing-merge">
          {t('merge.mergeInto')}
        </Button>
      </Stack>
    </>
  );
}

export default function MergeDialog({ record, onClose }: CommandProps) {
  const t = useParsingT();
  const item = record as unknown as ParseItem;
  return (
    <AccessDialog
      title={t('merge.title', { name: item.name ?? item.fileName })}
      width={560}
      onClose={() => onClose(false)}
      testId="parsing-merge-dialog"
    >
      <MergePanel item={item} onDone={onClose} onCancel={() => onClose(false)} />
    </AccessDialog>
  );
}
