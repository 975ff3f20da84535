import { and, count, eq } from 'drizzle-orm';
import { PRODUCT_STATUS_MESSAGES } from '../../../contract/messages/admin';
import {
  illegalProductMove,
  missingToPublish,
  PRODUCT_MOVES,
  type ProductStatus,
} from '../../../contract/product-status';
import type { AdminActor } from '../../actor';
import type { DbOrTx } from '../../db/client';
import { productImages, productSizes, products } from '../../db/schema';
import { unprocessable } from '../../http-error';
import { emitEvent } from '../../outbox/outbox';
import { defineStatusMachine } from '../../status-machine/status-machine';
import { recordAudit } from '../audit/audit.service';

// A product's life moves through this machine (src/contract/product-status.ts): publishing is refused with what the
// product still lacks, and every move is audited and drops the storefront's caches (the catalog.changed event marks
// the transaction; read-your-writes, docs/decisions/0046-read-your-writes-after-commit.md) in the same transaction.

interface ProductSubject {
  id: string;
}

interface ProductMoveContext {
  by: AdminActor;
  now: Date;
}

/** What the product lacks to be published, read inside the caller's transaction. */
export async function missingToPublishNow(tx: DbOrTx, productId: string): Promise<string[]> {
  // One after another: a transaction's statements never run together (docs/architecture.md, section 4).
  const [row] = await tx
    .select({ description: products.description })
    .from(products)
    .where(eq(products.id, productId));
  const [pictures] = await tx
    .select({ n: count() })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const sizes = await tx
    .select({ stock: productSizes.stock })
    .from(productSizes)
    .where(eq(productSizes.productId, productId));
  return missingToPublish({
    pictures: pictures?.n ?? 0,
    description: row?.description ?? '',
    stocks: sizes.map((size) => size.stock),
  });
}

export const productStatusMachine = defineStatusMachine<
  ProductStatus,
  ProductSubject,
  ProductMoveContext,
  { id: string; status: ProductStatus }
>({
  moves: () => PRODUCT_MOVES,
  illegalMove: illegalProductMove,
  guards: [
    async ({ tx, subject, to }) => {
      if (to !== 'active') return;
      const missing = await missingToPublishNow(tx, subject.id);
      if (missing.length > 0) throw unprocessable(PRODUCT_STATUS_MESSAGES.cannotPublish(missing));
    },
  ],
  update: async ({ tx, subject, from, to, context }) => {
    const [moved] = await tx
      .update(products)
      .set({ status: to, updatedAt: context.now })
      .where(and(eq(products.id, subject.id), eq(products.status, from)))
      .returning({ id: products.id, status: products.status });
    return moved;
  },
  onEveryMove: [
    async ({ tx, subject, from, to, context }) => {
      await recordAudit(tx, context.by, {
        action: 'product.status',
        targetId: subject.id,
        before: { status: from },
        after: { status: to },
      });
      await emitEvent(tx, { type: 'catalog.changed', payload: { productId: subject.id } });
    },
  ],
});
