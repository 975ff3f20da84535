import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddAddressInput, Address } from '../../contract/address';
import { FALLBACK } from '../../contract/messages';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

// Saved delivery addresses: read by the checkout and by the manage-address screen.

export const addressesQueryOptions = queryOptions({
  queryKey: queryKeys.addresses,
  queryFn: async ({ signal }) =>
    (
      await api.get<{ addresses: Address[] }>('/user/getAddress', {
        signal,
        fallback: FALLBACK.somethingWentWrong,
      })
    ).addresses,
});

/**
 * The address the checkout starts with, and the bag's delivery date is for: the first one that allows cash on
 * delivery, else the first.
 */
export function defaultAddress(addresses: readonly Address[]): Address | undefined {
  return addresses.find((address) => address.cod) ?? addresses[0];
}

export function useAddresses() {
  return useQuery(addressesQueryOptions);
}

export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddAddressInput) =>
      api.post<{ message: string; address: Address }>('/user/addAddress', input, {
        fallback: FALLBACK.somethingWentWrong,
      }),
    onSuccess: ({ address }) => {
      client.setQueryData<Address[]>(queryKeys.addresses, (current) => [...(current ?? []), address]);
      void client.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (addressId: string) =>
      api.delete<unknown>(`/user/deleteAddress/${encodeURIComponent(addressId)}`, undefined, {
        fallback: FALLBACK.somethingWentWrong,
      }),
    onSuccess: (_data, addressId) => {
      client.setQueryData<Address[]>(queryKeys.addresses, (current) =>
        current?.filter((address) => address._id !== addressId),
      );
      void client.invalidateQueries({ queryKey: queryKeys.addresses });
    },
  });
}
