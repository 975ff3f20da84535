import { useState } from 'react';
import type { FormEvent } from 'react';
import { ADDRESS_TYPES, FullAddressSchema, PIN_CODE_PATTERN } from '../../contract/address';
import type { Address, AddressType, FullAddressInput, PinPlace } from '../../contract/address';
import { api, isApiRequestError } from '../lib/api-client';
import { useForm } from '../lib/use-form';
import { TextField } from './text-field';
import { inShoppersLanguage } from '../lib/language/server-text';
import { useTexts } from '../lib/language/use-texts';

/** The form's fields: the whole address, and the state, which only shows what the PIN code says. */
type AddressField = 'fullName' | 'mobileNo' | 'zipCode' | 'city' | 'state' | 'house' | 'area' | 'landmark';

const EMPTY: Record<AddressField, string> = {
  fullName: '',
  mobileNo: '',
  zipCode: '',
  city: '',
  state: '',
  house: '',
  area: '',
  landmark: '',
};

/** The fields every address must have; the landmark is optional and the state comes from the PIN code. */
const REQUIRED: readonly AddressField[] = ['fullName', 'mobileNo', 'zipCode', 'city', 'house', 'area'];

function valuesOf(address: Address | undefined): Record<AddressField, string> {
  if (!address) return EMPTY;
  return {
    fullName: address.fullName,
    mobileNo: address.mobileNo,
    zipCode: address.zipCode,
    city: address.city,
    state: address.state ?? '',
    house: address.house,
    area: address.area,
    landmark: address.landmark,
  };
}

interface AddressFormProps {
  /** Saves the checked address; rejects with the server's answer. */
  onSubmit: (input: FullAddressInput) => Promise<unknown>;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The address being edited; a new one when absent. */
  address?: Address;
  /** Offers "Make this my default address" (not for the first address, which becomes the default anyway). */
  offerDefault?: boolean;
  /** Shown beside the submit button when given (the checkout's modal has Cancel and Save). */
  onCancel?: () => void;
  /** The manage-address form first says 'Please fill in all fields.' when a required field is empty. */
  requireAllFirst?: boolean;
  /** Called after a successful save, when the form has been emptied. */
  onSaved?: () => void;
}

/**
 * A whole Indian address with the rules of FullAddressSchema, shared by the checkout and the manage screen: name and
 * mobile, PIN code (six digits fill in the city and the state), flat or house, area, an optional landmark and the
 * address type.
 */
export function AddressForm({
  onSubmit,
  submitLabel,
  busyLabel,
  busy,
  address,
  offerDefault = false,
  onCancel,
  requireAllFirst = false,
  onSaved,
}: AddressFormProps) {
  const { ADDRESS_MESSAGES, ADDRESS_TEXT, CHECKOUT_TEXT, VALIDATION } = useTexts();
  const form = useForm<AddressField>(valuesOf(address));
  const [addressType, setAddressType] = useState<AddressType>(address?.addressType ?? 'home');
  const [makeDefault, setMakeDefault] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [pinNote, setPinNote] = useState<PinPlace | null>(null);

  // Six digits typed: the server names the city and state from India Post's directory, or says it cannot deliver.
  const zipField = form.bind('zipCode');
  const onZipChange: typeof zipField.onChange = (event) => {
    zipField.onChange(event);
    setPinNote(null);
    form.set('state', '');
    const zip = event.target.value.trim();
    if (!PIN_CODE_PATTERN.test(zip)) return;
    api
      .get<PinPlace>(`/user/pinCode/${zip}`)
      .then((found) => {
        setPinNote(found);
        form.set('city', found.city);
        form.set('state', found.state);
      })
      .catch((error: unknown) => {
        if (isApiRequestError(error) && error.status === 404)
          form.setErrors({ zipCode: ADDRESS_MESSAGES.unknownPin });
      });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const empty = REQUIRED.some((field) => form.values[field].trim() === '');
    const input = form.validate(FullAddressSchema.omit({ isDefault: true, addressType: true }));
    if (requireAllFirst && empty) setFormError(VALIDATION.fillAllFields);
    if (!input) return;
    try {
      await onSubmit({ ...input, addressType, ...(makeDefault ? { isDefault: true } : {}) });
      if (!address) {
        (Object.keys(EMPTY) as AddressField[]).forEach((field) => form.set(field, ''));
        setPinNote(null);
      }
      onSaved?.();
    } catch (error) {
      if (!form.showServerErrors(error))
        setFormError(isApiRequestError(error) ? error.message : String(error));
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      // The form-wide message is about the last try: it goes as soon as the shopper changes anything.
      onInput={() => setFormError(null)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField {...form.bind('fullName')} label={CHECKOUT_TEXT.fullName} autoComplete="name" required />
      <TextField
        {...form.bind('mobileNo')}
        label={CHECKOUT_TEXT.mobileNumber}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        maxLength={16}
        required
      />
      <div>
        <TextField
          {...zipField}
          onChange={onZipChange}
          label={ADDRESS_TEXT.pinCode}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={6}
          required
        />
        <p className="mt-1 text-sm text-ink-soft" aria-live="polite" data-testid="pin-state">
          {pinNote && `${pinNote.city}, ${pinNote.state}`}
        </p>
      </div>
      <TextField {...form.bind('city')} label={CHECKOUT_TEXT.city} autoComplete="address-level2" required />
      <div className="sm:col-span-2">
        <TextField
          {...form.bind('state')}
          label={ADDRESS_TEXT.state}
          readOnly
          className="[&_input]:bg-mist/40"
        />
        <p className="mt-1 text-sm text-ink-soft">{ADDRESS_TEXT.stateFromPin}</p>
      </div>
      <TextField
        {...form.bind('house')}
        label={ADDRESS_TEXT.house}
        autoComplete="address-line1"
        required
        className="sm:col-span-2"
      />
      <TextField
        {...form.bind('area')}
        label={ADDRESS_TEXT.area}
        autoComplete="address-line2"
        required
        className="sm:col-span-2"
      />
      <TextField
        {...form.bind('landmark')}
        label={ADDRESS_TEXT.landmark}
        placeholder={ADDRESS_TEXT.landmarkHint}
        autoComplete="off"
        className="sm:col-span-2"
      />
      <fieldset className="sm:col-span-2">
        <legend className="mb-1.5 block text-sm font-semibold text-ink">{ADDRESS_TEXT.addressType}</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 px-5 text-sm font-bold transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink ${
                addressType === type
                  ? 'border-coral-500 bg-coral-50 text-coral-700'
                  : 'border-mist bg-white text-ink hover:border-coral-200'
              }`}
            >
              <input
                type="radio"
                name="addressType"
                value={type}
                checked={addressType === type}
                onChange={() => setAddressType(type)}
                className="sr-only"
              />
              {ADDRESS_TEXT.typeLabels[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {offerDefault && (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold sm:col-span-2">
          <input
            type="checkbox"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
            className="size-5 accent-coral-600"
          />
          {ADDRESS_TEXT.makeDefaultChoice}
        </label>
      )}
      <div role="alert" className="sm:col-span-2 empty:hidden">
        {formError && <p className="text-sm font-semibold text-coral-700">{inShoppersLanguage(formError)}</p>}
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
