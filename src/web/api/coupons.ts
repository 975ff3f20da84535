import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopperCoupon } from '../../contract/coupons';
import { currentTexts } from '../lib/language/language-store';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The shop's coupons, each marked by the server as usable by this shopper or not (and why). */
const couponsQueryOptions = queryOptions({
  queryKey: queryKeys.coupons,
  queryFn: ({ signal }) =>
    api.get<ShopperCoupon[]>('/user/coupon', {
      signal,
      fallback: currentTexts().FALLBACK.somethingWentWrong,
    }),
  staleTime: 60_000,
});

export function useCoupons(enabled = true) {
  return useQuery({ ...couponsQueryOptions, enabled });
}
