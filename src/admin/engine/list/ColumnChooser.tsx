/** The column chooser: checkboxes per column, refusing to hide below the seeds' minimum of 3. */
import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { useResourceContext, useStore, useTranslate } from 'react-admin';
import { useEngine } from '../EngineContext.tsx';
import { fieldLabel } from '../labels.ts';
import { MIN_VISIBLE_COLUMNS, canHide, defaultHidden, toggleColumn } from './columnPrefs.ts';

/** Hidden column props of a resource, kept in react-admin's store (localStorage). */
export function useHiddenColumns(): [readonly string[], (next: readonly string[]) => void] {
  const { def } = useEngine();
  const resource = useResourceContext() ?? def.name;
  const [hidden, setHidden] = useStore<readonly string[]>(`${resource}.engine.hiddenColumns`, defaultHidden(def.list.columns));
  return [hidden, setHidden];
}

export function ColumnChooser() {
  const t = useTranslate();
  const { def } = useEngine();
  const [hidden, setHidden] = useHiddenColumns();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const columns = def.list.columns;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnIcon />}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        data-testid="column-chooser"
      >
        {t('admin.buttons.columns')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack sx={{ px: 2, py: 1, minWidth: 180 }}>
          {columns.map((c) => {
            const shown = !hidden.includes(c.prop);
            return (
              <FormControlLabel
                key={c.prop}
                control={
                  <Checkbox
                    size="small"
                    checked={shown}
                    disabled={shown && !canHide(columns, hidden, c.prop)}
                    onChange={() => setHidden(toggleColumn(columns, hidden, c.prop))}
                  />
                }
                label={<Typography variant="body2">{fieldLabel(t, def, c.prop, c.label)}</Typography>}
              />
            );
          })}
          <Typography variant="caption" color="text.secondary" sx={{ pt: 0.5 }}>
            {t('admin.list.minColumns', { n: MIN_VISIBLE_COLUMNS })}
          </Typography>
        </Stack>
      </Popover>
    </>
  );
}
