import type { Address } from '../../../contract/address';
import { CHECKOUT_TEXT } from '../../../contract/messages';
import { AddressForm } from '../../components/address-form';
import { DialogShell } from '../../components/dialog-shell';
import { useAddAddress } from '../../api/addresses';

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
    </DialogShell>
  );
}
