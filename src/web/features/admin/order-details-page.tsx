import { InvoiceLink } from '../../components/invoice-link';
import { Link, useParams } from 'react-router';
import { shortOrderId } from '../../../contract/order-texts';
import { FALLBACK, ORDER_TEXT, PAGE_TITLES, orderTitle } from '../../../contract/messages';
import { ADMIN_TEXT } from '../../../contract/messages/admin';
import { ArrowLeftIcon } from '../../components/icons';
import { Loading } from '../../components/loading';
import { ShipmentDetails } from '../../components/shipment-details';
import { StatusTimeline } from '../../components/status-timeline';
import { AdminScreen } from './admin-screen';
import { OrderItems, OrderSummary, PricingBreakdown, ShippingAddress } from './order-details-sections';
import { OrderStatusSelect } from './order-status-select';
import { ErrorText } from './query-state';
import { PrintLabelLink } from './print-label-link';
import { PaymentVerification } from './payment-verification';
import { messageOf } from '../../lib/api-client';
import { useAdminOrderDetails, useAdminOrderHistory } from './api/orders';

export default function AdminOrderDetailsPage() {
  const { id = '' } = useParams();
  const details = useAdminOrderDetails(id);
  const history = useAdminOrderHistory(id);

  return (
    <AdminScreen
      title={PAGE_TITLES.adminOrderDetails}
      actions={
        <Link to="/admin/orders" className="btn-secondary">
          <ArrowLeftIcon className="size-4" />
          {ADMIN_TEXT.backToOrders}
        </Link>
      }
    >
      {details.isPending ? (
        <Loading />
      ) : details.isError ? (
        <ErrorText message={messageOf(details.error, FALLBACK.adminOrderDetailsFailed)} />
      ) : (
        <div className="grid grid-cols-1 gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-mono text-sm font-semibold text-ink-soft">
              {orderTitle(shortOrderId(details.data._id))}
            </p>
            <OrderStatusSelect orderId={details.data._id} status={details.data.status} />
          </div>
          {details.data.statusReason && (
            <p className="card break-words p-4 text-sm font-semibold text-red-800">
              {ORDER_TEXT.reason(details.data.statusReason)}
            </p>
          )}
          <PaymentVerification order={details.data} />
          {details.data.shipment && <ShipmentDetails shipment={details.data.shipment} />}
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
            <OrderSummary order={details.data} />
            <ShippingAddress order={details.data} />
          </div>
          <OrderItems order={details.data} />
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-2 lg:items-start">
            <StatusTimeline history={history} viewer="admin" shipment={details.data.shipment} />
            <div className="flex flex-col gap-3">
              <PricingBreakdown order={details.data} />
              <InvoiceLink
                path={`/admin/orders/${details.data._id}/invoice`}
                invoiceNumber={details.data.invoiceNumber}
                status={details.data.status}
              />
              <PrintLabelLink orderId={details.data._id} status={details.data.status} />
            </div>
          </div>
        </div>
      )}
    </AdminScreen>
  );
}
