import { useState } from 'react';
import { ADDRESS_TEXT, CHECKOUT_TEXT, PAGE_TITLES, TEXT, errorText } from '../../../contract/messages';
import { AddressForm } from '../../components/address-form';
import { ChevronDownIcon } from '../../components/icons';
import { useMessages } from '../../components/messages/use-messages';
import { useAddAddress, useAddresses, useDeleteAddress } from '../../api/addresses';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /profile and /addAddress: one tab, 'MANAGE ADDRESS', with the saved addresses and a form to add one. */
export default function ManageAddressPage() {
  useDocumentTitle(PAGE_TITLES.manageAddress);
  const addresses = useAddresses();
  const addAddress = useAddAddress();
  const deleteAddress = useDeleteAddress();
  const { showSuccess, showError } = useMessages();
  const [formOpen, setFormOpen] = useState(false);

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="sr-only">
        {PAGE_TITLES.manageAddress}
      </h1>
      <div role="tablist" aria-label={PAGE_TITLES.manageAddress} className="flex border-b-2 border-line">
        <button
          type="button"
          role="tab"
          id="tab-manage-address"
          aria-selected="true"
          aria-controls="panel-manage-address"
          className="-mb-0.5 border-b-4 border-coral-600 px-4 pb-3 text-sm font-extrabold tracking-wide text-coral-700"
        >
          {ADDRESS_TEXT.manageAddressTab}
        </button>
      </div>

      <div
        role="tabpanel"
        id="panel-manage-address"
        aria-labelledby="tab-manage-address"
        className="mt-6 grid gap-6 lg:grid-cols-2 lg:items-start"
      >
        <section aria-labelledby="saved-title" className="card p-5 sm:p-6">
          <h2 id="saved-title" className="text-lg font-extrabold">
            {ADDRESS_TEXT.savedAddresses}
          </h2>
          {addresses.isPending ? (
            <p role="status" className="mt-4 text-sm text-ink-soft">
              {TEXT.loadingAddresses}
            </p>
          ) : addresses.isError ? (
            <p role="alert" className="mt-4 text-sm font-semibold text-coral-700">
              {errorText(addresses.error.message)}
            </p>
          ) : addresses.data.length === 0 ? (
            <p className="mt-4 text-sm text-ink-soft">{TEXT.noAddresses}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3">
              {addresses.data.map((address) => (
                <li
                  key={address._id}
                  className="flex items-start justify-between gap-3 rounded-2xl border-2 border-mist p-4 text-sm"
                >
                  <div className="min-w-0">
                    <p className="font-bold">{address.fullName}</p>
                    <p className="break-words text-ink-soft">{address.landmark}</p>
                    <p className="text-ink-soft">
                      {address.city} – {address.zipCode}
                    </p>
                    <p className="text-ink-soft">
                      {CHECKOUT_TEXT.mobile}: {address.mobileNo}
                    </p>
                    <p className={`mt-1 font-semibold ${address.cod ? 'text-mint-700' : 'text-coral-700'}`}>
                      {address.cod ? TEXT.payOnDelivery : CHECKOUT_TEXT.noCodHere}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn-secondary min-h-10 shrink-0 px-4"
                    aria-label={`${ADDRESS_TEXT.delete} ${address.fullName}, ${address.landmark}`}
                    disabled={deleteAddress.isPending && deleteAddress.variables === address._id}
                    onClick={() =>
                      deleteAddress.mutate(address._id, {
                        onSuccess: () => showSuccess(CHECKOUT_TEXT.addressDeleted),
                        onError: (error) => showError(error.message),
                      })
                    }
                  >
                    {ADDRESS_TEXT.delete}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="add-title" className="card p-5 sm:p-6">
          <h2 id="add-title" className="text-lg font-extrabold">
            <button
              type="button"
              aria-expanded={formOpen}
              aria-controls="add-address-form"
              onClick={() => setFormOpen((open) => !open)}
              className="flex w-full items-center justify-between gap-3 text-left"
            >
              {ADDRESS_TEXT.addNewAddress}
              <ChevronDownIcon className={`size-5 transition-transform ${formOpen ? 'rotate-180' : ''}`} />
            </button>
          </h2>
          <div id="add-address-form" hidden={!formOpen} className="mt-5">
            {formOpen && (
              <AddressForm
                requireAllFirst
                busy={addAddress.isPending}
                submitLabel={ADDRESS_TEXT.addAddress}
                busyLabel={ADDRESS_TEXT.adding}
                onSubmit={(input) => addAddress.mutateAsync(input)}
                onSaved={() => {
                  showSuccess(CHECKOUT_TEXT.addressAdded);
                  setFormOpen(false);
                }}
              />
            )}
          </div>
        </section>
      </div>
    </section>
  );
}
