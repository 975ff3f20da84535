import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '../../../../contract/coupons';
import { FALLBACK } from '../../../../contract/messages';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export function useAdminCoupons() {
  return useQuery({
    queryKey: queryKeys.admin.coupons,
    queryFn: ({ signal }) =>
      api.get<Coupon[]>('/admin/getCoupon', { signal, fallback: FALLBACK.couponFetchFailed }),
  });
}

export interface NewCoupon {
  code: string;
  discount: number;
  expiry: string;
  firstOrderOnly: boolean;
}

export function useAddCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coupon: NewCoupon) =>
      api.post<{ coupon: Coupon }>('/admin/addCoupon', coupon, { fallback: FALLBACK.couponCreateFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.coupons }),
  });
}
