import { useMemo, useState, type FormEvent } from 'react';
import { COURIERS, courierDisplayName, type Courier } from '../../../contract/couriers';
import { formatShortDate, istDayKey } from '../../../contract/dates';
import { PAYMENT_ADMIN_TEXT, PAYMENT_FALLBACK } from '../../../contract/messages';
import { formatRupees, paiseToRupees, rupeesToPaise } from '../../../contract/money';
import { shortOrderId } from '../../../contract/order-texts';
import {
  CASH_AGE_BANDS,
  type CashOrder,
  type CashWithCourier,
  type Remittance,
} from '../../../contract/remittances';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Loading } from '../../components/loading';
import { useMessages } from '../../components/messages/use-messages';
import { TextField } from '../../components/text-field';
import { messageOf } from '../../lib/api-client';
import { AdminScreen } from './admin-screen';
import { useCash, useRecordRemittance } from './api/payments';
import { FILTER_CONTROL } from './list-filters';
import { ErrorText, StatusText } from './query-state';

// The cash still with couriers (delivered cash-on-delivery orders no remittance covers yet), by courier and by days
// since delivery, and the form that records a courier's remittance for the orders chosen
// (docs/decisions/0055-payment-status-and-cod-remittances.md).

const courierLabel = (courier: Courier | null) =>
  courier ? courierDisplayName(courier, PAYMENT_ADMIN_TEXT.otherCourier) : PAYMENT_ADMIN_TEXT.noCourier;

export default function AdminCashPage() {
  const cash = useCash();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const choose = (ids: string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <AdminScreen title={PAYMENT_ADMIN_TEXT.cashTitle}>
      <p className="-mt-3 mb-5 text-sm text-ink-soft">{PAYMENT_ADMIN_TEXT.cashIntro}</p>
      {cash.isPending ? (
        <Loading />
      ) : cash.isError ? (
        <ErrorText message={messageOf(cash.error, PAYMENT_FALLBACK.cash)} />
      ) : (
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <div className="grid min-w-0 grid-cols-1 gap-5">
            <p className="card flex items-center justify-between p-4 font-bold" data-testid="cash-total">
              <span>{PAYMENT_ADMIN_TEXT.cashTotal}</span>
              <span>{formatRupees(cash.data.cash.total)}</span>
            </p>
            {cash.data.cash.couriers.length === 0 ? (
              <StatusText>{PAYMENT_ADMIN_TEXT.noCash}</StatusText>
            ) : (
              cash.data.cash.couriers.map((group) => (
                <CourierCash key={group.courier ?? 'none'} group={group} chosen={chosen} onChoose={choose} />
              ))
            )}
          </div>
          <RemittanceForm
            orders={cash.data.cash.couriers.flatMap((group) =>
              group.orders.map((order) => ({ ...order, courier: group.courier })),
            )}
            chosen={chosen}
            onRecorded={() => setChosen(new Set())}
          />
          <RecordedRemittances remittances={cash.data.remittances} />
        </div>
      )}
    </AdminScreen>
  );
}

function CourierCash({
  group,
  chosen,
  onChoose,
}: {
  group: CashWithCourier;
  chosen: ReadonlySet<string>;
  onChoose: (ids: string[], on: boolean) => void;
}) {
  const name = courierLabel(group.courier);
  const ids = group.orders.map((order) => order._id);
  const allChosen = ids.every((id) => chosen.has(id));
  return (
    <section className="card grid min-w-0 grid-cols-1 gap-4 p-4 sm:p-5" aria-label={name}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">{name}</h2>
        <p className="font-bold">{formatRupees(group.total)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CASH_AGE_BANDS.map((band) => (
          <div
            key={band}
            className={`rounded-2xl px-3 py-2 ${band === '30+' && group.byAge[band] > 0 ? 'bg-coral-50' : 'bg-cream'}`}
          >
            <dt className="text-xs font-semibold text-ink-soft">{PAYMENT_ADMIN_TEXT.days(band)}</dt>
            <dd className="font-bold">{formatRupees(group.byAge[band])}</dd>
          </div>
        ))}
      </dl>
      <label className="inline-flex min-h-11 items-center gap-3 text-sm font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-lilac-600"
          checked={allChosen}
          onChange={(event) => onChoose(ids, event.target.checked)}
        />
        {PAYMENT_ADMIN_TEXT.selectAll(name)}
      </label>
      <ul className="grid grid-cols-1 divide-y divide-line">
        {group.orders.map((order) => (
          <CashOrderRow
            key={order._id}
            order={order}
            checked={chosen.has(order._id)}
            onChange={(on) => onChoose([order._id], on)}
          />
        ))}
      </ul>
    </section>
  );
}

