import { useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useTexts } from '../lib/language/use-texts';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string | undefined;
  /** Replaces the plain input's right side (the show/hide button). */
  trailing?: ReactNode;
}

const inputClass =
  'block min-h-12 w-full rounded-2xl border-2 bg-white px-4 py-2.5 text-base text-ink placeholder:text-ink-soft/70 focus:border-coral-500';

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function TextField({ label, error, trailing, className = '', ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} ${trailing ? 'pr-14' : ''} ${error ? 'border-coral-600' : 'border-mist'}`}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-coral-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The e-mail address of the sign-in, registration and forgotten-password forms: the phone's e-mail keyboard, the
 * browser's autofill, and the field's label in the reader's language.
 */
export function EmailField(props: Omit<FieldProps, 'label' | 'type' | 'autoComplete' | 'inputMode'>) {
  const { SCREEN_TEXT } = useTexts();
  return (
    <TextField
      label={SCREEN_TEXT.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
