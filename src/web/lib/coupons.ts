import { useQuery } from '@tanstack/react-query';
import type { Coupon } from '../../contract/coupons';
import { FALLBACK } from '../../contract/messages';
import { api } from './api';

export const COUPONS_KEY = ['coupons'] as const;

/** The shop's coupons as the shopper sees them: read by the checkout and the coupons screen. */
export function useCoupons(enabled = true) {
  return useQuery({
    queryKey: COUPONS_KEY,
    queryFn: ({ signal }) =>
      api.get<Coupon[]>('/user/coupon', { signal, fallback: FALLBACK.somethingWentWrong }),
    enabled,
    staleTime: 60_000,
  });
}
