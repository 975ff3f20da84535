import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Address } from '../../../contract/address';
import type { CartLine } from '../../../contract/cart';
import { PAYMENT_METHODS, SELECTABLE_PAYMENT_METHODS } from '../../../contract/constants';
import type { PaymentMethod } from '../../../contract/constants';
import { isCouponExpired } from '../../../contract/coupons';
import {
  CHECKOUT_TEXT,
  FALLBACK,
  PAGE_TITLES,
  PAYMENT_METHOD_LABELS,
  TEXT,
  VALIDATION,
  errorText,
} from '../../../contract/messages';
import { formatRupees, rupeesToPaise } from '../../../contract/money';
import { ORDER_MESSAGES } from '../../../contract/orders';
import type { CreateOrderInput } from '../../../contract/orders';
import { priceSummary, summaryInRupees } from '../../../contract/pricing';
import type { PricingSummary } from '../../../contract/pricing';
import { CheckCircleIcon } from '../../components/icons';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { FALLBACK_IMAGE } from '../../components/product-card';
import { useAddresses } from '../../lib/addresses';
import { isApiRequestError } from '../../lib/api';
import { useCoupons } from '../../lib/coupons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AddAddressDialog } from './add-address-dialog';
import { newIdempotencyKey, useCheckoutCart, usePlaceOrder } from './checkout-api';

/** The address the page starts with: the first one that allows cash on delivery, else the first. */
function defaultAddress(addresses: readonly Address[]): Address | undefined {
  return addresses.find((address) => address.cod) ?? addresses[0];
}

function lineSummary(items: readonly CartLine[], couponRupees: number): PricingSummary {
  return summaryInRupees(
    priceSummary(
      items.map((line) => ({
        pricePaise: rupeesToPaise(line.productId.price),
        discountPricePaise: rupeesToPaise(line.productId.discountPrice),
        quantity: line.quantity,
      })),
      rupeesToPaise(couponRupees),
    ),
  );
}

function readFreshSummary(body: unknown): PricingSummary | null {
  if (typeof body !== 'object' || body === null) return null;
  const summary = (body as { pricingSummary?: unknown }).pricingSummary;
  if (typeof summary !== 'object' || summary === null) return null;
  return typeof (summary as PricingSummary).finalAmount === 'number' ? (summary as PricingSummary) : null;
}

