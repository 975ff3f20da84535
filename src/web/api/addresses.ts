import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, FullAddressInput } from '../../contract/address';
import { currentTexts } from '../lib/language/language-store';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

// Saved delivery addresses: read by the checkout and by the manage-address screen.

export const addressesQueryOptions = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: async ({ signal }) =>
    (
      await api.get<{ addresses: Address[] }>('/user/getAddress', {
        signal,
        fallback: currentTexts().FALLBACK.somethingWentWrong,
      })
    ).addresses,
});

/**
 * The address the checkout starts with, and the bag's delivery date is for: the shopper's default; without one
 * (only before any address was ever made the default), the first that allows cash on delivery, else the first.
 */
export function defaultAddress(addresses: readonly Address[]): Address | undefined {
  return (
    addresses.find((address) => address.isDefault) ?? addresses.find((address) => address.cod) ?? addresses[0]
  );
}

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}

export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FullAddressInput) =>
      api.post<AddressAnswer>('/user/addAddress', input, {
        fallback: currentTexts().FALLBACK.somethingWentWrong,
      }),
    onSuccess: ({ address }) => {
      client.setQueryData<Address[]>(queryKeys.addresses, (current) => withSaved(current, address));
      void client.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}

interface AddressAnswer {
  message: string;
  address: Address;
}

/** The list with `saved` in it (replaced when there, else added); a new default unmarks the old one. */
function withSaved(current: Address[] | undefined, saved: Address): Address[] {
  const others = (current ?? [])
    .filter((address) => address._id !== saved._id)
    .map((address) => (saved.isDefault && address.isDefault ? { ...address, isDefault: false } : address));
  const at = (current ?? []).findIndex((address) => address._id === saved._id);
  if (at < 0) return [...others, saved];
  return [...others.slice(0, at), saved, ...others.slice(at)];
}

export function useEditAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ addressId, input }: { addressId: string; input: FullAddressInput }) =>
      api.put<AddressAnswer>(`/user/address/${encodeURIComponent(addressId)}`, input, {
        fallback: currentTexts().FALLBACK.somethingWentWrong,
      }),
    onSuccess: ({ address }) => {
      client.setQueryData<Address[]>(queryKeys.addresses, (current) => withSaved(current, address));
      void client.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}

/** Makes an address the default, the one the checkout preselects. */
export function useMakeDefaultAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) =>
      api.put<AddressAnswer>(`/user/address/${encodeURIComponent(addressId)}/default`, undefined, {
        fallback: currentTexts().FALLBACK.somethingWentWrong,
      }),
    onSuccess: ({ address }) => {
      client.setQueryData<Address[]>(queryKeys.addresses, (current) => withSaved(current, address));
      void client.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) =>
      api.delete<unknown>(`/user/deleteAddress/${encodeURIComponent(addressId)}`, undefined, {
        fallback: currentTexts().FALLBACK.somethingWentWrong,
      }),
    onSuccess: (_data, addressId) => {
      client.setQueryData<Address[]>(queryKeys.addresses, (current) =>
        current?.filter((address) => address._id !== addressId),
      );
      void client.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}
