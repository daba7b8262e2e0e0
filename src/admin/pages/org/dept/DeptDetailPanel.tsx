/**
 * The selected department: where it sits, its number, name, parent, sort, people and
 * sub-departments, remark, with 编辑 and 删除 for holders of those keys.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { DeptDetail } from '../api.ts';
import { EmptyState } from '../../../engine/list/ListStates.tsx';
import { useOrgT } from '../i18n.ts';
import { Field } from '../ui.tsx';

export type DetailLoad = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; dept: DeptDetail };

export interface DeptDetailPanelProps {
  load: DetailLoad;
  path: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function Centered({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200, color: 'text.secondary', textAlign: 'center', px: 2 }}>
      {children}
    </Box>
  );
}

export function DeptDetailPanel({ load, path, canEdit, canDelete, onEdit, onDelete }: DeptDetailPanelProps) {
  const t = useOrgT();
  if (load.status === 'none') return <EmptyState text={t('dept.pickOne')} testId="dept-pick" />;
  if (load.status === 'loading')
    return (
      <Centered>
        <CircularProgress size={28} />
      </Centered>
    );
  if (load.status === 'failed') return <Centered>{t('common.loadFailed')}</Centered>;
  const d = load.dept;
  const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);
  return (
    <Box data-testid="org-dept-detail">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1, mb: 2.5 }}>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="h6" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="org-dept-detail-name">
            {d.name}
          </Typography>
          {path && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
              {path}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {canEdit && (
            <Button variant="outlined" size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit} data-testid="org-dept-edit">
              {t('dept.edit')}
            </Button>
          )}
          {canDelete && (
            <Button
              variant="outlined"
              color="error"
              size="small"
              startIcon={<DeleteOutlineIcon />}
              onClick={onDelete}
              data-testid="org-dept-delete"
            >
              {t('dept.delete')}
            </Button>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        <Field label={t('dept.fields.deptNo')} testId="org-dept-detail-no">
          {d.deptNo}
        </Field>
        <Field label={t('dept.fields.name')}>{d.name}</Field>
        <Field label={t('dept.fields.parent')}>{d.parentId === null ? t('dept.rootParent') : dash(d.parentName)}</Field>
        <Field label={t('dept.fields.sort')}>{dash(d.sort)}</Field>
        <Field label={t('dept.fields.peopleCount')} testId="org-dept-detail-people">
          {/* A parent counts everyone below it (the company root holds nobody itself). */}
          {d.peopleWithin === d.peopleCount
            ? t('dept.peopleUnit', { n: d.peopleCount })
            : t('dept.peopleWithin', { n: d.peopleWithin, own: d.peopleCount })}
        </Field>
        <Field label={t('dept.fields.childCount')}>{t('dept.childUnit', { n: d.childCount })}</Field>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Field label={t('dept.fields.remark')}>{dash(d.remark)}</Field>
        </Box>
      </Box>
    </Box>
  );
}
