import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddAddressInput, Address } from '../../contract/address';
import { FALLBACK } from '../../contract/messages';
import { api } from './api';

// Saved delivery addresses: read by the checkout and by the manage-address screen.

export const ADDRESSES_KEY = ['addresses'] as const;

export function useAddresses() {
  return useQuery({
    queryKey: ADDRESSES_KEY,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ addresses: Address[] }>('/user/getAddress', {
          signal,
          fallback: FALLBACK.somethingWentWrong,
        })
      ).addresses,
  });
}

export function useAddAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddAddressInput) =>
      api.post<{ message: string; address: Address }>('/user/addAddress', input, {
        fallback: FALLBACK.somethingWentWrong,
      }),
    onSuccess: ({ address }) => {
      client.setQueryData<Address[]>(ADDRESSES_KEY, (current) => [...(current ?? []), address]);
      void client.invalidateQueries({ queryKey: ADDRESSES_KEY });
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
      client.setQueryData<Address[]>(ADDRESSES_KEY, (current) =>
        current?.filter((address) => address._id !== addressId),
      );
      void client.invalidateQueries({ queryKey: ADDRESSES_KEY });
    },
  });
}
