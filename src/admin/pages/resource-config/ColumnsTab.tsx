/** List columns: order (up / down), shown or not (at least 3 stay shown) and width (40–300 px). */
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import { useTranslate } from 'react-admin';
import { currentLang } from '../../../shell/i18n.ts';
import { MIN_VISIBLE_COLUMNS } from '../../engine/list/columnPrefs.ts';
import { WIDTH_RANGE, canHideColumn, moveColumn, type ColumnDraft, type Draft } from './draft.ts';
import type { TabProps } from './LabelsTab.tsx';
import { shippedLabel } from './texts.ts';

function setColumn(index: number, change: Partial<ColumnDraft>) {
  return (d: Draft): Draft => ({ ...d, columns: d.columns.map((c, i) => (i === index ? { ...c, ...change } : c)) });
}

const move = (index: number, by: -1 | 1) => (d: Draft): Draft => ({ ...d, columns: moveColumn(d.columns, index, by) });

interface RowProps {
  tab: TabProps;
  index: number;
  can: (what: string) => boolean;
}

function MoveButtons({ prop, index, can, last, onChange }: { prop: string; index: number; can: boolean; last: boolean; onChange: TabProps['onChange'] }) {
  const t = useTranslate();
  const button = (by: -1 | 1, disabled: boolean) => {
    const label = t(by < 0 ? 'admin.resourceConfig.columns.moveUp' : 'admin.resourceConfig.columns.moveDown');
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" disabled={!can || disabled} onClick={() => onChange(move(index, by))} data-testid={`column-${by < 0 ? 'up' : 'down'}-${prop}`} aria-label={label}>
            {by < 0 ? <ArrowUpIcon fontSize="small" /> : <ArrowDownIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      {button(-1, index === 0)}
      {button(1, last)}
    </Box>
  );
}

function ColumnRow({ tab, index, can }: RowProps) {
  const t = useTranslate();
  const { def, draft, errors, onChange } = tab;
  const c = draft.columns[index]!;
  const widthError = errors[`overlay.columns.${index}.width`];
  const hideLocked = c.visible && !canHideColumn(draft.columns, index);
  return (
    <TableRow data-testid="column-row" data-prop={c.prop}>
      <TableCell>{index + 1}</TableCell>
      <TableCell>
        <Typography variant="body2">{shippedLabel(def, c.prop, currentLang())}</Typography>
        <Typography variant="caption" color="text.secondary">
          {c.prop}
        </Typography>
      </TableCell>
      <TableCell>
        <Checkbox
          size="small"
          checked={c.visible}
          disabled={!can('columns.visible') || hideLocked}
          onChange={(e) => onChange(setColumn(index, { visible: e.target.checked }))}
          slotProps={{ input: { 'aria-label': `${c.prop} ${t('admin.resourceConfig.columns.visible')}` } }}
          data-testid={`column-visible-${c.prop}`}
        />
      </TableCell>
      <TableCell>
        <TextField
          size="small"
          margin="none"
          fullWidth={false}
          value={c.width}
          disabled={!can('columns.width')}
          error={Boolean(widthError)}
          helperText={widthError}
          sx={{ width: 120 }}
          onChange={(e) => onChange(setColumn(index, { width: e.target.value }))}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `column-width-${c.prop}`, 'aria-label': `${c.prop} ${t('admin.resourceConfig.columns.width')}` } }}
        />
      </TableCell>
      <TableCell>
        <MoveButtons prop={c.prop} index={index} can={can('columns.order')} last={index === draft.columns.length - 1} onChange={onChange} />
      </TableCell>
    </TableRow>
  );
}

export function ColumnsTab(props: TabProps) {
  const t = useTranslate();
  const { draft, canEdit, allowed, errors } = props;
  const can = (what: string) => canEdit && allowed.has(what);
  const listError = errors['overlay.columns'];
  return (
    <>
      <Typography variant="body2" color={listError ? 'error' : 'text.secondary'} sx={{ mb: 1 }} data-testid="columns-hint">
        {listError ?? t('admin.resourceConfig.columns.hint', { n: MIN_VISIBLE_COLUMNS })}
      </Typography>
      <Table size="small" data-testid="config-columns">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 64, whiteSpace: 'nowrap' }}>{t('admin.resourceConfig.columns.order')}</TableCell>
            <TableCell>{t('admin.resourceConfig.columns.column')}</TableCell>
            <TableCell sx={{ width: 72 }}>{t('admin.resourceConfig.columns.visible')}</TableCell>
            <TableCell sx={{ width: 150, whiteSpace: 'nowrap' }}>{t('admin.resourceConfig.columns.widthRange', WIDTH_RANGE)}</TableCell>
            <TableCell sx={{ width: 100 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {draft.columns.map((c, i) => (
            <ColumnRow key={c.prop} tab={props} index={i} can={can} />
          ))}
        </TableBody>
      </Table>
    </>
  );
}
