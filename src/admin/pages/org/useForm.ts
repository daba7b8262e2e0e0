/**
 * A small form state for the organisation dialogs: values, per-field messages shown once a field
 * was left (or on submit), and the server's per-field `errors` put under their fields.
 */
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../shell/http.ts';
import { firstError, type Check } from './validate.ts';

export type Rules<V> = Partial<Record<keyof V & string, readonly Check[]>>;

export interface FormState<V extends Record<string, unknown>> {
  values: V;
  errors: Partial<Record<keyof V & string, string>>;
  /** `now`: check at once (pickers, switches), else only once the field was left. */
  set: <K extends keyof V & string>(field: K, value: V[K], now?: boolean) => void;
  /** Check one field (on blur, or on change for pickers). */
  touch: (field: keyof V & string) => void;
  /** Check every field; true when all pass. */
  validate: () => boolean;
  /** Put a failed call's per-field messages under the fields; true when there were some. */
  takeServerErrors: (e: unknown) => boolean;
  reset: (values: V) => void;
}

export function useForm<V extends Record<string, unknown>>(initial: V, rules: Rules<V>): FormState<V> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const latest = useRef(values);
  latest.current = values;

  const check = useCallback((field: keyof V & string, v: unknown) => firstError(rules[field] ?? [], v), [rules]);

  const set = useCallback(
    <K extends keyof V & string>(field: K, value: V[K], now = false) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      if (now) setTouched((prev) => new Set(prev).add(field));
      // A field already shown wrong is re-checked as the user fixes it.
      if (now || touched.has(field)) setErrors((prev) => ({ ...prev, [field]: check(field, value) }));
    },
    [touched, check],
  );

  const touch = useCallback(
    (field: keyof V & string) => {
      setTouched((prev) => new Set(prev).add(field));
      setErrors((e) => ({ ...e, [field]: check(field, latest.current[field]) }));
    },
    [check],
  );

  const validate = () => {
    const next: Partial<Record<keyof V & string, string>> = {};
    let ok = true;
    for (const field of Object.keys(rules) as Array<keyof V & string>) {
      const m = check(field, values[field]);
      if (m) ok = false;
      next[field] = m;
    }
    setErrors(next);
    setTouched(new Set(Object.keys(rules)));
    return ok;
  };

  const takeServerErrors = (e: unknown) => {
    if (!isApiError(e) || Object.keys(e.errors).length === 0) return false;
    setErrors((prev) => ({ ...prev, ...e.errors }));
    return true;
  };

  const reset = useCallback((v: V) => {
    setValues(v);
    setErrors({});
    setTouched(new Set());
  }, []);

  return { values, errors, set, touch, validate, takeServerErrors, reset };
}
