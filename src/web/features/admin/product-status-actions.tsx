import { useState } from 'react';
import { Link } from 'react-router';
import { FALLBACK } from '../../../contract/messages';
import { ADMIN_TEXT, PRODUCT_STATUS_MESSAGES } from '../../../contract/messages/admin';
import {
  nextProductStatuses,
  PRODUCT_STATUS_ACTIONS,
  type ProductStatus,
} from '../../../contract/product-status';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useMessages } from '../../components/messages/use-messages';
import { messageOf } from '../../lib/api-client';
import type { AdminProduct } from './admin-product';
import { useDeleteProduct, useMoveProductStatus } from './api/products';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

/** A step that asks first: archiving takes the product off sale for good (only back to draft brings it back). */
type Pending = { kind: 'move'; to: ProductStatus } | { kind: 'delete' };

const ACTION = 'btn-secondary min-h-9 px-3 text-sm whitespace-nowrap';

/**
 * The products list's actions on one product's life: the moves its status allows (src/contract/product-status.ts),
 * delete with a confirmation (a product with orders is refused by the shop: archive it), and the preview.
 */
export function ProductStatusActions({ product }: { product: AdminProduct }) {
  const move = useMoveProductStatus(product._id);
  const remove = useDeleteProduct(product._id);
  const { showSuccess, showError } = useMessages();
  const [pending, setPending] = useState<Pending | null>(null);
  const busy = move.isPending || remove.isPending;

  const moveTo = async (to: ProductStatus) => {
    try {
      showSuccess((await move.mutateAsync(to)).message);
    } catch (error) {
      showError(messageOf(error, FALLBACK.productStatusFailed));
    }
  };
  const confirm = async () => {
    const asked = pending;
    setPending(null);
    if (asked?.kind === 'move') return moveTo(asked.to);
    try {
      showSuccess((await remove.mutateAsync()).message);
    } catch (error) {
      showError(messageOf(error, FALLBACK.productDeleteFailed));
    }
  };

  return (
    <div
      role="group"
      aria-label={ADMIN_TEXT.statusActionsOf(product.name)}
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
    >
      {nextProductStatuses(product.status).map((to) => (
        <button
          key={to}
          type="button"
          className={ACTION}
          disabled={busy}
          aria-label={`${PRODUCT_STATUS_ACTIONS[to]} ${product.name}`}
          onClick={() => (to === 'archived' ? setPending({ kind: 'move', to }) : void moveTo(to))}
        >
          {PRODUCT_STATUS_ACTIONS[to]}
        </button>
      ))}
      <Link
        to={STOREFRONT_PATHS.product(product._id)}
        className={ACTION}
        aria-label={ADMIN_TEXT.previewOf(product.name)}
      >
        {ADMIN_TEXT.preview}
      </Link>
      <button
        type="button"
        className={`${ACTION} text-coral-700`}
        disabled={busy}
        aria-label={`${PRODUCT_STATUS_MESSAGES.delete} ${product.name}`}
        onClick={() => setPending({ kind: 'delete' })}
      >
        {PRODUCT_STATUS_MESSAGES.delete}
      </button>
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'delete'
            ? `${PRODUCT_STATUS_MESSAGES.delete} ${product.name}?`
            : `${PRODUCT_STATUS_MESSAGES.archive} ${product.name}?`
        }
        message={
          pending?.kind === 'delete'
            ? PRODUCT_STATUS_MESSAGES.confirmDelete
            : PRODUCT_STATUS_MESSAGES.confirmArchive
        }
        confirmLabel={
          pending?.kind === 'delete' ? PRODUCT_STATUS_MESSAGES.delete : PRODUCT_STATUS_MESSAGES.archive
        }
        cancelLabel={ADMIN_TEXT.cancel}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
        busy={busy}
      />
    </div>
  );
}
