import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { handler, type OutboxHandler } from '../../outbox/worker';
import { returnStepMail } from './return-mail';
import { returnViews } from './returns.service';
import { absoluteUrl } from '../../shop-links';

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
      async handle({ returnId, to, note }) {
        const [request] = await returnViews(db, [returnId]);
        if (!request) return;
        const [order] = await db
          .select({ email: orders.customerEmail, userId: orders.userId })
          .from(orders)
          .where(eq(orders.id, request.orderId));
        // A deleted account gets no more mail.
        if (!order?.userId) return;
        await mailer.send(
          returnStepMail(order.email, request, { status: to, note }, absoluteUrl(publicUrl, '/returns')),
        );
      },
    }),
  ];
}
