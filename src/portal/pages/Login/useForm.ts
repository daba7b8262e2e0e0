/**
 * A small form state hook for the three auth forms: values, rules checked on blur (and again on
 * change once a field was touched), async/extra errors (account taken) and the server's
 * per-field `errors`. Messages are i18n keys until rendered, so a field shows the right text.
 */
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValues, Rule } from './rules.ts';

type Message = { key: string } | { raw: string };

export interface FieldBinding {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string | undefined;
  slotProps: { htmlInput: Record<string, string> };
}

export interface Form<V extends FormValues> {
  values: V;
  set: (name: keyof V & string, value: string) => void;
  bind: (name: keyof V & string, testId: string) => FieldBinding;
  /** Check every rule (marking fields touched); true when all pass and no extra error stands. */
  validate: () => boolean;
  /** Check one field now (marking it touched), e.g. the phone before sending a code. */
  checkField: (name: keyof V & string) => boolean;
  setExtraError: (name: keyof V & string, key: string | null) => void;
  /** Server `errors` under the fields; `alias` maps server names to form fields. */
  setServerErrors: (errors: Readonly<Record<string, string>>, alias?: Readonly<Record<string, keyof V & string>>) => void;
}

type RuleSet = Readonly<Record<string, Rule | undefined>>;

function runRules(rules: RuleSet, values: FormValues, names: readonly string[]): Record<string, Message> {
  const out: Record<string, Message> = {};
  for (const name of names) {
    const key = rules[name]?.(values[name] ?? '', values);
    if (key) out[name] = { key };
  }
  return out;
}

export function useForm<V extends FormValues>(initial: V, rules: RuleSet, ns = 'login'): Form<V> {
  const { t } = useTranslation(ns);
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [ruleErrors, setRuleErrors] = useState<Record<string, Message>>({});
  // Extra (async) and server errors belong to a value: typing in the field clears them.
  const [extra, setExtra] = useState<Record<string, Message>>({});

  const set = useCallback(
    (name: keyof V & string, value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      // Re-check touched fields too: changing the password can break the confirmation.
      setRuleErrors(runRules(rules, next, [...touched]));
      setExtra((prev) => {
        if (!(name in prev)) return prev;
        const { [name]: _dropped, ...rest } = prev;
        return rest;
      });
    },
    [rules, touched, values],
  );

  const touch = useCallback(
    (name: string) => {
      const nextTouched = new Set(touched).add(name);
      setTouched(nextTouched);
      setRuleErrors(runRules(rules, values, [...nextTouched]));
    },
    [rules, touched, values],
  );

  const message = useCallback(
    (name: string): string | undefined => {
      const m = ruleErrors[name] ?? extra[name];
      if (!m) return undefined;
      return 'raw' in m ? m.raw : t(m.key);
    },
    [ruleErrors, extra, t],
  );

  return useMemo<Form<V>>(
    () => ({
      values,
      set,
      bind: (name, testId) => {
        const text = message(name);
        return {
          name,
          value: values[name] ?? '',
          onChange: (e) => set(name, e.target.value),
          onBlur: () => touch(name),
          error: text !== undefined,
          helperText: text,
          slotProps: { htmlInput: { 'data-testid': testId } },
        };
      },
      validate: () => {
        const all = Object.keys(rules);
        setTouched(new Set([...touched, ...all]));
        const errs = runRules(rules, values, all);
        setRuleErrors(errs);
        return Object.keys(errs).length === 0 && Object.keys(extra).length === 0;
      },
      checkField: (name) => {
        touch(name);
        return !rules[name]?.(values[name] ?? '', values) && !(name in extra);
      },
      setExtraError: (name, key) =>
        setExtra((prev) => {
          const { [name]: _old, ...rest } = prev;
          return key ? { ...rest, [name]: { key } } : rest;
        }),
      setServerErrors: (errors, alias = {}) => {
        const next: Record<string, Message> = {};
        for (const [field, text] of Object.entries(errors)) {
          const target = alias[field] ?? field;
          // Errors for fields this form does not show stay in the toast only.
          if (target in values) next[target] = { raw: text };
        }
        setExtra((prev) => ({ ...prev, ...next }));
      },
    }),
    [values, set, touch, message, rules, touched, extra],
  );
}
