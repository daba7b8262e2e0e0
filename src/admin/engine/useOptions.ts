/**
 * The choices of a select: the field's static options or enum, yes/no for booleans, or its
 * dropdown call (`options.source`), asked again when a parent field's value changes. Dropdown
 * answers are reference data: kept in the shared query cache under the call's path (where a typed
 * read of the same call keeps it), asked once a session, and asked again wherever they show after
 * `invalidate(<path>)` (a screen that changed the rows, e.g. the user types).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { http } from '../../shell/http.ts';
import type { QueryValue } from '../../shell/httpCore.ts';
import { staticOptions } from './format.ts';
import type { FieldDef, Option } from './types.ts';

/** A definition names its call as the seeds do (`Menu/GetDropDown`); the cache keys calls by their path (`/Menu/GetDropDown`). */
const pathOf = (source: string) => `/${source.replace(/^\/+/, '')}`;

export interface OptionsState {
  options: Option[];
  loading: boolean;
}

/** Where a field's static choices are translated: `resources.<resource>.options.<prop>.<value>`. */
export interface OptionNaming {
  resource: string;
  prop: string;
}

/** A dropdown call's rows; nothing is asked without a source or while a parent has no value yet. */
function useSourceRows(source: string | undefined, params: Readonly<Record<string, QueryValue>>, waiting: boolean) {
  const path = source ? pathOf(source) : '';
  return useQuery({
    queryKey: [path, params],
    queryFn: ({ signal }) => http.get<Option[]>(path, params, { signal }),
    enabled: path !== '' && !waiting,
    staleTime: Infinity,
  });
}

/** `parent` is `{[parentKey]: value}`; undefined means no parent. */
export function useOptions(
  field: FieldDef | undefined,
  parent?: Readonly<Record<string, QueryValue>>,
  naming?: OptionNaming,
): OptionsState {
  const t = useTranslate();
  const source = field?.options?.source;
  // A dependent list waits for its parent's choice rather than asking the server without it.
  const waiting = parent !== undefined && Object.values(parent).some((v) => v === null || v === '');
  const rows = useSourceRows(source, parent ?? {}, waiting);
  if (source && waiting) return { options: [], loading: false };
  // A failed call (the http client said why) leaves nothing to pick.
  if (source) return { options: rows.data ?? [], loading: rows.isPending && !rows.isError };
  if (field?.type === 'boolean')
    return {
      options: [
        { value: true, display: t('admin.boolean.true') },
        { value: false, display: t('admin.boolean.false') },
      ],
      loading: false,
    };
  const choices = staticOptions(field) ?? [];
  if (!naming || !field?.options?.static) return { options: choices, loading: false };
  return {
    options: choices.map((o) => ({
      ...o,
      display: t(`resources.${naming.resource}.options.${naming.prop}.${String(o.value)}`, { _: o.display }),
    })),
    loading: false,
  };
}

/** react-admin's choice shape; values as strings so URL params and MUI selects agree. */
export function toChoices(options: readonly Option[]): Array<{ id: string; name: string }> {
  return options.map((o) => ({ id: String(o.value), name: o.display }));
}
