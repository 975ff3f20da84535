import type { ReactNode } from 'react';

export const INPUT =
  'mt-1 block w-full rounded-2xl border-2 border-line bg-white px-4 py-2.5 text-base text-ink placeholder:text-ink-soft/70 aria-invalid:border-coral-600 disabled:bg-lilac-50 disabled:text-ink-soft';

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A label above its control, an optional hint and the field's error in red (ids: `${id}-error`, `${id}-hint`). */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** aria props tying a control to its error and hint. */
export function describedBy(id: string, error?: string, hint?: string) {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
