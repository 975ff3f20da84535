import { useState } from 'react';
import { Link } from 'react-router';
import { FALLBACK, PAGE_TITLES, SUCCESS } from '../../../contract/messages';
import { ADMIN_TEXT, addCouponFailed } from '../../../contract/messages/admin';
import { AdminScreen } from './admin-screen';
import { CouponForm } from './coupon-form';
import { EMPTY_COUPON_FORM } from './coupon-form-model';
import { messageOf } from '../../lib/api-client';
import { useAddCoupon, type NewCoupon } from './api/coupons';

export default function AdminAddCouponPage() {
  const add = useAddCoupon();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (coupon: NewCoupon): Promise<boolean> => {
    setFailure(null);
    try {
      await add.mutateAsync(coupon);
      window.alert(SUCCESS.couponAdded);
      return true;
    } catch (error) {
      const message = messageOf(error, FALLBACK.couponCreateFailed);
      window.alert(addCouponFailed(message));
      setFailure(message);
      return false;
    }
  };

  return (
    <AdminScreen
      title={PAGE_TITLES.adminAddCoupon}
      actions={
        <Link to="/admin/coupon" className="btn-secondary">
          {PAGE_TITLES.adminCoupons}
        </Link>
      }
    >
      <CouponForm
        mode="add"
        initialValues={EMPTY_COUPON_FORM}
        submitLabel={PAGE_TITLES.adminAddCoupon}
        busyLabel={ADMIN_TEXT.adding}
        busy={add.isPending}
        onSubmit={submit}
        failure={
          failure && (
            <p role="alert" className="font-semibold text-coral-700">
              {addCouponFailed(failure)}
            </p>
          )
        }
      />
    </AdminScreen>
  );
}
