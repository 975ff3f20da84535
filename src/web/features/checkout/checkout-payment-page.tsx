import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { selectablePaymentMethods, type PaymentMethod } from '../../../contract/constants';
import { couponProblemForBag } from '../../../contract/coupons';
import type { CreateOrderInput } from '../../../contract/orders';
import { DeliveryEstimateNote } from '../../components/delivery-estimate';
import { LoadFailed } from '../../components/load-failed';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { defaultAddress, useAddresses } from '../../api/addresses';
import { useSession } from '../../api/session';
import { isApiRequestError } from '../../lib/api-client';
import { useCoupons } from '../../api/coupons';
import { usePaymentMethods } from '../../api/payments';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddressDialog } from '../../components/address-dialog';
import { newIdempotencyKey, useCheckoutCart, usePlaceOrder } from './api/checkout';
import { forgetChoices, rememberChoices, rememberedChoices, type CheckoutChoices } from './checkout-memory';
import { bagValuePaise, lineSummary, readFreshSummary } from './checkout-pricing';
import { AddressSection } from './components/address-section';
import { CouponSelect } from './components/coupon-select';
import { OrderSummaryPanel, type OrderError } from './components/order-summary-panel';
import { PaymentSection } from './components/payment-section';
import type { OrderSuccessState } from './order-success-state';
import { useTexts } from '../../lib/language/use-texts';

