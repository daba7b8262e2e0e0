/**
 * The list call's filter keys, one rule for the CLI (query schema), the server (parsing the query)
 * and the back office (the search form): `prop` (eq), `prop_like` (contains), `prop_gte`, `prop_lte`.
 */
export type FilterOp = 'eq' | 'contains' | 'gte' | 'lte';

/** The query key a filter of this prop and op reads. */
export const filterKey = (prop: string, op: FilterOp = 'eq'): string => (op === 'eq' ? prop : `${prop}_${op === 'contains' ? 'like' : op}`);
