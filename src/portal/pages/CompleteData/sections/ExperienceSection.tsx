/**
 * The three experience lists (work, projects, education) share one shape: items shown as a
 * timeline, one item edited at a time in place, the whole list saved through the section's call.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { RECRUITING_LIMITS } from '../../../../common/recruiting.ts';
import type { Resume } from '../../../resume-api/types.ts';
import type { Draft } from '../drafts.ts';
import type { Issues } from '../rules.ts';
import { EmptyHint, FormActions, SectionCard } from '../shared/SectionCard.tsx';
import { useSectionForm, type SectionForm } from '../shared/useSectionForm.ts';
import { useDeleteConfirm } from '../shared/useDeleteConfirm.tsx';

export interface ExperienceKind<T> {
  id: 'jobs' | 'projects' | 'educations';
  toDraft: (item?: T) => Draft;
  toInput: (d: Draft) => T;
  check: (d: Draft) => Issues;
  save: (list: T[]) => Promise<Resume>;
  /** The item's fields inside the form. */
  Fields: (p: { form: SectionForm<Draft> }) => ReactNode;
  /** Title line, second line and the free text of an item in the list. */
  summary: (item: T) => { title: string; subtitle: string; period: string; text?: string | null; extra?: ReactNode };
}

type Editing = { index: number } | { index: 'new' } | null;

function ItemForm<T>({
  kind,
  item,
  index,
  list,
  apply,
  onDone,
}: {
  kind: ExperienceKind<T>;
  item?: T;
  index: number | 'new';
  list: readonly T[];
  apply: (r: Resume) => void;
  onDone: () => void;
}) {
  const at = index === 'new' ? list.length : index;
  const form = useSectionForm<Draft>({
    initial: () => kind.toDraft(item),
    check: kind.check,
    save: async (d) => {
      const next = [...list];
      next.splice(at, index === 'new' ? 0 : 1, kind.toInput(d));
      apply(await kind.save(next));
    },
    serverPrefix: `${kind.id}.${at}.`,
  });
  return (
    <Box
      data-testid={`${kind.id}-form`}
      sx={{ p: { xs: 1.5, md: 2 }, border: 1, borderColor: 'primary.light', borderRadius: 1.5, bgcolor: 'rgba(37,99,235,0.03)' }}
    >
      <kind.Fields form={form} />
      <FormActions saving={form.saving} onCancel={onDone} onSave={() => void form.submit().then((ok) => ok && onDone())} testId={kind.id} />
    </Box>
  );
}

function ItemView({
  summary,
  onEdit,
  onDelete,
  testId,
}: {
  summary: ReturnType<ExperienceKind<unknown>['summary']>;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
}) {
  const { t } = useTranslation('resume');
  return (
    <Box data-testid={testId} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:hover .item-actions': { opacity: 1 } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, alignItems: 'baseline' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{summary.title}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {summary.period}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25, overflowWrap: 'anywhere' }}>
          {summary.subtitle}
        </Typography>
        {summary.extra}
        {summary.text && (
          <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {summary.text}
          </Typography>
        )}
      </Box>
      <Box className="item-actions" sx={{ display: 'flex', flex: 'none', opacity: { xs: 1, md: 0.6 }, transition: 'opacity .2s' }}>
        <IconButton size="small" aria-label={t('actions.edit')} title={t('actions.edit')} onClick={onEdit} data-testid={`${testId}-edit`}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('actions.delete')}
          title={t('actions.delete')}
          onClick={onDelete}
          data-testid={`${testId}-delete`}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}

export function ExperienceSection<T>({
  kind,
  list,
  apply,
  missing,
}: {
  kind: ExperienceKind<T>;
  list: readonly T[];
  apply: (r: Resume) => void;
  missing?: boolean;
}) {
  const { t } = useTranslation('resume');
  const [editing, setEditing] = useState<Editing>(null);
  const confirm = useDeleteConfirm();
  const full = list.length >= RECRUITING_LIMITS.experiencesMax;

  const remove = async (index: number) => {
    if (!(await confirm.ask())) return;
    try {
      apply(await kind.save(list.filter((_x, i) => i !== index)));
    } catch {
      // Shown by the HTTP client.
    }
  };

  return (
    <SectionCard
      id={kind.id}
      title={t(`sections.${kind.id}`)}
      missing={missing}
      action={editing ? null : 'add'}
      actionDisabled={full}
      onAction={() => setEditing({ index: 'new' })}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {list.length === 0 && editing?.index !== 'new' && <EmptyHint text={t(`empty.${kind.id}`)} />}
        {list.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the list is saved whole and its order is their identity
          <Box key={i}>
            {i > 0 && <Divider sx={{ mb: 2 }} />}
            {editing?.index === i ? (
              <ItemForm kind={kind} item={item} index={i} list={list} apply={apply} onDone={() => setEditing(null)} />
            ) : (
              <ItemView
                summary={kind.summary(item)}
                onEdit={() => setEditing({ index: i })}
                onDelete={() => void remove(i)}
                testId={`${kind.id}-item-${i}`}
              />
            )}
          </Box>
        ))}
        {editing?.index === 'new' && <ItemForm kind={kind} index="new" list={list} apply={apply} onDone={() => setEditing(null)} />}
      </Box>
      {confirm.dialog}
    </SectionCard>
  );
}
