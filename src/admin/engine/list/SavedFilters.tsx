/**
 * 我的筛选: save the list's current filter values under a name, re-apply or delete them later.
 * A popover of plain buttons rather than a menu, so Tab reaches each entry's delete button too.
 */
import { useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import BookmarkIcon from '@mui/icons-material/BookmarkBorderOutlined';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import CheckIcon from '@mui/icons-material/Check';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useListContext, useResourceContext, useStore, useTranslate } from 'react-admin';
import { toastSuccess } from '../../../shell/dialogs.tsx';
import { useEngine } from '../EngineContext.tsx';
import type { Translate } from '../labels.ts';
import { filterSource } from './filters.tsx';
import { EmptyState } from './ListStates.tsx';
import {
  MAX_FILTER_NAME_LENGTH,
  MAX_SAVED_FILTERS,
  addSaved,
  applicableFilter,
  cleanFilter,
  displayedFiltersOf,
  nameProblem,
  readSaved,
  removeSaved,
  sameFilter,
  savedFiltersKey,
  type NameProblem,
  type SavedFilter,
} from './savedFilters.ts';

function problemText(t: Translate, problem: NameProblem): string {
  if (problem === 'tooLong') return t('admin.savedFilters.nameTooLong', { max: MAX_FILTER_NAME_LENGTH });
  if (problem === 'full') return t('admin.savedFilters.full', { max: MAX_SAVED_FILTERS });
  return t(problem === 'taken' ? 'admin.savedFilters.nameTaken' : 'admin.savedFilters.nameRequired');
}

interface SaveDialogProps {
  saved: readonly SavedFilter[];
  onSave: (name: string) => void;
  onClose: () => void;
}

function SaveDialog({ saved, onSave, onClose }: SaveDialogProps) {
  const t = useTranslate();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = nameProblem(saved, name);
    if (p) setProblem(p);
    else onSave(name);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="saved-filter-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle sx={{ fontSize: 17, fontWeight: 600 }}>{t('admin.savedFilters.save')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            size="small"
            margin="dense"
            label={t('admin.savedFilters.name')}
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ? problemText(t, problem) : ' '}
            slotProps={{ htmlInput: { maxLength: MAX_FILTER_NAME_LENGTH, 'data-testid': 'saved-filter-name' } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit">
            {t('admin.buttons.cancel')}
          </Button>
          <Button type="submit" variant="contained" data-testid="saved-filter-submit">
            {t('admin.buttons.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface SavedListProps {
  saved: readonly SavedFilter[];
  current: Record<string, unknown>;
  sources: readonly string[];
  onApply: (s: SavedFilter) => void;
  onRemove: (s: SavedFilter, index: number) => void;
}

function SavedList({ saved, current, sources, onApply, onRemove }: SavedListProps) {
  const t = useTranslate();
  if (saved.length === 0) return <EmptyState variant="compact" text={t('admin.savedFilters.empty')} testId="saved-filters-empty" />;
  return (
    <List dense disablePadding aria-label={t('admin.savedFilters.menu')}>
      {saved.map((s, index) => {
        const active = sameFilter(current, applicableFilter(s.filter, sources));
        return (
          <ListItem
            key={s.name}
            disablePadding
            secondaryAction={
              <IconButton
                edge="end"
                size="small"
                aria-label={t('admin.savedFilters.remove', { name: s.name })}
                title={t('admin.savedFilters.remove', { name: s.name })}
                onClick={() => onRemove(s, index)}
                data-testid="saved-filter-remove"
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton selected={active} onClick={() => onApply(s)} data-testid="saved-filter" data-saved-filter sx={{ pr: 6 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>{active && <CheckIcon fontSize="small" color="primary" />}</ListItemIcon>
              <ListItemText primary={s.name} slotProps={{ primary: { noWrap: true } }} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/** The saved filters of the list around it, in react-admin's (server-backed, per-user) store. */
function useSavedFilters(): [SavedFilter[], (next: SavedFilter[]) => void] {
  const { def } = useEngine();
  const resource = useResourceContext() ?? def.name;
  const [stored, setStored] = useStore<unknown>(savedFiltersKey(resource), []);
  return [useMemo(() => readSaved(stored), [stored]), setStored];
}

export function SavedFiltersMenu() {
  const t = useTranslate();
  const { def } = useEngine();
  const { filterValues, setFilters } = useListContext();
  const [saved, setSaved] = useSavedFilters();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [naming, setNaming] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const sources = useMemo(() => (def.list.filters ?? []).map(filterSource), [def]);
  const current = cleanFilter(filterValues);
  const hasValues = Object.keys(current).length > 0;

  const apply = (s: SavedFilter) => {
    const filter = applicableFilter(s.filter, sources);
    setFilters(filter, displayedFiltersOf(filter));
    setAnchor(null);
  };
  const remove = (s: SavedFilter, index: number) => {
    setSaved(removeSaved(saved, s.name));
    toastSuccess(t('admin.savedFilters.removed', { name: s.name }));
    // The pressed button left with its entry: keep the keyboard in the panel, on the next entry.
    requestAnimationFrame(() => {
      const rows = panel.current?.querySelectorAll<HTMLElement>('[data-saved-filter]') ?? [];
      (rows[Math.min(index, rows.length - 1)] ?? panel.current)?.focus();
    });
  };
  const save = (name: string) => {
    setSaved(addSaved(saved, name, current));
    setNaming(false);
    toastSuccess(t('admin.savedFilters.saved'));
  };
  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkIcon />}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        data-testid="saved-filters"
      >
        {t('admin.savedFilters.menu')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box
          ref={panel}
          tabIndex={-1}
          sx={{ width: 260, maxWidth: 'calc(100vw - 32px)', py: 0.5, outline: 'none' }}
          data-testid="saved-filters-panel"
        >
          <ListItemButton
            disabled={!hasValues}
            onClick={() => {
              setAnchor(null);
              setNaming(true);
            }}
            data-testid="saved-filter-add"
          >
            <ListItemIcon sx={{ minWidth: 28 }}>
              <BookmarkAddIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('admin.savedFilters.save')} secondary={hasValues ? undefined : t('admin.savedFilters.needFilter')} />
          </ListItemButton>
          <Divider sx={{ my: 0.5 }} />
          <SavedList saved={saved} current={current} sources={sources} onApply={apply} onRemove={remove} />
        </Box>
      </Popover>
      {naming && <SaveDialog saved={saved} onSave={save} onClose={() => setNaming(false)} />}
    </>
  );
}
