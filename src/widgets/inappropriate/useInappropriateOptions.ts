/**
 * What the inappropriate form chooses from: the company's 不合适标签 (its SysParam lines of head
 * InappropriateTag), the personnel types, and the company's replies of type 不合适回复.
 * Asked again each time the dialog opens (a tag or reply edited meanwhile shows the next time).
 */
import { useQuery } from '@tanstack/react-query';
import { api, type ApiData } from '../../shell/api.ts';
import type { CommonMessage } from './rules.ts';

/** A choice as the form holds it (codes as text). */
export interface Choice {
  value: string;
  display: string;
}

export interface InappropriateOptions {
  tags: Choice[];
  personnelTypes: Choice[];
  messages: CommonMessage[];
}

export type OptionsPhase = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; options: InappropriateOptions };

/** A DropDown answer asked with its `type` is one list. */
const asChoices = (list: ApiData<'/DropDown/Public'> | ApiData<'/SysParam/GetInappropriateTagList'>): Choice[] =>
  (Array.isArray(list) ? list : []).map((o) => ({ value: String(o.value), display: o.display }));

async function load(signal: AbortSignal): Promise<InappropriateOptions> {
  const [tags, personnelTypes, messages] = await Promise.all([
    api.get('/SysParam/GetInappropriateTagList', undefined, { signal }),
    api.get('/DropDown/Public', { type: 'PersonnelType' }, { signal }),
    api.get('/CommonMessage/GetInappropriateList', undefined, { signal }),
  ]);
  return { tags: asChoices(tags), personnelTypes: asChoices(personnelTypes), messages };
}

/** The three lists as one answer; `attempt` (a retry after a failure) asks again. */
export function useInappropriateOptions(open: boolean, attempt: number): OptionsPhase {
  const options = useQuery({
    queryKey: ['widgets/inappropriate-options', attempt],
    queryFn: ({ signal }) => load(signal),
    enabled: open,
    // Each opening asks afresh: no answer is kept once the dialog has closed.
    gcTime: 0,
  });
  if (options.isError && !options.isFetching) return { kind: 'failed' };
  return options.data && !options.isFetching ? { kind: 'ready', options: options.data } : { kind: 'loading' };
}
