/**
 * 部门管理 (menu key `dept`, /web/org/dept): the company's department tree on the left (above on a
 * phone), the selected department on the right. 新增部门 adds under the selected department (the
 * root when the company has none yet), 编辑 and 删除 act on it, 导入 takes an Excel file. The
 * server refuses deleting a department with sub-departments or people, with its own message.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { toastSuccess } from '../../shell/dialogs.tsx';
import { DeptTreePanel } from '../../widgets/dept-tree/DeptTreePanel.tsx';
import { pathText } from '../../widgets/dept-tree/tree.ts';
import { ExcelImportDialog } from '../../widgets/excel-import/ExcelImportDialog.tsx';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { deptApi, deptImport } from './org/api.ts';
import { DeptDetailPanel } from './org/dept/DeptDetailPanel.tsx';
import { DeptFormDialog, type DeptFormMode } from './org/dept/DeptFormDialog.tsx';
import { useDeptData } from './org/dept/useDeptData.ts';
import { useOrgT } from './org/i18n.ts';
import { PageHeading } from './org/ui.tsx';
import { ConfirmDialog } from '../engine/list/ConfirmDialog.tsx';

const KEYS = { add: 'dept:add', edit: 'dept:edit', delete: 'dept:delete', import: 'dept:import', template: 'dept:template' } as const;
declareFunctionKeys(Object.values(KEYS));

function useDeptKeys() {
  return {
    add: useHasKey(KEYS.add),
    edit: useHasKey(KEYS.edit),
    delete: useHasKey(KEYS.delete),
    import: useHasKey(KEYS.import),
    template: useHasKey(KEYS.template),
  };
}

export function DeptPage() {
  const t = useOrgT();
  const can = useDeptKeys();
  const data = useDeptData();
  const [form, setForm] = useState<DeptFormMode | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [importing, setImporting] = useState(false);
  const dept = data.detail.status === 'ready' ? data.detail.dept : null;
  const treeTexts = {
    search: t('dept.search'),
    empty: t('dept.emptyTree'),
    loading: t('common.loading'),
    loadFailed: t('common.loadFailed'),
    label: t('dept.treeTitle'),
  };

  const remove = async () => {
    if (!dept) return;
    setDeleting(true);
    try {
      await deptApi.remove(dept.id);
      toastSuccess(t('common.deleted'));
      setConfirming(false);
      data.refresh(dept.parentId);
    } catch {
      // 1120 / 1121: the http client shows the server's message; the department stays.
      setConfirming(false);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Box data-testid="org-dept-page">
      <PageHeading title={t('dept.title')}>
        {can.import && (
          <Button
            variant="outlined"
            startIcon={<FileUploadOutlinedIcon />}
            onClick={() => setImporting(true)}
            data-testid="org-dept-import"
          >
            {t('dept.import')}
          </Button>
        )}
        {can.add && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            disabled={data.tree.status !== 'ready'}
            onClick={() => setForm({ kind: 'create', parentId: data.nodes.length === 0 ? null : data.selected })}
            data-testid="org-dept-add"
          >
            {t('dept.add')}
          </Button>
        )}
      </PageHeading>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'flex-start' } }}>
        <Paper variant="outlined" sx={{ p: 1.5, width: { xs: '100%', md: 320 }, flex: 'none', boxSizing: 'border-box' }}>
          <Typography variant="subtitle2" sx={{ fontWeight: 600, mb: 1, px: 0.5 }}>
            {t('dept.treeTitle')}
          </Typography>
          <DeptTreePanel
            id="org-dept"
            testId="org-dept"
            variant="panel"
            state={data.tree}
            value={data.selected}
            onPick={data.select}
            texts={treeTexts}
          />
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, flex: 1, minWidth: 0, width: { xs: '100%', md: 'auto' }, boxSizing: 'border-box' }}
        >
          <DeptDetailPanel
            load={data.detail}
            path={dept ? pathText(data.nodes, dept.id) : ''}
            canEdit={can.edit}
            canDelete={can.delete}
            onEdit={() => dept && setForm({ kind: 'edit', dept })}
            onDelete={() => setConfirming(true)}
          />
        </Paper>
      </Box>
      {form && (
        <DeptFormDialog
          mode={form}
          nodes={data.nodes}
          onClose={() => setForm(null)}
          onSaved={(id) => {
            setForm(null);
            data.refresh(form.kind === 'create' ? id : undefined);
          }}
        />
      )}
      <ConfirmDialog
        open={confirming}
        content={t('dept.deleteConfirm')}
        subject={dept?.name}
        busy={deleting}
        cancelledText={t('dept.deleteCancelled')}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
      />
      <ExcelImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        upload={deptImport.upload}
        template={can.template ? deptImport.template : undefined}
        title={t('dept.importTitle')}
        onImported={() => data.refresh()}
      />
    </Box>
  );
}

// The registry loads hand-written pages as `{ default }` modules.
export default DeptPage;
