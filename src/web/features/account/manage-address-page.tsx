import { useState } from 'react';
import { addressLines } from '../../../contract/address-lines';
import type { Address } from '../../../contract/address';
import { AddressForm } from '../../components/address-form';
import { AddressTags } from '../../components/address-tags';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ChevronDownIcon } from '../../components/icons';
import { LoadFailed } from '../../components/load-failed';
import { useMessages } from '../../components/messages/use-messages';
import { useAddAddress, useAddresses, useDeleteAddress, useMakeDefaultAddress } from '../../api/addresses';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddressDialog } from '../../components/address-dialog';
import { useTexts } from '../../lib/language/use-texts';

/**
 * /profile and /addAddress: one tab, 'MANAGE ADDRESS', with the saved addresses (the default first, each to edit,
 * make the default or delete) and a form to add one.
 */
export default function ManageAddressPage() {
  const { ADDRESS_TEXT, CHECKOUT_TEXT, FALLBACK, PAGE_TITLES, TEXT } = useTexts();
  useDocumentTitle(PAGE_TITLES.manageAddress);
  const addresses = useAddresses();
  const addAddress = useAddAddress();
  const deleteAddress = useDeleteAddress();
  const makeDefault = useMakeDefaultAddress();
  const { showSuccess, showError } = useMessages();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Address | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const hasAddresses = (addresses.data?.length ?? 0) > 0;

  const confirmDelete = () => {
    if (!deleting) return;
    deleteAddress.mutate(deleting._id, {
      onSuccess: () => {
        setDeleting(null);
        showSuccess(CHECKOUT_TEXT.addressDeleted);
      },
      onError: (error) => {
        setDeleting(null);
        showError(error.message);
      },
    });
  };

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
            <LoadFailed query={addresses} fallback={FALLBACK.somethingWentWrong} framed={false} />
          ) : addresses.data.length === 0 ? (
            <p className="mt-4 text-sm text-ink-soft">{TEXT.noAddresses}</p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3">
              {addresses.data.map((address) => {
                const who = `${address.fullName}, ${addressLines(address, { mobile: false })[0] ?? ''}`;
                return (
                  <li
                    key={address._id}
                    className={`rounded-2xl border-2 p-4 text-sm ${address.isDefault ? 'border-coral-300' : 'border-mist'}`}
                  >
                    <div className="flex flex-wrap items-center gap-2">
                      <p className="font-bold">{address.fullName}</p>
                      <AddressTags address={address} />
                    </div>
                    <div className="mt-1 min-w-0">
                      {addressLines(address, { mobileLine: ADDRESS_TEXT.mobileLine }).map((line) => (
                        <p key={line} className="break-words text-ink-soft">
                          {line}
                        </p>
                      ))}
                    </div>
                    <p className={`mt-1 font-semibold ${address.cod ? 'text-mint-700' : 'text-coral-700'}`}>
                      {address.cod ? TEXT.payOnDelivery : CHECKOUT_TEXT.noCodHere}
                    </p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-secondary min-h-10 px-4"
                        aria-label={`${ADDRESS_TEXT.edit} ${who}`}
                        onClick={() => setEditing(address)}
                      >
                        {ADDRESS_TEXT.edit}
                      </button>
                      {!address.isDefault && (
                        <button
                          type="button"
                          className="btn-secondary min-h-10 px-4"
                          aria-label={`${ADDRESS_TEXT.makeDefault}: ${who}`}
                          disabled={makeDefault.isPending}
                          onClick={() =>
                            makeDefault.mutate(address._id, {
                              onSuccess: () => showSuccess(ADDRESS_TEXT.madeDefault),
                              onError: (error) => showError(error.message),
                            })
                          }
                        >
                          {ADDRESS_TEXT.makeDefault}
                        </button>
                      )}
                      <button
                        type="button"
                        className="btn-secondary min-h-10 px-4"
                        aria-label={`${ADDRESS_TEXT.delete} ${who}`}
                        disabled={deleteAddress.isPending && deleteAddress.variables === address._id}
                        onClick={() => setDeleting(address)}
                      >
                        {ADDRESS_TEXT.delete}
                      </button>
                    </div>
                  </li>
                );
              })}
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
                offerDefault={hasAddresses}
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

      <AddressDialog
        open={editing !== null}
        address={editing ?? undefined}
        offerDefault
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          showSuccess(ADDRESS_TEXT.addressSaved);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={ADDRESS_TEXT.deleteQuestion}
        message={
          deleting && (
            <>
              {[deleting.fullName, ...addressLines(deleting, { mobile: false })].join(', ')}
              <br />
              {ADDRESS_TEXT.deleteNote}
            </>
          )
        }
        confirmLabel={ADDRESS_TEXT.delete}
        cancelLabel={ADDRESS_TEXT.keepAddress}
        busy={deleteAddress.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
