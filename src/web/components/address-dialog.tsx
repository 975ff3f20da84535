import { lazy, Suspense } from 'react';
import type { Address, FullAddressInput } from '../../contract/address';
import { DialogShell } from './dialog-shell';
import { Loading } from './loading';
import { useAddAddress, useEditAddress } from '../api/addresses';
import { useTexts } from '../lib/language/use-texts';

// The form validates with the address schema, whose library the checkout would otherwise load before its first
// paint; it is loaded when the shopper opens the dialog.
const AddressForm = lazy(() => import('./address-form').then((module) => ({ default: module.AddressForm })));

interface AddressDialogProps {
  open: boolean;
  /** The address to edit; without it the dialog adds a new one. */
  address?: Address | undefined;
  /** Offers "Make this my default address" (when the shopper already has addresses). */
  offerDefault?: boolean;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

/** 'Add New Address' (the checkout's and the address book's) or 'Edit Address', in a modal. */
export function AddressDialog({ open, address, offerDefault = false, onClose, onSaved }: AddressDialogProps) {
  const { ADDRESS_TEXT, CHECKOUT_TEXT } = useTexts();
  const addAddress = useAddAddress();
  const editAddress = useEditAddress();
  const busy = addAddress.isPending || editAddress.isPending;
  const save = async (input: FullAddressInput) => {
    const saved = address
      ? await editAddress.mutateAsync({ addressId: address._id, input })
      : await addAddress.mutateAsync(input);
    onSaved(saved.address);
  };
  return (
    <DialogShell
      open={open}
      title={address ? ADDRESS_TEXT.editAddress : CHECKOUT_TEXT.addNewAddress}
      onClose={onClose}
      busy={busy}
      placement="center"
    >
      <Suspense fallback={<Loading className="min-h-[40vh]" />}>
        {open && (
          <AddressForm
            key={address?._id ?? 'new'}
            address={address}
            offerDefault={offerDefault && !address?.isDefault}
            busy={busy}
            submitLabel={address ? ADDRESS_TEXT.saveChanges : CHECKOUT_TEXT.save}
            busyLabel={CHECKOUT_TEXT.saving}
            onCancel={onClose}
            onSubmit={save}
          />
        )}
      </Suspense>
    </DialogShell>
  );
}
