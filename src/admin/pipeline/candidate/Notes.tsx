/**
 * HR's notes on the application: write one (at most 500 characters), read them newest first. Notes
 * are kept as written: there is no edit or delete, so a note is what the team saw when it was made.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type ApiData } from '../../../shell/api.ts';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useApiMutation, useApiQuery } from '../../../shell/query.ts';
import { DebounceButton } from '../../../widgets/debounce/DebounceButton.tsx';
import { EmptyState } from '../../engine/list/ListStates.tsx';
import { usePipelineT } from '../i18n.ts';
import { NOTE_MAX, NOTES_PER_PAGE, type Note } from './api.ts';
import { when } from './format.ts';

type NotePage = ApiData<'/ResumeDeliveryRecord/Note/GetList'>;

/** The first page is a query (asked again once a note is added); 更多 appends the next pages to it. */
function useNotes(id: number) {
  const first = useApiQuery('/ResumeDeliveryRecord/Note/GetList', { id, page: 1, perPage: NOTES_PER_PAGE });
  const [pages, setPages] = useState<{ after: NotePage; page: number; notes: Note[]; total: number } | null>(null);
  // Another first page (another application, a note added) starts the list again.
  const extra = first.data && pages?.after === first.data ? pages : null;
  const notes = extra?.notes ?? first.data?.list ?? [];
  const total = extra?.total ?? first.data?.totalCount ?? 0;
  const more = async () => {
    if (!first.data) return;
    const page = (extra?.page ?? 1) + 1;
    try {
      const res = await api.get('/ResumeDeliveryRecord/Note/GetList', { id, page, perPage: NOTES_PER_PAGE });
      setPages({
        after: first.data,
        page,
        notes: [...notes, ...res.list.filter((n) => !notes.some((o) => o.id === n.id))],
        total: res.totalCount,
      });
    } catch {
      // The http client showed why.
    }
  };
  return { notes, total, more };
}

export function Notes({ id }: { id: number }) {
  const t = usePipelineT();
  const { notes, total, more } = useNotes(id);
  const addNote = useApiMutation('post', '/ResumeDeliveryRecord/Note/Add', { invalidates: ['/ResumeDeliveryRecord/Note/GetList'] });
  const [text, setText] = useState('');
  const length = [...text.trim()].length;
  const add = async () => {
    if (!length || length > NOTE_MAX) return;
    try {
      await addNote.mutateAsync({ id, content: text.trim() });
      setText('');
      toastSuccess(t('drawer.notes.added'));
    } catch {
      // The http client showed why; the text stays for another try.
    }
  };
  return (
    <Box data-testid="notes">
      <TextField
        fullWidth
        multiline
        minRows={2}
        maxRows={6}
        size="small"
        placeholder={t('drawer.notes.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={length > NOTE_MAX}
        helperText={`${length}/${NOTE_MAX}`}
        slotProps={{
          htmlInput: { 'data-testid': 'note-input', 'aria-label': t('drawer.notes.placeholder') },
          formHelperText: { sx: { textAlign: 'right' } },
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mb: 2 }}>
        <DebounceButton variant="contained" size="small" onClick={add} disabled={!length || length > NOTE_MAX} data-testid="note-add">
          {t('drawer.notes.add')}
        </DebounceButton>
      </Box>
      {notes.length === 0 && <EmptyState variant="compact" text={t('drawer.notes.empty')} testId="notes-empty" />}
      <Stack spacing={1.5}>
        {notes.map((n) => (
          <Box key={n.id} sx={{ p: 1.25, borderRadius: 1, bgcolor: 'action.hover' }} data-testid="note">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {n.content}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[n.authorName, when(n.createdAt)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        ))}
      </Stack>
      {notes.length < total && (
        <Box sx={{ textAlign: 'center', mt: 1 }}>
          <Button size="small" onClick={() => void more()}>
            {t('drawer.notes.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
