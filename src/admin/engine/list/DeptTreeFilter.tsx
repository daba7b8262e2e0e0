/**
 * A filter on a department (a field whose options come from the department tree): the shared
 * department picker instead of a select, since SysTenement/GetTenementTree answers a tree, not
 * `{value, display}` rows. Loaded with the first list that has one.
 */
import { useInput } from 'react-admin';
import { DeptTreeSelect } from '../../../widgets/dept-tree/DeptTreeSelect.tsx';
import { deptIdOf } from '../../../widgets/dept-tree/tree.ts';

export interface DeptTreeFilterProps {
  source: string;
  label: string;
}

export function DeptTreeFilter({ source, label }: DeptTreeFilterProps) {
  const { id, field } = useInput({ source });
  return (
    <DeptTreeSelect
      id={id}
      value={deptIdOf(field.value)}
      // Cleared, the filter goes away rather than asking for an empty department.
      onChange={(dept) => field.onChange(dept ?? undefined)}
      onBlur={field.onBlur}
      label={label}
      fullWidth={false}
      clearable
    />
  );
}

export default DeptTreeFilter;
