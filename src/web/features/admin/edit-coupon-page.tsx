import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { COUPON_ADMIN_TEXT, FALLBACK, ORDER_MESSAGES, PAGE_TITLES } from '../../../contract/messages';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { AdminScreen } from './admin-screen';
import { CouponForm } from './coupon-form';
import { couponFormOf } from './coupon-form-model';
import { ErrorText } from './query-state';
import { messageOf } from '../../lib/api-client';
import { useAdminCoupons, useUpdateCoupon, type NewCoupon } from './api/coupons';

/** Edit a coupon's rules (/admin/coupon/:id/edit); orders already placed keep the discount they got. */
export default function AdminEditCouponPage() {
  const { id = '' } = useParams();
  const coupons = useAdminCoupons();
  const update = useUpdateCoupon(id);
  const navigate = useNavigate();
  const { showSuccess } = useMessages();
  const [failure, setFailure] = useState<string | null>(null);
  const coupon = coupons.data?.find((candidate) => candidate._id === id);

  const submit = async (rules: NewCoupon): Promise<boolean> => {
    setFailure(null);
    try {
      const answer = await update.mutateAsync(rules);
      showSuccess(answer.message);
      void navigate('/admin/coupon');
    } catch (error) {
      setFailure(messageOf(error, COUPON_ADMIN_TEXT.couponUpdateFailed));
    }
    return false;
  };

  return (
    <AdminScreen
      title={COUPON_ADMIN_TEXT.editTitle}
      actions={
        <Link to="/admin/coupon" className="btn-secondary">
          {PAGE_TITLES.adminCoupons}
        </Link>
      }
    >
      {coupons.isPending ? (
        <Loading />
      ) : coupons.isError ? (
        <ErrorText message={messageOf(coupons.error, FALLBACK.couponFetchFailed)} />
      ) : !coupon ? (
        <ErrorText message={ORDER_MESSAGES.couponNotFound} />
      ) : (
        <CouponForm
          key={coupon._id}
          mode="edit"
          initialValues={couponFormOf(coupon)}
          submitLabel={COUPON_ADMIN_TEXT.saveChanges}
          busyLabel={COUPON_ADMIN_TEXT.saving}
          busy={update.isPending}
          onSubmit={submit}
          failure={
            failure && (
              <p role="alert" className="font-semibold text-coral-700">
                {failure}
              </p>
            )
          }
        />
      )}
    </AdminScreen>
  );
}
