/** A role's data-permission rules on the engine's table; edit and delete by key. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable } from 'react-admin';
import type { Option } from '../../../engine/types.ts';
import { TagChip } from '../../../engine/list/chips.tsx';
import { EmptyState } from '../../../engine/list/ListStates.tsx';
import { pinnedActionsColumnSx } from '../../../engine/list/RecordTable.tsx';
import { RowsTable } from '../../../engine/list/QueryList.tsx';
import { RowButtons, type RowButtonItem } from '../../../engine/list/RowButtons.tsx';
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
  if (rule.visibleFields.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('rules.noneVisible')}
      </Typography>
    );
  const label = (f: string) => labels?.find((o) => String(o.value) === f)?.display ?? f;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {rule.visibleFields.map((f) => (
        <TagChip key={f} label={label(f)} />
      ))}
    </Box>
  );
}

function Depts({ rule }: { rule: DataPermissionRule }) {
  if (rule.valueType !== SCOPE_DEPTS)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  return <Typography variant="body2">{rule.deptNames.join('、')}</Typography>;
}

function Actions({ rule, canEdit, canDelete, onEdit, onDelete }: Omit<RuleListProps, 'rules'> & { rule: DataPermissionRule }) {
  const t = useAccessT();
  const items: RowButtonItem[] = [];
  if (canEdit) items.push({ key: 'edit', label: t('common.edit'), onClick: () => onEdit(rule), testId: 'rule-edit' });
  if (canDelete)
    items.push({ key: 'delete', label: t('common.delete'), onClick: () => onDelete(rule), danger: true, testId: 'rule-delete' });
  return <RowButtons items={items} />;
}

export function RuleList(props: RuleListProps) {
  const t = useAccessT();
  const scopes = useScopes();
  const { rules, canEdit, canDelete } = props;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflow: 'hidden' }}>
      <RowsTable<DataPermissionRule>
        resource="page:dataPermission"
        rows={[...rules]}
        rowProps={() => ({ 'data-testid': 'rule-row' })}
        empty={<EmptyState text={t('rules.empty')} testId="rules-empty" />}
      >
        <DataTable.Col<DataPermissionRule> source="tableLabel" label={t('rules.table')} disableSort sx={{ whiteSpace: 'nowrap' }} />
        <DataTable.Col<DataPermissionRule>
          source="valueType"
          label={t('rules.scope')}
          disableSort
          sx={{ whiteSpace: 'nowrap' }}
          render={(r) => scopeText(scopes, r)}
        />
        <DataTable.Col<DataPermissionRule>
          source="deptNames"
          label={t('rules.depts')}
          disableSort
          sx={{ maxWidth: 240 }}
          render={(r) => <Depts rule={r} />}
        />
        <DataTable.Col<DataPermissionRule>
          source="visibleFields"
          label={t('rules.visibleFields')}
          disableSort
          render={(r) => <Fields rule={r} />}
        />
        {(canEdit || canDelete) && (
          <DataTable.Col<DataPermissionRule>
            label={t('common.actions')}
            sx={pinnedActionsColumnSx}
            render={(r) => <Actions rule={r} {...props} />}
          />
        )}
      </RowsTable>
    </Box>
  );
}
