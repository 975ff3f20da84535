import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import { TextField } from './text-field';
import type { FieldProps } from './text-field';
import { useTexts } from '../lib/language/use-texts';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const { SCREEN_TEXT } = useTexts();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? SCREEN_TEXT.hidePassword(props.label) : SCREEN_TEXT.showPassword(props.label)}
          aria-pressed={visible}
          className="absolute inset-y-0 right-1 my-auto grid size-11 place-items-center rounded-xl text-ink-soft hover:text-coral-700"
        >
          {visible ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
        </button>
      }
    />
  );
}
