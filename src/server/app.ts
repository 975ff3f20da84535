import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { API_ERROR } from '../contract/messages';
import { openCatalogCache, type CatalogCache } from './cache';
import { createUrlKeys, type UrlKeys } from './cache/http';
import type { Config } from './config';
import { onCatalogCommitted } from './db/catalog-change';
import type { Database } from './db/client';
import { notFound } from './http-error';
import type { Mailer } from './mail/mailer';
import { adminUserRoutes } from './modules/auth/admin-users.routes';
import { authRoutes, sessionRoutes } from './modules/auth/auth.routes';
import { mediaRoutes } from './images/media.routes';
import { adminProductRoutes } from './modules/catalog/admin-products.routes';
import { productCsvRoutes } from './modules/catalog/product-csv.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { registerProductListPageHead, registerProductPageHead } from './modules/catalog/product-page-head';
import { registerSitemap } from './modules/catalog/sitemap';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { cartRoutes, guestCartRoutes } from './modules/cart/cart.routes';
import { deliveryRoutes } from './modules/delivery/delivery.routes';
import { adminCouponRoutes, couponRoutes } from './modules/coupons/coupons.routes';
import { healthRoutes } from './modules/health/health.routes';
import { adminCreditNoteRoutes, creditNoteRoutes } from './modules/credit-notes/credit-notes.routes';
import { adminInvoiceRoutes, invoiceRoutes } from './modules/invoices/invoices.routes';
import { adminOrderRoutes } from './modules/orders/admin-orders.routes';
import { adminOrderBatchRoutes } from './modules/orders/admin-order-batches.routes';
import { catalogEventHandlers, invalidateCatalog } from './modules/catalog/catalog-events';
import { lowStockDigestHandlers } from './modules/stock-alerts/low-stock-digest';
import { orderEventHandlers } from './modules/orders/order-events';
import { orderRoutes } from './modules/orders/orders.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes';
import { returnEventHandlers } from './modules/returns/return-events';
import { adminReturnRoutes, returnRoutes } from './modules/returns/returns.routes';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes';
import { createOutboxWorker, type OutboxWorker } from './outbox/worker';
import { adminPaymentRoutes, paymentMethodRoutes, upiRoutes } from './modules/payments/payments.routes';
import { registerApiDocsPage, registerOpenApi } from './plugins/api-docs';
import { registerErrorHandler } from './plugins/error-handler';
import { OneLineRequestLog } from './plugins/one-line-request-log';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerSpa } from './plugins/spa';

/** Everything the app needs from outside; tests pass their own. */
interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  redis?: Redis | undefined;
  /** The current time; tests move it to check expiry rules. */
  now: () => Date;
}

export interface BuildAppOptions {
  /** A pino logger; tests run without one. */
  logger?: FastifyBaseLogger;
  /** Serve the built web app (production); tests of the API leave it off. */
  serveWeb?: boolean;
  /** Where the built web app is; defaults to dist/web. */
  webDist?: string;
}

const JSON_BODY_LIMIT = 100 * 1024;

/** A request's id: the proxy's X-Request-Id when it is a sane one, else a new one. */
function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const catalogCache = await openCatalogCache(deps, options.logger);
  const catalogUrlKeys = createUrlKeys();
  const app = Fastify({
    ...(options.logger
      ? {
          loggerInstance: options.logger,
          logController: new OneLineRequestLog(),
        }
      : { logger: false }),
    genReqId: requestId,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy:
      typeof deps.config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(deps.config.trustProxy)
        : deps.config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorate('catalogCache', catalogCache);
  app.decorate('catalogUrlKeys', catalogUrlKeys);
  // Side effects of committed changes, delivered by the outbox worker
  // (docs/decisions/0022-orders-transactions-stock-outbox.md).
  const outbox = createOutboxWorker({
    db: deps.database.db,
    now: deps.now,
    logger: options.logger,
    mailConcurrency: deps.config.outboxMailConcurrency,
    handlers: [
      ...catalogEventHandlers({ db: deps.database.db, catalogCache }),
      ...lowStockDigestHandlers({
        db: deps.database.db,
        mailer: deps.mailer,
        threshold: deps.config.lowStockThreshold,
        publicUrl: deps.config.publicUrl,
      }),
      ...orderEventHandlers({ db: deps.database.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
      ...returnEventHandlers({ db: deps.database.db, mailer: deps.mailer, publicUrl: deps.config.publicUrl }),
    ],
  });
  app.decorate('outbox', outbox);
  // Read your writes: a committed change of the catalog drops this instance's caches before its answer is sent.
  const stopHearingCommits = onCatalogCommitted(deps.database.db, () => {
    void invalidateCatalog({ db: deps.database.db, catalogCache });
  });
  app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => {
    stopHearingCommits();
    await outbox.stop();
    await catalogCache.close();
  });
  // Every route with its schemas, so tests can walk the whole API (a new route cannot escape them).
  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        routeTable.push({ method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  // Before the rate limit and the routes: it documents every route registered after it.
  await registerOpenApi(app, deps.config.publicUrl);
  await registerSecurity(app, deps.config);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  registerSession(app);
  await registerRateLimit(app, deps.redis);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(sessionRoutes);
      await api.register(catalogRoutes);
      await api.register(guestCartRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(addressRoutes);
      await api.register(deliveryRoutes);
      await api.register(couponRoutes);
      await api.register(adminCouponRoutes);
      await api.register(orderRoutes);
      await api.register(invoiceRoutes);
      await api.register(adminInvoiceRoutes);
      await api.register(creditNoteRoutes);
      await api.register(adminCreditNoteRoutes);
      await api.register(returnRoutes);
      await api.register(adminReturnRoutes);
      await api.register(adminUserRoutes);
      await api.register(adminOrderRoutes);
      await api.register(adminOrderBatchRoutes);
      await api.register(paymentMethodRoutes);
      await api.register(upiRoutes);
      await api.register(adminPaymentRoutes);
      await api.register(adminProductRoutes);
      await api.register(productCsvRoutes);
      await api.register(stockAlertRoutes);
      await api.register(reportRoutes);
      await api.register(auditRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
  await registerApiDocsPage(app);
  await registerSitemap(app);

  if (options.serveWeb) await registerSpa(app, options.webDist);
  else {
    app.setNotFoundHandler((request) => {
      throw notFound(request.url.startsWith('/api') ? API_ERROR.routeNotFound : API_ERROR.notFound);
    });
  }
  if (options.serveWeb) {
    await registerProductPageHead(app);
    await registerProductListPageHead(app);
  }
  return app;
}

interface RegisteredRoute {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    routeTable: RegisteredRoute[];
    /** Hot catalog reads; invalidate it after any change to products, prices or stock. */
    catalogCache: CatalogCache;
    /** Which catalog cache entry each URL was answered from: the catalog routes' fast path and the landing pages' first data. */
    catalogUrlKeys: UrlKeys;
    /** Delivers the side effects of committed changes; tests call drain() to wait for them. */
    outbox: OutboxWorker;
  }
}
