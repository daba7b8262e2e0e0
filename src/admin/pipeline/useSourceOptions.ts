/** A transition field's choices from their call (`{value, display}` rows), asked when the dialog opens. */
import { useEffect, useState } from 'react';
import { http } from '../../shell/http.ts';
import type { OptionSource } from './fields.ts';

export interface SourceOption {
  value: string;
  display: string;
}

/** null while loading; a failed call (the http client said why) leaves nothing to pick. */
export function useSourceOptions(source: OptionSource | undefined): SourceOption[] | null {
  const [options, setOptions] = useState<SourceOption[] | null>(null);
  const url = source?.url;
  const params = JSON.stringify(source?.params ?? {});
  useEffect(() => {
    if (!url) return;
    let live = true;
    http.get<Array<{ value: string | number; display: string }>>(url, JSON.parse(params) as Record<string, string>).then(
      (rows) => live && setOptions(rows.map((r) => ({ value: String(r.value), display: r.display }))),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [url, params]);
  return options;
}
