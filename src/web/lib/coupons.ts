import { useQuery } from '@tanstack/react-query';
import type { ShopperCoupon } from '../../contract/coupons';
import { FALLBACK } from '../../contract/messages';
import { api } from './api';

export const COUPONS_KEY = ['coupons'] as const;

/** The shop's coupons, each marked by the server as usable by this shopper or not (and why). */
export function useCoupons(enabled = true) {
  return useQuery({
    queryKey: COUPONS_KEY,
    queryFn: ({ signal }) =>
      api.get<ShopperCoupon[]>('/user/coupon', { signal, fallback: FALLBACK.somethingWentWrong }),
    enabled,
    staleTime: 60_000,
  });
}
