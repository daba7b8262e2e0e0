/**
 * What the inappropriate form chooses from: the company's 不合适标签 (its SysParam lines of head
 * InappropriateTag), the personnel types, and the company's replies of type 不合适回复.
 * Loaded when the dialog opens (a tag or reply edited meanwhile shows the next time).
 */
import { useEffect, useState } from 'react';
import { http } from '../../shell/http.ts';
import type { CommonMessage } from './rules.ts';

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

export const TAGS_CALL = 'SysParam/GetInappropriateTagList';
export const MESSAGES_CALL = 'CommonMessage/GetInappropriateList';
export const PERSONNEL_TYPES_CALL = 'DropDown/Public';

const asChoices = (list: ReadonlyArray<{ value: string | number; display: string }>): Choice[] => list.map((o) => ({ value: String(o.value), display: o.display }));

async function load(): Promise<InappropriateOptions> {
  const [tags, personnelTypes, messages] = await Promise.all([
    http.get<Choice[]>(TAGS_CALL),
    http.get<Choice[]>(PERSONNEL_TYPES_CALL, { type: 'PersonnelType' }),
    http.get<CommonMessage[]>(MESSAGES_CALL),
  ]);
  return { tags: asChoices(tags), personnelTypes: asChoices(personnelTypes), messages };
}

export function useInappropriateOptions(open: boolean, attempt: number): OptionsPhase {
  const [phase, setPhase] = useState<OptionsPhase>({ kind: 'loading' });
  useEffect(() => {
    if (!open) return;
    let live = true;
    setPhase({ kind: 'loading' });
    load().then(
      (options) => live && setPhase({ kind: 'ready', options }),
      () => live && setPhase({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [open, attempt]);
  return phase;
}
