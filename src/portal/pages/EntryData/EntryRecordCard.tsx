/**
 * One hired application: where the seeker starts (company, department, factory, office place), the
 * arrival day, and the entry papers, editable while the application is at hire or waiting to report.
 */
import { useState } from 'react';
import { useApiQuery, setAnswer } from '../../../shell/query.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { editEntryInfo, updateArrivalTime } from '../../resume-api/entry.ts';
import { ENTRY_FILE_KEYS, type EntryFileKey } from '../../../common/entry-papers.ts';
import { applicationTone } from '../../../common/state-tones.ts';
import type { DeliveryRecordItem, EntryData, EntryDetails } from '../../resume-api/types.ts';
import { StateChip } from '../../components/Chips.tsx';
import { Fact } from '../CompleteData/shared/SectionCard.tsx';
import { localToday } from '../CompleteData/rules.ts';
import { DocumentSlot, type SlotFile } from './DocumentSlot.tsx';
import { arrivalIssue, localDay, localMidnightIso } from './rules.ts';

function Arrival({ id, initial, editable }: { id: number; initial: string | null; editable: boolean }) {
  const { t } = useTranslation('resume');
  const [day, setDay] = useState(localDay(initial));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const issue = arrivalIssue(day, localToday());
    setError(issue);
    if (issue || saving) return;
    setSaving(true);
    try {
      await updateArrivalTime(id, localMidnightIso(day));
      toastSuccess(t('entry.arrivalSaved'));
    } catch {
      // Shown by the HTTP client (1149 when the stage moved on).
    } finally {
      setSaving(false);
    }
  };
  if (!editable) return <Fact label={t('entry.arrival')} value={localDay(initial)} />;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        size="small"
        type="date"
        label={t('entry.arrival')}
        value={day}
        onChange={(e) => {
          setDay(e.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ? t(error) : t('entry.arrivalHint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `arrival-${id}`, min: localToday() } }}
        sx={{ width: 220 }}
      />
      <Button variant="outlined" onClick={() => void save()} loading={saving} data-testid={`arrival-save-${id}`} sx={{ height: 40 }}>
        {t('entry.saveArrival')}
      </Button>
    </Box>
  );
}

function Papers({ entry, onSaved }: { entry: EntryDetails; onSaved: (e: EntryDetails) => void }) {
  const { t } = useTranslation('resume');
  const [data, setData] = useState<EntryData>(entry.data);
  const [files, setFiles] = useState<Map<number, SlotFile>>(() => new Map(entry.files.map((f) => [f.id, f])));
  const [saving, setSaving] = useState(false);
  const fileOf = (k: EntryFileKey) => {
    const id = data[k];
    return id ? (files.get(id) ?? null) : null;
  };
  const change = (k: EntryFileKey, f: SlotFile | null) => {
    if (f) setFiles((m) => new Map(m).set(f.id, f));
    setData((d) => ({ ...d, [k]: f?.id ?? null }));
  };
  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      onSaved(await editEntryInfo(entry.deliveryRecordId, data));
      toastSuccess(t('entry.papersSaved'));
    } catch {
      // Shown by the HTTP client.
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
          gap: { xs: 1.5, md: 2 },
        }}
      >
        {ENTRY_FILE_KEYS.map((k) => (
          <DocumentSlot
            key={k}
            label={t(`entry.papers.${k}`)}
            file={fileOf(k)}
            editable={entry.editable}
            onChange={(f) => change(k, f)}
            testId={`paper-${entry.deliveryRecordId}-${k}`}
          />
        ))}
      </Box>
      {entry.editable && (
        <>
          <TextField
            size="small"
            label={t('entry.remark')}
            value={data.remark ?? ''}
            onChange={(e) => setData((d) => ({ ...d, remark: e.target.value || null }))}
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button variant="contained" onClick={() => void save()} loading={saving} data-testid={`papers-save-${entry.deliveryRecordId}`}>
              {t('entry.savePapers')}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}

export function EntryRecordCard({ record }: { record: DeliveryRecordItem }) {
  const { t } = useTranslation('resume');
  const jobQuery = useApiQuery('/ResumeUserInfo/User/GetResumeJobByRecordId', { id: record.id });
  const entryQuery = useApiQuery('/ResumeUserInfo/GetResumeEntryDetails', { id: record.id });
  const failed = jobQuery.isError || entryQuery.isError;
  const job = failed ? undefined : jobQuery.data;
  const entry = failed ? undefined : entryQuery.data;
  // Saving the papers answers them whole: that is the read's answer now.
  const setEntry = (e: EntryDetails) => setAnswer('/ResumeUserInfo/GetResumeEntryDetails', { id: record.id }, e);
  const place = [job?.officePlaceName, job?.officePlaceAddress].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" data-testid={`entry-record-${record.id}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography component="h2" sx={{ fontSize: 17, fontWeight: 700 }}>
          {record.positionName}
        </Typography>
        <StateChip tone={applicationTone(record.stage)} label={record.seekerStageName} />
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary">
          {record.tenementName}
        </Typography>
      </Box>
      {failed && <Alert severity="error">{t('loadFailed')}</Alert>}
      {!failed && (!job || !entry) && <LinearProgress />}
      {job && entry && (
        <>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 3, mb: 2 }}>
            <Fact label={t('entry.dept')} value={job.deptName} />
            <Fact label={t('entry.factory')} value={job.factoryName} />
            <Fact label={t('entry.place')} value={place} />
          </Box>
          <Arrival id={record.id} initial={entry.arrivalTime ?? job.arrivalTime} editable={entry.editable} />
          <Typography sx={{ fontWeight: 600, mt: 3, mb: 0.5 }}>{t('entry.papersTitle')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {entry.editable ? t('entry.papersHint') : t('entry.papersLocked')}
          </Typography>
          <Papers entry={entry} onSaved={setEntry} />
        </>
      )}
    </Paper>
  );
}
