import type { Address } from '../../contract/address';
import { useTexts } from '../lib/language/use-texts';

/** The address type (Home, Work, Other) and, on the default address, the "Default" badge. */
export function AddressTags({ address }: { address: Pick<Address, 'addressType' | 'isDefault'> }) {
  const { ADDRESS_TEXT } = useTexts();
  return (
    <>
      <span className="rounded-full bg-mist px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-ink-soft">
        {ADDRESS_TEXT.typeLabels[address.addressType]}
      </span>
      {address.isDefault && (
        <span className="rounded-full bg-mint-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-mint-700">
          {ADDRESS_TEXT.defaultBadge}
        </span>
      )}
    </>
  );
}