export default function CheckoutPaymentPage() {
  useDocumentTitle(PAGE_TITLES.checkout);
  const navigate = useNavigate();
  const { showError } = useMessages();
  const cart = useCheckoutCart();
  const addresses = useAddresses();
  const coupons = useCoupons();
  const placeOrder = usePlaceOrder();

  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod | null>('cod');
  const [couponId, setCouponId] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [orderError, setOrderError] = useState<{ message: string; fresh: PricingSummary | null } | null>(
    null,
  );
  // One key per checkout attempt: a retry after a lost answer returns the same order instead of a second one.
  const [idempotencyKey] = useState(newIdempotencyKey);

  const addressList = useMemo(() => addresses.data ?? [], [addresses.data]);
  const selectedAddressId = chosenAddressId ?? defaultAddress(addressList)?._id ?? null;
  const selectedAddress = addressList.find((address) => address._id === selectedAddressId);

  const usableCoupons = useMemo(
    () => (coupons.data ?? []).filter((coupon) => !isCouponExpired(coupon)),
    [coupons.data],
  );
  const coupon = usableCoupons.find((c) => c._id === couponId) ?? null;

  const items = useMemo(() => cart.data?.items ?? [], [cart.data]);
  const summary = useMemo(() => lineSummary(items, coupon?.discount ?? 0), [items, coupon]);
  const hasProblem = items.some((line) => line.problem !== null);
  const busy = placeOrder.isPending || placeOrder.isSuccess;

  // Why PLACE ORDER cannot be used now, in the order a shopper would fix things.
  const blocker = (() => {
    if (cart.isPending || addresses.isPending) return null;
    if (items.length === 0) return ORDER_MESSAGES.emptyOrder;
    if (hasProblem) return CHECKOUT_TEXT.fixBag;
    if (!selectedAddressId) return VALIDATION.selectAddress;
    if (selectedAddressId && !selectedAddress) return VALIDATION.addressNotFound;
    if (!paymentMethod) return VALIDATION.selectPaymentMethod;
    if (selectedAddress && !selectedAddress.cod) return ORDER_MESSAGES.noCodForAddress;
    return null;
  })();
  const disabled = busy || cart.isPending || addresses.isPending || blocker !== null;

  const onPlaceOrder = () => {
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
    placeOrder.mutate(
      { input, idempotencyKey },
      {
        onSuccess: () => navigate('/orderSuccess', { replace: true }),
        onError: (error) => {
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

  const loadError = cart.error ?? addresses.error;

  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {PAGE_TITLES.checkout}
      </h1>

      {loadError && (
        <div
          role="alert"
          className="mt-4 rounded-2xl bg-coral-50 px-4 py-3 text-sm font-semibold text-coral-800"
        >
          {errorText(loadError.message)}{' '}
          <button
            type="button"
            className="underline"
            onClick={() => {
              void cart.refetch();
              void addresses.refetch();
            }}
          >
            {CHECKOUT_TEXT.retry}
          </button>
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="flex flex-col gap-6">
          <AddressSection
            addresses={addressList}
            selectedId={selectedAddressId}
            onSelect={setChosenAddressId}
            onAdd={() => setDialogOpen(true)}
          />
          <PaymentSection value={paymentMethod} onChange={setPaymentMethod} />
        </div>

        <aside aria-labelledby="summary-title" className="card p-5 sm:p-6 lg:sticky lg:top-28">
          <h2 id="summary-title" className="text-lg font-extrabold">
            {CHECKOUT_TEXT.orderSummary}
          </h2>
          {items.length === 0 ? (
            <p className="mt-3 text-sm text-ink-soft">
              {ORDER_MESSAGES.emptyOrder}{' '}
              <Link to="/allProducts" className="font-semibold text-coral-700 underline">
                {CHECKOUT_TEXT.continueShopping}
              </Link>
            </p>
          ) : (
            <ul className="mt-4 flex flex-col gap-3">
              {items.map((line) => (
                <SummaryLine key={`${line.productId._id}-${line.size}`} line={line} />
              ))}
            </ul>
          )}

          <div className="mt-5">
            <label htmlFor="coupon" className="mb-1.5 block text-sm font-semibold">
              {CHECKOUT_TEXT.coupon}
            </label>
            <select
              id="coupon"
              value={couponId}
              onChange={(event) => {
                setCouponId(event.target.value);
                setOrderError(null);
              }}
              disabled={busy || usableCoupons.length === 0}
              className="block min-h-12 w-full rounded-2xl border-2 border-mist bg-white px-4 py-2.5 text-base"
            >
              <option value="">{CHECKOUT_TEXT.noCoupon}</option>
              {usableCoupons.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.code} – {formatRupees(c.discount)} off
                </option>
              ))}
            </select>
          </div>

          <BillLines summary={summary} />

          {orderError && (
            <div role="alert" className="mt-4 rounded-2xl bg-coral-50 px-4 py-3 text-sm text-coral-800">
              <p className="font-semibold">{orderError.message}</p>
              {orderError.fresh && (
                <>
                  <p className="mt-2 font-semibold">{CHECKOUT_TEXT.freshPrices}</p>
                  <BillLines summary={orderError.fresh} compact />
                </>
              )}
            </div>
          )}

          <button
            type="button"
            className="btn-primary mt-5 w-full text-base"
            onClick={onPlaceOrder}
            disabled={disabled}
            aria-busy={busy || undefined}
            aria-describedby={blocker ? 'place-order-hint' : undefined}
          >
            {busy ? CHECKOUT_TEXT.processing : CHECKOUT_TEXT.placeOrder}
          </button>
          {blocker && (
            <p
              id="place-order-hint"
              role="status"
              className="mt-2 text-center text-sm font-medium text-coral-700"
            >
              {blocker}
              {hasProblem && (
                <>
                  {' '}
                  <Link to="/cart" className="underline">
                    {CHECKOUT_TEXT.goToBag}
                  </Link>
                </>
              )}
            </p>
          )}
        </aside>
      </div>

      <AddAddressDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onAdded={(address) => {
          setDialogOpen(false);
          setChosenAddressId(address._id);
        }}
      />
    </section>
  );
}

function AddressSection({
  addresses,
  selectedId,
  onSelect,
  onAdd,
}: {
  addresses: readonly Address[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onAdd: () => void;
}) {
  return (
    <section aria-labelledby="address-title" className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="address-title" className="text-lg font-extrabold">
          {CHECKOUT_TEXT.deliveryAddress}
        </h2>
        <button type="button" className="btn-secondary min-h-10 px-4" onClick={onAdd}>
          {CHECKOUT_TEXT.addAddress}
        </button>
      </div>
      {addresses.length === 0 ? (
        <p className="mt-4 text-sm text-ink-soft">{TEXT.noAddresses}</p>
      ) : (
        <div role="radiogroup" aria-labelledby="address-title" className="mt-4 grid gap-3 sm:grid-cols-2">
          {addresses.map((address) => {
            const checked = address._id === selectedId;
            const noteId = `address-note-${address._id}`;
            return (
              <label
                key={address._id}
                className={`relative flex cursor-pointer gap-3 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-ink ${
                  checked ? 'border-coral-500 bg-coral-50' : 'border-mist bg-white hover:border-coral-200'
                }`}
              >
                <input
                  type="radio"
                  name="address"
                  value={address._id}
                  checked={checked}
                  onChange={() => onSelect(address._id)}
                  aria-describedby={noteId}
                  className="mt-1 size-5 shrink-0 accent-coral-600"
                />
                <span className="min-w-0 text-sm">
                  <span className="block font-bold text-ink">{address.fullName}</span>
                  <span className="block text-ink-soft">
                    {CHECKOUT_TEXT.mobile}: {address.mobileNo}
                  </span>
                  <span className="block break-words text-ink-soft">{address.landmark}</span>
                  <span className="block text-ink-soft">
                    {address.city} – {address.zipCode}
                  </span>
                  <span
                    id={noteId}
                    className={`mt-2 block font-semibold ${address.cod ? 'text-mint-700' : 'text-coral-700'}`}
                  >
                    {address.cod ? TEXT.payOnDelivery : CHECKOUT_TEXT.noCodHere}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      )}
    </section>
  );
}

function PaymentSection({
  value,
  onChange,
}: {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
}) {
  return (
    <section aria-labelledby="payment-title" className="card p-5 sm:p-6">
      <h2 id="payment-title" className="text-lg font-extrabold">
        {CHECKOUT_TEXT.paymentMethod}
      </h2>
      <p id="payment-note" className="mt-1 text-sm text-ink-soft">
        {TEXT.onlyCod}
      </p>
      <div
        role="radiogroup"
        aria-labelledby="payment-title"
        aria-describedby="payment-note"
        className="mt-4 flex flex-col gap-2"
      >
        {PAYMENT_METHODS.map((method) => {
          const selectable = SELECTABLE_PAYMENT_METHODS.includes(method);
          const checked = value === method;
          return (
            <label
              key={method}
              className={`flex items-center gap-3 rounded-2xl border-2 px-4 py-3 text-sm ${
                selectable
                  ? `cursor-pointer ${checked ? 'border-coral-500 bg-coral-50' : 'border-mist bg-white'}`
                  : 'cursor-not-allowed border-dashed border-mist bg-cream text-ink-soft'
              }`}
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={checked}
                disabled={!selectable}
                onChange={() => onChange(method)}
                className="size-5 accent-coral-600"
              />
              <span className="flex-1 font-semibold">{PAYMENT_METHOD_LABELS[method]}</span>
              {selectable ? (
                <CheckCircleIcon className={`size-5 ${checked ? 'text-mint-700' : 'text-transparent'}`} />
              ) : (
                <span className="inline-flex items-center gap-1 text-xs font-semibold">
                  <LockIcon />
                  {CHECKOUT_TEXT.locked}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </section>
  );
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-4"
    >
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

function SummaryLine({ line }: { line: CartLine }) {
  const product = line.productId;
  const image = product.imageSet[0];
  return (
    <li className="flex gap-3">
      <img
        src={image?.src ?? FALLBACK_IMAGE}
        width={48}
        height={60}
        alt=""
        loading="lazy"
        decoding="async"
        className="h-15 w-12 shrink-0 rounded-xl bg-coral-50 object-cover"
      />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-semibold leading-snug">{product.name}</p>
        <p className="text-ink-soft">
          {CHECKOUT_TEXT.size}: {line.size} · {CHECKOUT_TEXT.quantity}: {line.quantity}
        </p>
        {line.problem && <p className="font-semibold text-coral-700">{line.problem}</p>}
      </div>
      <p className="shrink-0 text-sm font-bold">{formatRupees(product.discountPrice * line.quantity)}</p>
    </li>
  );
}

/** '−₹100.00' for an amount taken off; plain '₹0.00' when nothing is. */
function minus(rupees: number): string {
  return rupees > 0 ? `−${formatRupees(rupees)}` : formatRupees(0);
}

function BillLines({ summary, compact = false }: { summary: PricingSummary; compact?: boolean }) {
  const rows: [string, string][] = [
    [CHECKOUT_TEXT.totalMRP, formatRupees(summary.totalMRP)],
    [CHECKOUT_TEXT.discount, minus(summary.totalDiscount)],
    [CHECKOUT_TEXT.platformFee, formatRupees(summary.platformFee)],
    [CHECKOUT_TEXT.couponDiscount, minus(summary.couponDiscount)],
  ];
  return (
    <dl className={`${compact ? 'mt-2' : 'mt-5 border-t border-line pt-4'} flex flex-col gap-2 text-sm`}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-ink-soft">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-line pt-3 text-base">
        <dt className="font-extrabold">{CHECKOUT_TEXT.total}</dt>
        <dd className="font-extrabold">{formatRupees(summary.finalAmount)}</dd>
      </div>
    </dl>
  );
}
