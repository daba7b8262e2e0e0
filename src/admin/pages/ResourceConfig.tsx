/**
 * 界面配置 (menu key `resourceConfig`): admins change the labels, list columns and form items of
 * the screens they can open, for their company, without a rebuild (ResourceConfig/*). Saving,
 * the history and rollbacks need the `resourceConfig:edit` key; without it the page only reads.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { useHasKey } from '../access/AccessContext.tsx';
import { declareFunctionKeys } from '../access/declared.ts';
import { EmptyState } from '../engine/list/ListStates.tsx';
import { CONFIG_EDIT_KEY } from './resource-config/api.ts';
import { ConfigEditor } from './resource-config/ConfigEditor.tsx';
import { useDefinition, useScreens, type Screen } from './resource-config/useScreens.ts';

// A hand-written page declares its own buttons' keys, so a caller without the grant reads "no", not "unknown key".
declareFunctionKeys([CONFIG_EDIT_KEY]);

function ScreenPicker({ screens, value, onChange }: { screens: readonly Screen[]; value: string; onChange: (c: string) => void }) {
  const t = useTranslate();
  const items = screens.flatMap((s, i) => {
    const header = s.group && s.group !== screens[i - 1]?.group ? [<ListSubheader key={`g-${s.group}`}>{s.group}</ListSubheader>] : [];
    return [
      ...header,
      <MenuItem key={s.component} value={s.component} data-testid={`screen-${s.component}`}>
        {s.title}
      </MenuItem>,
    ];
  });
  return (
    <TextField
      select
      size="small"
      label={t('admin.resourceConfig.screen')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 280 } }}
      data-testid="config-screen"
    >
      {items}
    </TextField>
  );
}

export function ResourceConfigPage() {
  const t = useTranslate();
  const canEdit = useHasKey(CONFIG_EDIT_KEY);
  const screens = useScreens();
  const [picked, setPicked] = useState<string | null>(null);
  const current = screens.find((s) => s.component === picked) ?? screens[0] ?? null;
  const definition = useDefinition(current?.component ?? null);
  if (!current) return <EmptyState text={t('admin.resourceConfig.noScreens')} testId="resource-config-none" />;
  return (
    <Box data-testid="resource-config">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h6" sx={{ fontWeight: 600 }}>
          {t('admin.resourceConfig.title')}
        </Typography>
        <ScreenPicker screens={screens} value={current.component} onChange={setPicked} />
      </Box>
      {definition.status === 'ready' ? (
        <ConfigEditor key={definition.def.name} def={definition.def} screen={current.title} canEdit={canEdit} />
      ) : definition.status === 'error' ? (
        <Alert severity="error">{t('admin.page.loadFailed')}</Alert>
      ) : (
        <CircularProgress size={28} sx={{ display: 'block', mx: 'auto', my: 6 }} />
      )}
    </Box>
  );
}

export default ResourceConfigPage;
