import { useState } from 'react';
import type { FormEvent } from 'react';
import { AddAddressSchema, PIN_CODE_PATTERN } from '../../contract/address';
import type { AddAddressInput, PinPlace } from '../../contract/address';
import { ADDRESS_MESSAGES, CHECKOUT_TEXT, VALIDATION } from '../../contract/messages';
import { api, isApiRequestError } from '../lib/api-client';
import { useForm } from '../lib/use-form';
import { TextField } from './text-field';

type AddressField = keyof AddAddressInput;

const EMPTY: Record<AddressField, string> = { name: '', landmark: '', city: '', zip: '', mobile: '' };

interface AddressFormProps {
  /** Saves the checked address; rejects with the server's answer. */
  onSubmit: (input: AddAddressInput) => Promise<unknown>;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Shown beside the submit button when given (the checkout's modal has Cancel and Save). */
  onCancel?: () => void;
  /** The manage-address form first says 'Please fill in all fields.' when any field is empty. */
  requireAllFirst?: boolean;
  /** Called after a successful save, when the form has been emptied. */
  onSaved?: () => void;
}

/** The five address fields with the rules of AddAddressSchema, shared by the checkout and the manage screen. */
export function AddressForm({
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  onCancel,
  requireAllFirst = false,
  onSaved,
}: AddressFormProps) {
  const form = useForm<AddressField>(EMPTY);
  const [formError, setFormError] = useState<string | null>(null);
  const [place, setPlace] = useState<PinPlace | null>(null);

  // Six digits typed: the server names the city and state from India Post's directory, or says it cannot deliver.
  const zipField = form.bind('zip');
  const onZipChange: typeof zipField.onChange = (event) => {
    zipField.onChange(event);
    setPlace(null);
    const zip = event.target.value.trim();
    if (!PIN_CODE_PATTERN.test(zip)) return;
    api
      .get<PinPlace>(`/user/pinCode/${zip}`)
      .then((found) => {
        setPlace(found);
        form.set('city', found.city);
      })
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.status === 404)
          form.setErrors({ zip: ADDRESS_MESSAGES.unknownPin });
      });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const empty = Object.values(form.values).some((value) => value.trim() === '');
    const input = form.validate(AddAddressSchema);
    if (requireAllFirst && empty) setFormError(VALIDATION.fillAllFields);
    if (!input) return;
    try {
      await onSubmit(input);
      (Object.keys(EMPTY) as AddressField[]).forEach((field) => form.set(field, ''));
      onSaved?.();
    } catch (error) {
      if (!form.showServerErrors(error))
        setFormError(isApiRequestError(error) ? error.message : String(error));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...form.bind('name')}
        label={CHECKOUT_TEXT.fullName}
        autoComplete="name"
        required
        className="sm:col-span-2"
      />
      <TextField
        {...form.bind('landmark')}
        label={CHECKOUT_TEXT.landmark}
        autoComplete="address-line1"
        required
        className="sm:col-span-2"
      />
      <TextField {...form.bind('city')} label={CHECKOUT_TEXT.city} autoComplete="address-level2" required />
      <div>
        <TextField
          {...zipField}
          onChange={onZipChange}
          label={CHECKOUT_TEXT.zipCode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          required
        />
        <p className="mt-1 text-sm text-ink-soft" aria-live="polite" data-testid="pin-state">
          {place && `${place.city}, ${place.state}`}
        </p>
      </div>
      <TextField
        {...form.bind('mobile')}
        label={CHECKOUT_TEXT.mobileNumber}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={16}
        required
        className="sm:col-span-2"
      />
      <div role="alert" className="sm:col-span-2 empty:hidden">
        {formError && <p className="text-sm font-semibold text-coral-700">{formError}</p>}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            {CHECKOUT_TEXT.cancel}
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
