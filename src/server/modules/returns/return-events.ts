import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { handler, type OutboxHandler } from '../../outbox/worker';
import { returnStepMail } from './return-mail';
import { returnViews } from './returns.service';
import { absoluteUrl } from '../../shop-links';
import { STOREFRONT_PATHS } from '../../../contract/storefront-paths';

// What happens after a return's step has committed, delivered by the outbox worker (src/server/outbox): the
// shopper's mail for that step, with a link to "My returns".

interface ReturnEventDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

export function returnEventHandlers(deps: ReturnEventDeps): OutboxHandler[] {
  const { db, mailer, publicUrl } = deps;
  return [
    handler({
      event: 'return.status-changed',
      name: 'step-mail',
      mail: true,
      inOrderOf: ({ returnId }) => `return:${returnId}`,
      async handle({ returnId, to, note }) {
        const [request] = await returnViews(db, [returnId]);
        if (!request) return;
        const [order] = await db
          .select({ email: orders.customerEmail, language: users.language })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.id, request.orderId));
        // A deleted account gets no more mail (the join to its user finds no row).
        if (!order) return;
        const returnsUrl = absoluteUrl(publicUrl, STOREFRONT_PATHS.returns);
        await mailer.send(
          returnStepMail(order.email, request, { status: to, note }, returnsUrl, order.language),
        );
      },
    }),
  ];
}
