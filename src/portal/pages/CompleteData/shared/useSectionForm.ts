/**
 * Form state of one resume section: the draft, the client checks (shown after the first save try,
 * then live), the server's field errors (`basic.phone` → `phone`), and a guarded save.
 */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shell/http.ts';
import { errorsUnder } from '../drafts.ts';
import type { Issues } from '../rules.ts';

export interface SectionForm<D> {
  draft: D;
  set: <K extends keyof D>(field: K, value: D[K]) => void;
  /** The message under a field, or undefined. */
  error: (field: string) => string | undefined;
  saving: boolean;
  /** Check, then save; true when saved. */
  submit: () => Promise<boolean>;
}

export interface SectionFormOptions<D> {
  initial: () => D;
  check: (draft: D) => Issues;
  save: (draft: D) => Promise<unknown>;
  /** Prefix of this form's fields in the server's `errors` (`basic.`, `jobs.3.`). */
  serverPrefix: string;
}

export function useSectionForm<D extends object>({ initial, check, save, serverPrefix }: SectionFormOptions<D>): SectionForm<D> {
  const { t } = useTranslation('resume');
  const [draft, setDraft] = useState<D>(initial);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const issues = tried ? check(draft) : {};

  const set = useCallback(<K extends keyof D>(field: K, value: D[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServer((prev) => {
      if (!(String(field) in prev)) return prev;
      const { [String(field)]: _gone, ...rest } = prev;
      return rest;
    });
  }, []);

  const error = (field: string) => {
    const issue = issues[field];
    if (issue) return t(issue.key, issue.params ?? {});
    return server[field];
  };

  const submit = async () => {
    if (busy.current) return false;
    setTried(true);
    if (Object.keys(check(draft)).length) return false;
    busy.current = true;
    setSaving(true);
    try {
      await save(draft);
      return true;
    } catch (e) {
      // The client already toasted the state; keep the field texts beside their fields.
      if (isApiError(e)) setServer(errorsUnder(e.errors, serverPrefix));
      return false;
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return { draft, set, error, saving, submit };
}
