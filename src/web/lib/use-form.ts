import { useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import type { z } from 'zod';
import { isApiRequestError } from './api-client';
import { inShoppersLanguage } from './language/server-text';
import { useTexts } from './language/use-texts';

type Values<F extends string> = Record<F, string>;

/**
 * Form state checked with a contract schema: one message per field (the first), a field's error clears as
 * soon as it is edited, and the server's per-field errors land on the same fields. A message is kept as the
 * schema or the server wrote it (English) and shown in the shopper's language (server-text.ts), so a message on
 * screen follows a switch of language too.
 */
export function useForm<F extends string>(initial: Values<F>) {
  useTexts(); // re-renders the form, and its messages, when the shopper switches language
  const [values, setValues] = useState<Values<F>>(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  // The field to put the cursor in once its message is on screen. Moved in the commit that shows the messages,
  // before the browser handles the next key or click: a focus moved a frame later took the cursor from a field
  // the shopper had already gone on to, and the digits typed there landed in the first invalid one.
  const focusAfterCommit = useRef<string | null>(null);
  useLayoutEffect(() => {
    const field = focusAfterCommit.current;
    if (field === null) return;
    focusAfterCommit.current = null;
    document.querySelector<HTMLInputElement>(`input[name="${field}"]`)?.focus();
  });

  const set = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const bind = (field: F) => {
    const error = errors[field];
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
      error: error === undefined ? undefined : inShoppersLanguage(error),
    };
  };

  /** The parsed data, or null after showing the messages. */
  function validate<S extends z.ZodType>(schema: S): z.output<S> | null {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const found: Partial<Record<F, string>> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as F | undefined;
      if (field !== undefined && found[field] === undefined) found[field] = issue.message;
    }
    setErrors(found);
    focusAfterCommit.current = Object.keys(found)[0] ?? null;
    return null;
  }

  /** Shows the server's per-field errors; returns true when there were any. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiRequestError(error) || !error.errors) return false;
    const fields = Object.keys(error.errors).filter((field) => field in values) as F[];
    if (fields.length === 0) return false;
    setErrors(Object.fromEntries(fields.map((f) => [f, error.errors![f]])) as Partial<Record<F, string>>);
    return true;
  };

  return { values, errors, set, bind, validate, showServerErrors, setErrors };
}
