/** A role's data-permission rules: a table on wide screens, cards on a phone; edit and delete by key. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Option } from '../../../engine/types.ts';
import type { DataPermissionRule } from '../api.ts';
import { useAccessT } from '../i18n.ts';
import { SCOPE_DEPTS } from './RuleDialog.tsx';
import { useColumnLabels, useScopes } from './useReference.ts';

export interface RuleListProps {
  rules: readonly DataPermissionRule[];
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (rule: DataPermissionRule) => void;
  onDelete: (rule: DataPermissionRule) => void;
}

function scopeText(scopes: readonly Option[] | null, rule: DataPermissionRule): string {
  return scopes?.find((o) => Number(o.value) === rule.valueType)?.display ?? String(rule.valueType);
}

function Fields({ rule }: { rule: DataPermissionRule }) {
  const t = useAccessT();
  const labels = useColumnLabels(rule.tableName);
  if (rule.visibleFields.length === 0) return <Typography variant="body2" color="text.secondary">{t('rules.noneVisible')}</Typography>;
  const label = (f: string) => labels?.find((o) => String(o.value) === f)?.display ?? f;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {rule.visibleFields.map((f) => <Chip key={f} size="small" label={label(f)} />)}
    </Box>
  );
}

function Depts({ rule }: { rule: DataPermissionRule }) {
  if (rule.valueType !== SCOPE_DEPTS) return <Typography variant="body2" color="text.secondary">—</Typography>;
  return <Typography variant="body2">{rule.deptNames.join('、')}</Typography>;
}

function Actions({ rule, canEdit, canDelete, onEdit, onDelete }: Omit<RuleListProps, 'rules'> & { rule: DataPermissionRule }) {
  const t = useAccessT();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {canEdit && <Button size="small" onClick={() => onEdit(rule)} data-testid="rule-edit">{t('common.edit')}</Button>}
      {canDelete && <Button size="small" color="error" onClick={() => onDelete(rule)} data-testid="rule-delete">{t('common.delete')}</Button>}
    </Box>
  );
}

export function RuleList(props: RuleListProps) {
  const t = useAccessT();
  const scopes = useScopes();
  const phone = useMediaQuery('(max-width:599.95px)');
  const { rules, canEdit, canDelete } = props;
  if (rules.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }} data-testid="rules-empty">
        {t('rules.empty')}
      </Paper>
    );
  }
  if (phone) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {rules.map((r) => (
          <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="rule-row">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{r.tableLabel}</Typography>
              <Chip size="small" color="primary" variant="outlined" label={scopeText(scopes, r)} />
            </Box>
            {r.valueType === SCOPE_DEPTS && <Box sx={{ mt: 1 }}><Depts rule={r} /></Box>}
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1, mb: 0.5 }}>{t('rules.visibleFields')}</Typography>
            <Fields rule={r} />
            {(canEdit || canDelete) && <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}><Actions rule={r} {...props} /></Box>}
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" sx={{ '& th': { bgcolor: 'grey.50', fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('rules.table')}</TableCell>
            <TableCell>{t('rules.scope')}</TableCell>
            <TableCell>{t('rules.depts')}</TableCell>
            <TableCell>{t('rules.visibleFields')}</TableCell>
            {(canEdit || canDelete) && <TableCell sx={{ width: '1%', whiteSpace: 'nowrap' }}>{t('common.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.map((r) => (
            <TableRow key={r.id} data-testid="rule-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.tableLabel}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{scopeText(scopes, r)}</TableCell>
              <TableCell sx={{ maxWidth: 240 }}><Depts rule={r} /></TableCell>
              <TableCell><Fields rule={r} /></TableCell>
              {(canEdit || canDelete) && <TableCell><Actions rule={r} {...props} /></TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
