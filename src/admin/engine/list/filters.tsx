/**
 * The search form from `list.filters`: text inputs match with `<prop>_like` (op contains), ranges
 * use `_gte` / `_lte`, enums, booleans and option fields get selects, department fields the
 * department picker. The param names are the filter sources, so the data provider passes them
 * through unchanged.
 */
import { Suspense, lazy, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import { DateInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { fieldLabel, type Translate } from '../labels.ts';
import { toChoices, useOptions } from '../useOptions.ts';
import { useEngine } from '../EngineContext.tsx';
import type { FieldDef, ListFilter, ResourceDefinition } from '../types.ts';
import { filterKey } from '../../../common/list-filters.ts';
import type { ApiPath, CallName } from '../../../shell/api.ts';

/**
 * The department tree's call as definitions name their option sources (`options.source`): fields
 * with it pick from a tree. A definition's string, matched here, not a call made; checked against the contract.
 */
export const DEPT_TREE_SOURCE = 'SysTenement/GetTenementTree' satisfies CallName<ApiPath<'get'>>;

export function isDeptTreeField(field: FieldDef | undefined): boolean {
  return field?.options?.source === DEPT_TREE_SOURCE;
}

const LazyDeptTreeFilter = lazy(() => import('./DeptTreeFilter.tsx'));

/** react-admin reads `source` and `alwaysOn` off the filter element itself. */
function DeptFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  return (
    <Suspense fallback={<Box sx={{ width: 220, height: 40 }} />}>
      <LazyDeptTreeFilter source={source} label={label} />
    </Suspense>
  );
}

export const filterSource = (f: ListFilter): string => filterKey(f.prop, f.op);

function isChoiceField(prop: string, field: FieldDef | undefined): boolean {
  return prop === 'enabled' || field?.type === 'boolean' || Boolean(field?.enum || field?.options);
}

interface FilterInputProps {
  source: string;
  label: string;
  alwaysOn?: boolean;
  field: FieldDef | undefined;
  prop: string;
}

/** A select filter; its choices may come from a dropdown call, hence a component. */
function ChoiceFilter({ source, label, field, prop }: FilterInputProps) {
  const t = useTranslate();
  const enabledField: FieldDef = { type: 'boolean', title: label };
  const { def } = useEngine();
  const { options, loading } = useOptions(prop === 'enabled' ? enabledField : field, undefined, { resource: def.name, prop });
  const choices =
    prop === 'enabled'
      ? [
          { id: 'true', name: t('admin.status.enabled') },
          { id: 'false', name: t('admin.status.disabled') },
        ]
      : toChoices(options);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={loading}
      emptyText={t('admin.form.select', { label: '' })}
      sx={{ minWidth: 160 }}
    />
  );
}

function rangeLabel(t: Translate, f: ListFilter, label: string): string {
  if (f.op === 'gte') return t('admin.list.gte', { label });
  if (f.op === 'lte') return t('admin.list.lte', { label });
  return label;
}

function filterInput(t: Translate, def: ResourceDefinition, f: ListFilter): ReactElement {
  const field = def.fields[f.prop];
  const source = filterSource(f);
  const label = rangeLabel(t, f, fieldLabel(t, def, f.prop));
  const common = { source, label, alwaysOn: f.alwaysOn ?? false };
  if (f.op !== 'contains' && isDeptTreeField(field)) return <DeptFilter key={source} {...common} />;
  if (f.op !== 'contains' && isChoiceField(f.prop, field)) return <ChoiceFilter key={source} {...common} field={field} prop={f.prop} />;
  if (field?.type === 'date' || field?.type === 'datetime' || f.prop === 'createdAt' || f.prop === 'updatedAt')
    return <DateInput key={source} {...common} />;
  if (field?.type === 'integer' || field?.type === 'number') return <NumberInput key={source} {...common} sx={{ width: 140 }} />;
  return <TextInput key={source} {...common} resettable sx={{ minWidth: 200 }} />;
}

export function buildFilters(t: Translate, def: ResourceDefinition): ReactElement[] {
  return (def.list.filters ?? []).map((f) => filterInput(t, def, f));
}
