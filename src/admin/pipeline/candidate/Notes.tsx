/**
 * HR's notes on the application: write one (at most 500 characters), read them newest first. Notes
 * are kept as written: there is no edit or delete, so a note is what the team saw when it was made.
 */
import { useCallback, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { usePipelineT } from '../i18n.ts';
import { NOTE_MAX, candidateApi, type Note } from './api.ts';
import { when } from './format.ts';

function useNotes(id: number) {
  const [notes, setNotes] = useState<Note[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const load = useCallback(async (p: number) => {
    const res = await candidateApi.notes(id, p);
    setNotes((old) => (p === 1 ? res.list : [...old, ...res.list.filter((n) => !old.some((o) => o.id === n.id))]));
    setTotal(res.totalCount);
    setPage(p);
  }, [id]);
  useEffect(() => {
    load(1).catch(() => undefined);
  }, [load]);
  return { notes, total, more: () => load(page + 1).catch(() => undefined), reload: () => load(1) };
}

export function Notes({ id }: { id: number }) {
  const t = usePipelineT();
  const { notes, total, more, reload } = useNotes(id);
  const [text, setText] = useState('');
  const length = [...text.trim()].length;
  const add = async () => {
    if (!length || length > NOTE_MAX) return;
    try {
      await candidateApi.addNote(id, text.trim());
      setText('');
      toastSuccess(t('drawer.notes.added'));
      await reload();
    } catch {
      // The http client showed why; the text stays for another try.
    }
  };
  return (
    <Box data-testid="notes">
      <TextField
        fullWidth multiline minRows={2} maxRows={6} size="small" placeholder={t('drawer.notes.placeholder')} value={text} onChange={(e) => setText(e.target.value)}
        error={length > NOTE_MAX} helperText={`${length}/${NOTE_MAX}`} slotProps={{ htmlInput: { 'data-testid': 'note-input', 'aria-label': t('drawer.notes.placeholder') }, formHelperText: { sx: { textAlign: 'right' } } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mb: 2 }}>
        <DebounceButton variant="contained" size="small" onClick={add} disabled={!length || length > NOTE_MAX} data-testid="note-add">{t('drawer.notes.add')}</DebounceButton>
      </Box>
      {notes.length === 0 && <Typography variant="body2" color="text.secondary">{t('drawer.notes.empty')}</Typography>}
      <Stack spacing={1.5}>
        {notes.map((n) => (
          <Box key={n.id} sx={{ p: 1.25, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="note">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{n.content}</Typography>
            <Typography variant="caption" color="text.secondary">{[n.authorName, when(n.createdAt)].filter(Boolean).join(' · ')}</Typography>
          </Box>
        ))}
      </Stack>
      {notes.length < total && (
        <Box sx={{ textAlign: 'center', mt: 1 }}>
          <Button size="small" onClick={() => void more()}>{t('drawer.notes.more')}</Button>
        </Box>
      )}
    </Box>
  );
}
