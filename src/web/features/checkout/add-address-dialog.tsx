import { useId } from 'react';
import type { Address } from '../../../contract/address';
import { CATALOG_TEXT, CHECKOUT_TEXT } from '../../../contract/messages';
import { AddressForm } from '../../components/address-form';
import { CloseIcon } from '../../components/icons';
import { ModalDialog } from '../../components/modal-dialog';
import { useAddAddress } from '../../lib/addresses';

interface AddAddressDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (address: Address) => void;
}

/** The 'Add New Address' modal on the native <dialog>: focus is kept inside and returns to the opener. */
export function AddAddressDialog({ open, onClose, onAdded }: AddAddressDialogProps) {
  const titleId = useId();
  const addAddress = useAddAddress();

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      busy={addAddress.isPending}
      labelledBy={titleId}
      className="m-auto max-h-[92dvh] w-[min(94vw,32rem)] overflow-y-auto rounded-3xl bg-white p-0 text-ink shadow-soft backdrop:bg-ink/50 backdrop:backdrop-blur-sm"
    >
      {open && (
        <div className="p-5 sm:p-7">
          <div className="mb-5 flex items-center justify-between gap-4">
            <h2 id={titleId} className="text-xl font-extrabold">
              {CHECKOUT_TEXT.addNewAddress}
            </h2>
            <button
              type="button"
              onClick={onClose}
              disabled={addAddress.isPending}
              aria-label={CATALOG_TEXT.close}
              className="-m-2 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-coral-50 hover:text-coral-700"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <AddressForm
            busy={addAddress.isPending}
            submitLabel={CHECKOUT_TEXT.save}
            busyLabel={CHECKOUT_TEXT.saving}
            onCancel={onClose}
            onSubmit={async (input) => {
              const { address } = await addAddress.mutateAsync(input);
              onAdded(address);
            }}
          />
        </div>
      )}
    </ModalDialog>
  );
}
