/** One screen's settings: the version in force, the four tabs, the error summary, save and discard. */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import { useTranslate } from 'react-admin';
import { currentLang } from '../../../shell/i18n.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { StatusChip } from '../../engine/list/chips.tsx';
import type { ResourceDefinition } from '../../engine/types.ts';
import { ColumnsTab } from './ColumnsTab.tsx';
import { FormTab } from './FormTab.tsx';
import { HistoryTab } from './HistoryTab.tsx';
import { LabelsTab, type TabProps } from './LabelsTab.tsx';
import { MAX_TEXT } from './draft.ts';
import { errorTexts, whereText } from './texts.ts';
import { useConfigEditor, type ConfigEditor as Editor } from './useConfigEditor.ts';

type TabName = 'labels' | 'columns' | 'form' | 'history';

function ErrorSummary({ def, editor, errors }: { def: ResourceDefinition; editor: Editor; errors: Record<string, string> }) {
  const t = useTranslate();
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 1.5 }} data-testid="config-errors">
      <Box sx={{ fontWeight: 600, mb: 0.5 }}>{t('admin.resourceConfig.errors.title')}</Box>
      {keys.map((k) => (
        <Box key={k} data-key={k}>
          {whereText(t, k, def, editor.draft, currentLang())}: {errors[k]}
        </Box>
      ))}
    </Alert>
  );
}

/** A row of the toolbar level with the comment box (a small input is 40 px high; its count hangs below). */
const LINE = { display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 40 } as const;

function Toolbar({ editor, canEdit }: { editor: Editor; canEdit: boolean }) {
  const t = useTranslate();
  const [comment, setComment] = useState('');
  const version = editor.loaded?.version ?? 0;
  const onSave = async () => {
    if (await editor.save(comment)) setComment('');
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
      <Box sx={LINE}>
        <StatusChip
          tone={version ? 'active' : 'neutral'}
          label={version ? t('admin.resourceConfig.version', { version }) : t('admin.resourceConfig.shippedVersion')}
          data-testid="config-version"
          data-version={version}
        />
        {editor.dirty && <StatusChip tone="warning" label={t('admin.resourceConfig.unsaved')} />}
      </Box>
      <Box sx={{ flex: 1 }} />
      {canEdit && (
        <>
          <BoundedTextField
            size="small"
            margin="none"
            fullWidth={false}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            placeholder={t('admin.resourceConfig.comment')}
            sx={{ width: { xs: '100%', sm: 260 } }}
            max={MAX_TEXT}
            slotProps={{ htmlInput: { 'data-testid': 'config-comment' } }}
          />
          <Box sx={LINE}>
            <Button color="inherit" disabled={!editor.dirty || editor.busy} onClick={editor.discard} data-testid="config-discard">
              {t('admin.resourceConfig.discard')}
            </Button>
            <Button
              variant="contained"
              startIcon={editor.busy ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
              disabled={!editor.dirty || editor.busy || Object.keys(editor.issues).length > 0}
              onClick={() => void onSave()}
              data-testid="config-save"
            >
              {t('admin.resourceConfig.save')}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', pt: 1.5 }}>{children}</Box>;
}

export function ConfigEditor({ def, screen, canEdit }: { def: ResourceDefinition; screen: string; canEdit: boolean }) {
  const t = useTranslate();
  const editor = useConfigEditor(def, canEdit);
  const [tab, setTab] = useState<TabName>('labels');
  // The draft's own checks as it is edited, with the server's messages from the last save on top.
  const errors = errorTexts(t, editor.issues, editor.serverErrors);
  if (editor.status === 'loading') return <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  if (editor.status === 'error' || !editor.draft || !editor.loaded)
    return <Alert severity="error">{t('admin.resourceConfig.loadFailed')}</Alert>;
  const props: TabProps = {
    def,
    draft: editor.draft,
    canEdit,
    allowed: new Set(editor.loaded.overridable),
    errors,
    onChange: editor.update,
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="config-editor" data-resource={def.name}>
      <Toolbar editor={editor} canEdit={canEdit} />
      {!canEdit && (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('admin.resourceConfig.readOnly')}
        </Alert>
      )}
      <ErrorSummary def={def} editor={editor} errors={errors} />
      <Tabs
        value={tab}
        onChange={(_e, v: TabName) => setTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="labels" label={t('admin.resourceConfig.tabs.labels')} data-testid="config-tab-labels" />
        <Tab value="columns" label={t('admin.resourceConfig.tabs.columns')} data-testid="config-tab-columns" />
        <Tab value="form" label={t('admin.resourceConfig.tabs.form')} data-testid="config-tab-form" />
        {canEdit && editor.history && (
          <Tab value="history" label={t('admin.resourceConfig.tabs.history')} data-testid="config-tab-history" />
        )}
      </Tabs>
      <Panel>
        {tab === 'labels' && <LabelsTab {...props} />}
        {tab === 'columns' && <ColumnsTab {...props} />}
        {tab === 'form' && <FormTab {...props} />}
        {tab === 'history' && editor.history && (
          <HistoryTab
            screen={screen}
            rows={editor.history}
            current={editor.loaded.version}
            busy={editor.busy}
            onRollback={(v) => void editor.rollback(v)}
          />
        )}
      </Panel>
    </Paper>
  );
}