function CashOrderRow({
  order,
  checked,
  onChange,
}: {
  order: CashOrder;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const shortId = shortOrderId(order._id);
  return (
    <li className="flex items-center gap-3 py-2">
      <label className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-lilac-600"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-label={PAYMENT_ADMIN_TEXT.select(shortId)}
        />
      </label>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-mono font-bold">#{shortId}</p>
        <p className="break-words text-ink-soft">
          {order.customerName}
          {order.deliveredAt && ` · ${formatShortDate(order.deliveredAt)}`} ·{' '}
          {PAYMENT_ADMIN_TEXT.deliveredDaysAgo(order.ageDays)}
        </p>
      </div>
      <p className="shrink-0 font-bold">{formatRupees(order.amount)}</p>
    </li>
  );
}

function RemittanceForm({
  orders,
  chosen,
  onRecorded,
}: {
  orders: Array<CashOrder & { courier: Courier | null }>;
  chosen: ReadonlySet<string>;
  onRecorded: () => void;
}) {
  const selected = useMemo(() => orders.filter((order) => chosen.has(order._id)), [orders, chosen]);
  const selectedTotal = paiseToRupees(selected.reduce((sum, order) => sum + rupeesToPaise(order.amount), 0));
  const selectedCourier = selected.find((order) => order.courier)?.courier ?? '';
  const [courier, setCourier] = useState('');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(() => istDayKey(new Date()));
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const record = useRecordRemittance();
  const { showSuccess } = useMessages();
  const chosenCourier = courier || selectedCourier;
  const amountValue = amount === '' ? selectedTotal : Number(amount);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (selected.length === 0) return setError(PAYMENT_ADMIN_TEXT.chooseOrders);
    if (!chosenCourier) return setError(PAYMENT_ADMIN_TEXT.chooseCourier);
    setError(null);
    setConfirming(true);
  };
  const send = () =>
    record.mutate(
      {
        courier: chosenCourier as Courier,
        amount: amountValue,
        date,
        reference: reference.trim(),
        orderIds: selected.map((order) => order._id),
      },
      {
        onSuccess: ({ message }) => {
          setConfirming(false);
          setAmount('');
          setReference('');
          setCourier('');
          onRecorded();
          showSuccess(message);
        },
        onError: (failure) => {
          setConfirming(false);
          setError(failure.message);
        },
      },
    );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="record-remittance-title"
      className="card grid min-w-0 grid-cols-1 gap-4 p-4 sm:p-5 lg:sticky lg:top-24 lg:row-span-2"
    >
      <h2 id="record-remittance-title" className="text-lg font-bold">
        {PAYMENT_ADMIN_TEXT.recordTitle}
      </h2>
      <p className="rounded-2xl bg-cream px-3 py-2 text-sm font-semibold" aria-live="polite">
        {PAYMENT_ADMIN_TEXT.selected(selected.length, formatRupees(selectedTotal))}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor="remittance-courier" className="text-sm font-semibold">
          {PAYMENT_ADMIN_TEXT.courier}
        </label>
        <select
          id="remittance-courier"
          value={chosenCourier}
          onChange={(event) => setCourier(event.target.value)}
          className={FILTER_CONTROL}
        >
          <option value="">{PAYMENT_ADMIN_TEXT.chooseCourier}</option>
          {COURIERS.map((option) => (
            <option key={option} value={option}>
              {courierLabel(option)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={PAYMENT_ADMIN_TEXT.amount}
        name="amount"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        value={amount === '' ? String(selectedTotal || '') : amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={PAYMENT_ADMIN_TEXT.date}
        name="date"
        type="date"
        value={date}
        max={istDayKey(new Date())}
        onChange={(event) => setDate(event.target.value)}
      />
      <TextField
        label={PAYMENT_ADMIN_TEXT.reference}
        name="reference"
        maxLength={60}
        autoComplete="off"
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      {error && (
        <p role="alert" className="font-semibold text-coral-700">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={record.isPending}>
        {record.isPending ? PAYMENT_ADMIN_TEXT.recording : PAYMENT_ADMIN_TEXT.record}
      </button>
      <ConfirmDialog
        open={confirming}
        title={PAYMENT_ADMIN_TEXT.confirmRecordTitle}
        message={PAYMENT_ADMIN_TEXT.confirmRecordText(selected.length, formatRupees(amountValue))}
        confirmLabel={PAYMENT_ADMIN_TEXT.record}
        cancelLabel={PAYMENT_ADMIN_TEXT.cancel}
        tone="default"
        busy={record.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
      />
    </form>
  );
}

function RecordedRemittances({ remittances }: { remittances: Remittance[] }) {
  return (
    <section className="card grid min-w-0 grid-cols-1 gap-3 p-4 sm:p-5" aria-labelledby="remittances-title">
      <h2 id="remittances-title" className="text-lg font-bold">
        {PAYMENT_ADMIN_TEXT.remittancesTitle}
      </h2>
      {remittances.length === 0 ? (
        <p className="text-sm text-ink-soft">{PAYMENT_ADMIN_TEXT.noRemittances}</p>
      ) : (
        <ul className="grid grid-cols-1 divide-y divide-line text-sm">
          {remittances.map((remittance) => (
            <li key={remittance._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className="font-bold break-all">{remittance.reference}</p>
                <p className="text-ink-soft">
                  {courierLabel(remittance.courier)} · {formatShortDate(`${remittance.date}T12:00:00+05:30`)}{' '}
                  · {PAYMENT_ADMIN_TEXT.orders}: {remittance.orderIds.length}
                </p>
              </div>
              <p className="font-bold">{formatRupees(remittance.amount)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
