import type { ReactNode } from 'react';
import { addressLines } from '../../../../contract/address-lines';
import type { Address } from '../../../../contract/address';
import { AddressTags } from '../../../components/address-tags';
import { useTexts } from '../../../lib/language/use-texts';

/** The shopper's saved addresses as radio cards, each saying whether cash on delivery reaches it. */
export function AddressSection({
  addresses,
  selectedId,
  chosenGone = false,
  onSelect,
  onAdd,
  unavailable,
}: {
  addresses: readonly Address[];
  selectedId: string | null;
  /** The address chosen earlier was deleted meanwhile: none is selected until the parent chooses. */
  chosenGone?: boolean;
  onSelect: (id: string) => void;
  onAdd: () => void;
  /** Shown instead of the addresses when they could not be loaded: not "no addresses", which may be untrue. */
  unavailable?: ReactNode;
}) {
  const { ADDRESS_TEXT, CHECKOUT_TEXT, TEXT } = useTexts();
  return (
    <section aria-labelledby="address-title" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-title" className="text-lg font-extrabold">
          {CHECKOUT_TEXT.deliveryAddress}
        </h2>
        <button type="button" className="btn-secondary min-h-10 px-4" onClick={onAdd}>
          {CHECKOUT_TEXT.addAddress}
        </button>
      </div>
      {chosenGone && (
        <p
          role="alert"
          className="mt-4 rounded-2xl bg-coral-50 px-4 py-3 text-sm font-semibold text-coral-800"
        >
          {CHECKOUT_TEXT.chosenAddressGone}
        </p>
      )}
      {unavailable ? (
        unavailable
      ) : addresses.length === 0 ? (
        <p className="mt-4 text-sm text-ink-soft">{TEXT.noAddresses}</p>
      ) : (
        <div role="radiogroup" aria-labelledby="address-title" className="mt-4 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => {
            const checked = address._id === selectedId;
            const noteId = `address-note-${address._id}`;
            return (
              <label
                key={address._id}
                className={`relative flex cursor-pointer gap-3 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink ${
                  checked ? 'border-coral-500 bg-coral-50' : 'border-mist bg-white hover:border-coral-200'
                }`}
              >
                <input
                  type="radio"
                  name="address"
                  value={address._id}
                  checked={checked}
                  onChange={() => onSelect(address._id)}
                  aria-describedby={noteId}
                  className="mt-1 size-5 shrink-0 accent-coral-600"
                />
                <span className="min-w-0 text-sm">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-bold text-ink">{address.fullName}</span>
                    <AddressTags address={address} />
                  </span>
                  {addressLines(address, { mobileLine: ADDRESS_TEXT.mobileLine }).map((line) => (
                    <span key={line} className="block break-words text-ink-soft">
                      {line}
                    </span>
                  ))}
                  <span
                    id={noteId}
                    className={`mt-2 block font-semibold ${address.cod ? 'text-mint-700' : 'text-coral-700'}`}
                  >
                    {address.cod ? TEXT.payOnDelivery : CHECKOUT_TEXT.noCodHere}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </section>
  );
}
