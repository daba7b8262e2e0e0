/** A transition field's choices from their call (`{value, display}` rows), asked when the dialog opens. */
import { useApiQuery } from '../../shell/query.ts';
import type { OptionSource } from './fields.ts';

export interface SourceOption {
  value: string;
  display: string;
}

/** null while loading; a failed call (the http client said why) leaves nothing to pick. */
export function useSourceOptions(source: OptionSource): SourceOption[] | null {
  const { data, isError } = useApiQuery(`/${source.url}`, source.params);
  if (isError) return [];
  if (!Array.isArray(data)) return null;
  // Office places answer their rows ({id, name}); the other sources answer options.
  return data.map((r) => ('id' in r ? { value: String(r.id), display: r.name } : { value: String(r.value), display: r.display ?? '' }));
}
