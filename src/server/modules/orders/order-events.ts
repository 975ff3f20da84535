import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { handler, type OutboxHandler } from '../../outbox/worker';
import { absoluteUrl } from '../../shop-links';
import { isMailedStatus, orderConfirmationMail, orderStatusMail } from './order-mail';
import { sortItems, toOrderView } from './order-view';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

// What happens after an order's change has committed, delivered by the outbox worker (src/server/outbox): the
// shopper's mail. The catalog caches are dropped at the commit (db/catalog-change.ts), and again by the catalog's
// handlers of the same events (catalog-events.ts), which never wait for this mail.

interface OrderEventDeps {
  db: Db;
  mailer: Mailer;
  /** The shop's address when the mail is made (not when the order was placed): its links and pictures use it. */
  publicUrl: string;
}

/** An order's mails (its confirmation, then each status) go out in the order of their events. */
const aboutTheOrder = ({ orderId }: { orderId: string }) => `order:${orderId}`;

export function orderEventHandlers(deps: OrderEventDeps): OutboxHandler[] {
  const { db, mailer, publicUrl } = deps;

  // One query, prepared once (db/prepared.ts): a confirmation mail goes out for every order under checkout load.
  const orderWithItems = db
    .select({ order: orders, item: orderItems, language: users.language })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_for_mail');

  /** The order as the shopper sees it, where their mail goes, and the language their account reads now. */
  async function loadOrder(orderId: string) {
    const rows = await orderWithItems.execute({ orderId });
    // A deleted account gets no more mail (the join to its user finds no rows).
    const [first] = rows;
    if (!first) return undefined;
    const row = first.order;
    const order = toOrderView(row, sortItems(rows.map(({ item }) => item)), publicUrl);
    const url = absoluteUrl(publicUrl, STOREFRONT_PATHS.order(row.id));
    return { order, email: row.customerEmail, url, language: first.language };
  }

  return [
    handler({
      event: 'order.placed',
      name: 'confirmation-mail',
      mail: true,
      inOrderOf: aboutTheOrder,
      async handle({ orderId }) {
        const found = await loadOrder(orderId);
        if (found)
          await mailer.send(orderConfirmationMail(found.email, found.order, found.url, found.language));
      },
    }),
    handler({
      event: 'order.status-changed',
      name: 'status-mail',
      mail: true,
      inOrderOf: aboutTheOrder,
      async handle({ orderId, to, actor }) {
        if (!isMailedStatus(to)) return;
        const found = await loadOrder(orderId);
        if (!found) return;
        const byShop = actor.kind !== 'shopper';
        const invoiceUrl = absoluteUrl(publicUrl, `/api/user/orders/${orderId}/invoice`);
        await mailer.send(
          orderStatusMail(found.email, found.order, to, found.url, byShop, found.language, invoiceUrl),
        );
      },
    }),
  ];
}
