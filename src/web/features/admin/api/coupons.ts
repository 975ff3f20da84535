import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminCoupon, CouponRules } from '../../../../contract/coupons';
import { COUPON_ADMIN_TEXT, FALLBACK } from '../../../../contract/messages';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export function useAdminCoupons() {
  return useQuery({
    queryKey: queryKeys.admin.coupons,
    queryFn: ({ signal }) =>
      api.get<AdminCoupon[]>('/admin/getCoupon', { signal, fallback: FALLBACK.couponFetchFailed }),
  });
}

/** The body of add and edit: the coupon's rules as the shared schema gives them. */
export type NewCoupon = CouponRules;

interface CouponAnswer {
  message: string;
  coupon: AdminCoupon;
}

/** Adding or editing changes what the back office and the shoppers see. */
function useCouponChange<T>(mutationFn: (input: T) => Promise<CouponAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.admin.coupons }),
        client.invalidateQueries({ queryKey: queryKeys.coupons }),
      ]);
    },
  });
}

export function useAddCoupon() {
  return useCouponChange((coupon: NewCoupon) =>
    api.post<CouponAnswer>('/admin/addCoupon', coupon, { fallback: FALLBACK.couponCreateFailed }),
  );
}

export function useUpdateCoupon(id: string) {
  return useCouponChange((coupon: NewCoupon) =>
    api.put<CouponAnswer>(`/admin/coupons/${encodeURIComponent(id)}`, coupon, {
      fallback: COUPON_ADMIN_TEXT.couponUpdateFailed,
    }),
  );
}

export function useSetCouponActive() {
  return useCouponChange(({ id, active }: { id: string; active: boolean }) =>
    api.put<CouponAnswer>(
      `/admin/coupons/${encodeURIComponent(id)}/active`,
      { active },
      { fallback: COUPON_ADMIN_TEXT.couponUpdateFailed },
    ),
  );
}
