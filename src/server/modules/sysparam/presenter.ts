/** System-parameter rows as the SysParam and EmployeeNumberSetting calls answer them. */
import type * as repo from './repository.ts';

type NumberRule = NonNullable<Awaited<ReturnType<typeof repo.numberSetting>>>;

/** A function key the caller holds, as an option. */
export const presentFunctionOption = (f: { functionKey: string; name: string }) => ({ value: f.functionKey, display: f.name });

/** A numbering rule's last issued number and the next one, written with its prefix and width. */
export function presentLastValue(rule: NumberRule) {
  const format = (n: number) => `${rule.prefix ?? ''}${String(n).padStart(rule.numberLength, '0')}`;
  const last = rule.currentValue ?? 0;
  return { lastValue: last, lastNumber: last > 0 ? format(last) : null, nextNumber: format(last + 1) };
}
