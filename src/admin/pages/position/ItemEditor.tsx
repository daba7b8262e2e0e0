/**
 * One field of a special form: its name, type, required flag and key, the choices of a select or
 * radio (typed and confirmed with Enter), the longest answer of a text; moved up or down, removed.
 */
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { FORM_ELEMENTS } from '../../../common/special-form.ts';
import { BoundedTextField } from '../../engine/form/LengthLimit.tsx';
import { TagChip } from '../../engine/list/chips.tsx';
import { LIMITS, isChoice, isElement, isText, type ItemDraft } from './formDraft.ts';
import { usePositionT } from './i18n.ts';

export interface ItemEditorProps {
  item: ItemDraft;
  index: number;
  count: number;
  /** Messages by the item's field (label, prop, options), already translated. */
  errors: Record<string, string | undefined>;
  onChange: (next: ItemDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

function Actions({ index, count, onMove, onRemove }: Pick<ItemEditorProps, 'index' | 'count' | 'onMove' | 'onRemove'>) {
  const t = usePositionT();
  return (
    <Box sx={{ display: 'flex' }}>
      <Tooltip title={t('specialForm.dialog.moveUp')}>
        <span>
          <IconButton size="small" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('specialForm.dialog.moveUp')}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('specialForm.dialog.moveDown')}>
        <span>
          <IconButton size="small" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('specialForm.dialog.moveDown')}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('specialForm.dialog.remove')}>
        <span>
          <IconButton
            size="small"
            color="error"
            disabled={count === 1}
            onClick={onRemove}
            aria-label={t('specialForm.dialog.remove')}
            data-testid="sf-item-remove"
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}

function OptionsInput({ item, error, onChange }: { item: ItemDraft; error?: string | undefined; onChange: (options: string[]) => void }) {
  const t = usePositionT();
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={item.options}
      onChange={(_e, v) => onChange([...new Set(v.map((o) => o.trim()).filter(Boolean))].slice(0, LIMITS.optionsMax))}
      renderValue={(values, getItemProps) => values.map((o, i) => <TagChip label={o} {...getItemProps({ index: i })} key={o} />)}
      renderInput={(params) => (
        <BoundedTextField
          {...params}
          size="small"
          label={t('specialForm.dialog.options')}
          required
          error={Boolean(error)}
          helperText={error ?? t('specialForm.dialog.optionsHint')}
          max={LIMITS.optionMax}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'sf-item-options' } }}
        />
      )}
    />
  );
}

export function ItemEditor({ item, index, count, errors, onChange, onMove, onRemove }: ItemEditorProps) {
  const t = usePositionT();
  const set = (patch: Partial<ItemDraft>) => onChange({ ...item, ...patch });
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="sf-item">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {t('specialForm.dialog.itemTitle', { index: index + 1 })}
        </Typography>
        <Actions index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1.4fr 1.4fr auto' }, alignItems: 'start' }}>
        <BoundedTextField
          size="small"
          label={t('specialForm.dialog.label')}
          required
          value={item.label}
          onChange={(e) => set({ label: e.target.value })}
          error={Boolean(errors.label)}
          helperText={errors.label}
          max={LIMITS.labelMax}
          slotProps={{ htmlInput: { 'data-testid': 'sf-item-label' } }}
        />
        <TextField
          select
          size="small"
          label={t('specialForm.dialog.el')}
          value={item.el}
          onChange={(e) => isElement(e.target.value) && set({ el: e.target.value })}
          slotProps={{ htmlInput: { 'data-testid': 'sf-item-el' } }}
        >
          {FORM_ELEMENTS.map((el) => (
            <MenuItem key={el} value={el}>
              {t(`specialForm.el.${el}`)}
            </MenuItem>
          ))}
        </TextField>
        <BoundedTextField
          size="small"
          label={t('specialForm.dialog.prop')}
          required
          value={item.prop}
          onChange={(e) => set({ prop: e.target.value })}
          error={Boolean(errors.prop)}
          helperText={errors.prop ?? t('specialForm.dialog.propHint')}
          max={30}
          slotProps={{ htmlInput: { spellCheck: false } }}
        />
        <FormControlLabel
          control={<Checkbox size="small" checked={item.required} onChange={(e) => set({ required: e.target.checked })} />}
          label={t('specialForm.dialog.required')}
          sx={{ mt: 0.5, mr: 0 }}
        />
      </Box>
      {isChoice(item.el) && <OptionsInput item={item} error={errors.options} onChange={(options) => set({ options })} />}
      {isText(item.el) && (
        <TextField
          size="small"
          type="number"
          label={t('specialForm.dialog.maxLength')}
          value={item.maxLength}
          onChange={(e) => set({ maxLength: e.target.value })}
          placeholder={item.el === 'textarea' ? '1000' : '200'}
          sx={{ width: { xs: '100%', sm: 200 } }}
          slotProps={{ htmlInput: { min: 1, max: LIMITS.maxLength } }}
        />
      )}
    </Paper>
  );
}