export default function CheckoutPaymentPage() {
  const { CHECKOUT_TEXT, FALLBACK, ORDER_MESSAGES, PAGE_TITLES, VALIDATION } = useTexts();
  useDocumentTitle(PAGE_TITLES.checkout);
  const navigate = useNavigate();
  const { showError } = useMessages();
  const cart = useCheckoutCart();
  const addresses = useAddresses();
  const coupons = useCoupons();
  const placeOrder = usePlaceOrder();
  const paymentMethods = usePaymentMethods();
  // Cash on delivery alone until the shop says it takes UPI too.
  const selectableMethods = paymentMethods.data?.methods ?? selectablePaymentMethods(false);
  const userId = useSession().user?._id;

  // The address and coupon survive a refresh, Back and Forward (checkout-memory.ts); only the parent changes them.
  const [choices, setChoices] = useState<CheckoutChoices>(() => rememberedChoices(userId));
  const choose = (change: Partial<CheckoutChoices>) => {
    setChoices((current) => {
      const next = { ...current, ...change };
      rememberChoices(userId, next);
      return next;
    });
  };
  const chosenAddressId = choices.addressId;
  const couponId = choices.couponId;
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>('cod');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [orderError, setOrderError] = useState<OrderError | null>(null);
  // One key per checkout attempt: a retry after a lost answer returns the same order instead of a second one.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // Set in the click itself, before any re-render: a second click of a double-click finds it and does nothing.
  const sending = useRef(false);
  const [sent, setSent] = useState(false);

  const addressList = useMemo(() => addresses.data ?? [], [addresses.data]);
  // The default is preselected only when nothing was chosen, and is then held as the choice: a default changed
  // elsewhere later does not move this checkout to another city.
  const selectedAddressId = chosenAddressId ?? defaultAddress(addressList)?._id ?? null;
  const selectedAddress = addressList.find((address) => address._id === selectedAddressId);
  // The remembered address was deleted meanwhile: say so and let the parent choose, never pick another one.
  const chosenAddressGone = addresses.data !== undefined && chosenAddressId !== null && !selectedAddress;
  useEffect(() => {
    if (chosenAddressId === null && addresses.data !== undefined && selectedAddressId !== null) {
      setChoices((current) => {
        const next = { ...current, addressId: selectedAddressId };
        rememberChoices(userId, next);
        return next;
      });
    }
  }, [chosenAddressId, addresses.data, selectedAddressId, userId]);

  const couponList = useMemo(() => coupons.data ?? [], [coupons.data]);
  const items = useMemo(() => cart.data?.items ?? [], [cart.data]);
  const bagValue = bagValuePaise(items);
  // Only a coupon the server still marks usable, and whose minimum this bag reaches, counts: e.g. after a refused
  // order refreshed the list, or a line was removed from the bag.
  const coupon =
    couponList.find((c) => c._id === couponId && couponProblemForBag(c, bagValue) === null) ?? null;
  // A coupon chosen earlier that no longer applies is named, not dropped silently.
  const droppedCoupon =
    coupons.data !== undefined && cart.data !== undefined && couponId !== '' && coupon === null
      ? (couponList.find((c) => c._id === couponId)?.code ?? '')
      : null;

  const summary = useMemo(() => lineSummary(items, coupon), [items, coupon]);
  const hasProblem = items.some((line) => line.problem !== null);
  const busy = sent || placeOrder.isPending || placeOrder.isSuccess;

  // A bag or addresses still loading, or that could not be loaded (they say so where they would be, with Try again).
  const loaded = !cart.isPending && !addresses.isPending && !cart.error && !addresses.error;
  // Why PLACE ORDER cannot be used now, in the order a shopper would fix things.
  const blocker = (() => {
    if (!loaded) return null;
    if (items.length === 0) return ORDER_MESSAGES.emptyOrder;
    if (hasProblem) return CHECKOUT_TEXT.fixBag;
    if (!selectedAddressId || chosenAddressGone) return VALIDATION.selectAddress;
    if (!selectedAddress) return VALIDATION.addressNotFound;
    if (!paymentMethod) return VALIDATION.selectPaymentMethod;
    if (paymentMethod === 'cod' && selectedAddress && !selectedAddress.cod)
      return ORDER_MESSAGES.noCodForAddress;
    return null;
  })();
  // Not while the bag is being fetched afresh: an order is placed for the bag as the server has it now.
  const disabled = busy || !loaded || cart.isFetching || blocker !== null;

  const onPlaceOrder = () => {
    if (sending.current) return;
    setOrderError(null);
    if (!selectedAddressId) return showError(VALIDATION.selectAddress);
    if (!paymentMethod) return showError(VALIDATION.selectPaymentMethod);
    if (!selectedAddress) return showError(VALIDATION.addressNotFound);
    if (blocker) return showError(blocker);

    const input: CreateOrderInput = {
      addressInfo: selectedAddress._id,
      paymentMethod,
      coupon: coupon?._id ?? null,
      items: items.map((line) => ({
        productId: line.productId._id,
        quantity: line.quantity,
        size: line.size as CreateOrderInput['items'][number]['size'],
        priceAtPurchase: line.productId.price,
        discountPriceAtPurchase: line.productId.discountPrice,
      })),
      pricingSummary: summary,
    };
    sending.current = true;
    setSent(true);
    const release = () => {
      sending.current = false;
      setSent(false);
    };
    placeOrder.mutate(
      { input, idempotencyKey },
      {
        onSuccess: ({ order }) => {
          forgetChoices(userId);
          const state: OrderSuccessState = {
            placedOrderId: order._id,
            payByUpi: order.paymentMethod === 'upi',
          };
          void navigate('/orderSuccess', { replace: true, state });
        },
        onError: (error) => {
          release();
          if (isApiRequestError(error) && error.isClientError) {
            const fresh = error.status === 409 ? readFreshSummary(error.body) : null;
            setOrderError({ message: error.message, fresh });
            showError(error.message);
            void cart.refetch();
            void coupons.refetch();
            return;
          }
          const message = isApiRequestError(error) && error.status >= 500 ? error.message : null;
          setOrderError({ message: message ?? FALLBACK.placeOrderUnexpected, fresh: null });
          showError(FALLBACK.placeOrderUnexpected);
        },
      },
    );
  };

  if (cart.isPending || addresses.isPending) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title" className="page-title">
          {PAGE_TITLES.checkout}
        </h1>
        <Loading />
      </section>
    );
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {PAGE_TITLES.checkout}
      </h1>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <AddressSection
            addresses={addressList}
            selectedId={selectedAddressId}
            chosenGone={chosenAddressGone}
            onSelect={(id) => choose({ addressId: id })}
            onAdd={() => setDialogOpen(true)}
            unavailable={
              addresses.error && (
                <LoadFailed query={addresses} fallback={FALLBACK.somethingWentWrong} framed={false} />
              )
            }
          />
          <PaymentSection
            value={paymentMethod}
            onChange={setPaymentMethod}
            selectable={selectableMethods}
            upiPayee={paymentMethods.data?.upi?.payeeName ?? null}
          />
        </div>

        <OrderSummaryPanel
          items={items}
          unavailable={
            cart.error && <LoadFailed query={cart} fallback={FALLBACK.fetchCartFailed} framed={false} />
          }
          summary={summary}
          delivery={items.length > 0 && <DeliveryEstimateNote pin={selectedAddress?.zipCode ?? null} />}
          couponSelect={
            <>
              <CouponSelect
                coupons={couponList}
                bagValuePaise={bagValue}
                value={coupon?._id ?? ''}
                onChange={(id) => {
                  choose({ couponId: id });
                  setOrderError(null);
                }}
                disabled={busy}
              />
              {droppedCoupon !== null && (
                <p role="status" className="mt-2 rounded-2xl bg-sun-50 px-4 py-3 text-sm font-semibold">
                  {CHECKOUT_TEXT.couponNoLongerApplies(droppedCoupon)}
                </p>
              )}
            </>
          }
          orderError={orderError}
          blocker={blocker}
          bagNeedsFixing={hasProblem}
          busy={busy}
          disabled={disabled}
          onPlaceOrder={onPlaceOrder}
        />
      </div>

      <AddressDialog
        open={dialogOpen}
        offerDefault={addressList.length > 0}
        onClose={() => setDialogOpen(false)}
        onSaved={(address) => {
          setDialogOpen(false);
          choose({ addressId: address._id });
        }}
      />
    </section>
  );
}
