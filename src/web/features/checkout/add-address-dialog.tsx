import { lazy, Suspense } from 'react';
import type { Address } from '../../../contract/address';
import { CHECKOUT_TEXT } from '../../../contract/messages';
import { DialogShell } from '../../components/dialog-shell';
import { Loading } from '../../components/loading';
import { useAddAddress } from '../../api/addresses';

// The form validates with the address schema, whose library the checkout would otherwise load before its first
// paint; it is loaded when the shopper opens the dialog.
const AddressForm = lazy(() =>
  import('../../components/address-form').then((module) => ({ default: module.AddressForm })),
);

interface AddAddressDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (address: Address) => void;
}

/** The 'Add New Address' modal of the checkout. */
export function AddAddressDialog({ open, onClose, onAdded }: AddAddressDialogProps) {
  const addAddress = useAddAddress();
  return (
    <DialogShell
      open={open}
      title={CHECKOUT_TEXT.addNewAddress}
      onClose={onClose}
      busy={addAddress.isPending}
      placement="center"
    >
      <Suspense fallback={<Loading className="min-h-[40vh]" />}>
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
      </Suspense>
    </DialogShell>
  );
}
