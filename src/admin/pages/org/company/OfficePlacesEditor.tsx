/**
 * 办公地点: one row per place (name, address) with a remove button, and an add button that turns
 * disabled with a hint once there are 10. Read-only without the edit key.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { BoundedTextField } from '../../../engine/form/LengthLimit.tsx';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { EmptyState } from '../../../engine/list/ListStates.tsx';
import { useOrgT } from '../i18n.ts';
import { LEN } from '../validate.ts';
import { MAX_PLACES, canAddPlace, newPlaceKey, type PlaceErrors, type PlaceRow } from './places.ts';

export interface OfficePlacesEditorProps {
  rows: readonly PlaceRow[];
  errors: readonly PlaceErrors[];
  readOnly: boolean;
  onChange: (rows: PlaceRow[]) => void;
}

export function OfficePlacesEditor({ rows, errors, readOnly, onChange }: OfficePlacesEditorProps) {
  const t = useOrgT();
  const full = !canAddPlace(rows.length);
  const edit = (i: number, patch: Partial<PlaceRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const remove = (i: number) => onChange(rows.filter((_r, j) => j !== i));
  const add = () => !full && onChange([...rows, { key: newPlaceKey(), name: '', address: '' }]);
  const addButton = (
    <span>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={full} data-testid="org-place-add">
        {t('company.addPlace')}
      </Button>
    </span>
  );
  return (
    <Box data-testid="org-places">
      {rows.length === 0 && <EmptyState variant="compact" text={t('company.noPlaces')} testId="org-no-places" />}
      {rows.map((r, i) => (
        <Box key={r.key} data-testid="org-place" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ width: 20, flex: 'none', pt: 1.25, textAlign: 'right' }}>
            {i + 1}
          </Typography>
          <Box
            sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 5fr)' } }}
          >
            <BoundedTextField
              size="small"
              label={t('company.fields.placeName')}
              required
              value={r.name}
              disabled={readOnly}
              onChange={(e) => edit(i, { name: e.target.value })}
              error={Boolean(errors[i]?.name)}
              helperText={errors[i]?.name}
              max={LEN.placeName}
              slotProps={{ htmlInput: { 'data-testid': 'org-place-name' } }}
            />
            <BoundedTextField
              size="small"
              label={t('company.fields.placeAddress')}
              required
              value={r.address}
              disabled={readOnly}
              onChange={(e) => edit(i, { address: e.target.value })}
              error={Boolean(errors[i]?.address)}
              helperText={errors[i]?.address}
              max={LEN.placeAddress}
              slotProps={{ htmlInput: { 'data-testid': 'org-place-address' } }}
            />
          </Box>
          {!readOnly && (
            <IconButton
              aria-label={t('company.removePlace')}
              title={t('company.removePlace')}
              onClick={() => remove(i)}
              data-testid="org-place-remove"
              sx={{ mt: 0.25 }}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
      {!readOnly && (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mt: 1, pl: { sm: 3.5 } }}>
          {full ? <Tooltip title={t('company.placesFull', { max: MAX_PLACES })}>{addButton}</Tooltip> : addButton}
          <Typography variant="caption" color={full ? 'warning.main' : 'text.secondary'} data-testid="org-places-hint">
            {t(full ? 'company.placesFull' : 'company.placesHint', { max: MAX_PLACES })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
