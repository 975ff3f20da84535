import { useState } from 'react';
import type { ConfirmOrdersResult } from '../../../contract/order-batches';
import { shortOrderId } from '../../../contract/order-texts';
import { CATALOG_TEXT, CHECKOUT_TEXT } from '../../../contract/messages';
import { ORDER_BATCH_TEXT } from '../../../contract/messages/back-office';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DialogShell } from '../../components/dialog-shell';
import { useMessages } from '../../components/messages/use-messages';
import { messageOf } from '../../lib/api-client';
import { useConfirmOrders, usePrintLabels } from './api/order-batches';
import { SelectPageBox } from './order-selection';

interface OrderBulkActionsProps {
  /** The ids chosen, in the order of the list. */
  chosen: string[];
  /** How many orders the page shows. */
  total: number;
  onSelectPage: (all: boolean) => void;
  /** Chooses exactly these orders (none to clear the choice). */
  onChoose: (orderIds: string[]) => void;
}

/** What a bulk confirmation did, order by order, until the admin closes it. */
function ConfirmResult({ result, onClose }: { result: ConfirmOrdersResult | null; onClose: () => void }) {
  return (
    <DialogShell
      open={result !== null}
      title={ORDER_BATCH_TEXT.resultTitle}
      onClose={onClose}
      placement="center"
      footer={
        <button type="button" className="btn-primary w-full sm:w-auto" onClick={onClose}>
          {CATALOG_TEXT.close}
        </button>
      }
    >
      {result && (
        <div className="grid gap-4 text-sm">
          <p role="status" className="font-semibold">
            {result.message}
          </p>
          {result.confirmed.length > 0 && (
            <section aria-label={ORDER_BATCH_TEXT.confirmedHeading}>
              <h3 className="font-bold">{ORDER_BATCH_TEXT.confirmedHeading}</h3>
              <ul className="mt-1 flex flex-wrap gap-2 font-mono">
                {result.confirmed.map((id) => (
                  <li key={id} className="rounded-full bg-lilac-50 px-3 py-1">
                    #{shortOrderId(id)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {result.notConfirmed.length > 0 && (
            <section aria-label={ORDER_BATCH_TEXT.notConfirmedHeading}>
              <h3 className="font-bold">{ORDER_BATCH_TEXT.notConfirmedHeading}</h3>
              <ul className="mt-1 grid gap-1">
                {result.notConfirmed.map(({ orderId, message }) => (
                  <li key={orderId}>
                    <span className="font-mono font-semibold">#{shortOrderId(orderId)}</span>: {message}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </DialogShell>
  );
}

/**
 * The bar above the orders list: choose the whole page, then confirm the chosen orders (after a question, with a
 * report of what could not be moved; the confirmed ones stay chosen) or print their labels and packing slips as one
 * PDF.
 */
export function OrderBulkActions({ chosen, total, onSelectPage, onChoose }: OrderBulkActionsProps) {
  const confirm = useConfirmOrders();
  const print = usePrintLabels();
  const { showSuccess, showError } = useMessages();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<ConfirmOrdersResult | null>(null);
  const none = chosen.length === 0;

  const confirmChosen = () =>
    confirm.mutate(chosen, {
      onSuccess: (answer) => {
        setResult(answer);
        // The orders just confirmed stay chosen: printing their labels is the next step.
        onChoose(answer.confirmed);
      },
      onError: (error) => showError(messageOf(error, ORDER_BATCH_TEXT.confirmFailed)),
      onSettled: () => setAsking(false),
    });

  const printChosen = () =>
    print.mutate(chosen, {
      onSuccess: () => showSuccess(ORDER_BATCH_TEXT.labelsReady),
      onError: (error) => showError(messageOf(error, ORDER_BATCH_TEXT.labelsFailed)),
    });

  return (
    <div
      role="group"
      aria-label={ORDER_BATCH_TEXT.actions}
      className="card mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2"
    >
      <SelectPageBox chosen={chosen.length} total={total} onChange={onSelectPage} />
      <div className="mr-auto flex items-center gap-2 text-sm text-ink-soft">
        <span aria-live="polite">{ORDER_BATCH_TEXT.selected(chosen.length)}</span>
        {!none && (
          <button
            type="button"
            className="min-h-11 px-2 font-semibold text-ink underline underline-offset-2"
            onClick={() => onChoose([])}
          >
            {ORDER_BATCH_TEXT.clearSelection}
          </button>
        )}
      </div>
      <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
        <button
          type="button"
          className="btn-secondary min-h-11 px-4"
          disabled={none || confirm.isPending}
          onClick={() => setAsking(true)}
        >
          {confirm.isPending ? ORDER_BATCH_TEXT.confirming : ORDER_BATCH_TEXT.confirm}
        </button>
        <button
          type="button"
          className="btn-primary min-h-11 px-4"
          disabled={none || print.isPending}
          onClick={printChosen}
        >
          {print.isPending ? ORDER_BATCH_TEXT.printingLabels : ORDER_BATCH_TEXT.printLabels}
        </button>
      </div>
      <ConfirmDialog
        open={asking}
        title={ORDER_BATCH_TEXT.confirmTitle(chosen.length)}
        message={ORDER_BATCH_TEXT.confirmMessage}
        confirmLabel={ORDER_BATCH_TEXT.confirmYes}
        cancelLabel={CHECKOUT_TEXT.cancel}
        onConfirm={confirmChosen}
        onCancel={() => setAsking(false)}
        busy={confirm.isPending}
        tone="default"
      />
      <ConfirmResult result={result} onClose={() => setResult(null)} />
    </div>
  );
}
