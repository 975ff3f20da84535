import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR } from '../../contract/messages';
import type { Config } from '../config';
import { forbidden } from '../http-error';
import { isApiRoute } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes state (the original client's `GET /user/logout`): refused from other sites like a POST. */
    stateChanging?: boolean;
    /** An API route that answers a document a browser shows (the API reference, an invoice PDF), not JSON. */
    document?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Helmet's headers, worked out once. (Helmet is written as middleware; the Fastify adapter builds that middleware
 * again, CSP parsing and all, on every request, which cost a fifth of the time of a cached catalog answer.)
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * The headers of a JSON answer of the API. A browser never renders one, so the headers that govern a page (COOP,
 * Origin-Agent-Cluster, DNS prefetch, Referrer-Policy, the old IE and Flash switches) do nothing there; what does
 * is kept: no MIME sniffing, no reading by other sites' pages (CORP), no framing, and a CSP that allows nothing at
 * all should one be opened as a page. Half the headers of the storefront's hottest answers: each header costs its
 * share of a cached catalog read (bench/README.md).
 */
function apiAnswerHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const hsts = documentHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': hsts } : {}),
  };
}

interface ShopSecurityHeaders {
  /** Pages and documents: a strict Content-Security-Policy and Helmet's other headers. */
  document: Record<string, string>;
  /** The API's JSON answers (apiAnswerHeaders). */
  api: Record<string, string>;
}

function shopSecurityHeaders(config: Config): ShopSecurityHeaders {
  const document = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.env === 'production' && config.publicUrl.startsWith('https://')
          ? { upgradeInsecureRequests: [] }
          : {}),
      },
    },
    // The shop embeds no cross-origin resources, so these stricter defaults cost nothing.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https://'),
  });
  return { document, api: apiAnswerHeaders(document) };
}

/** The security headers on every answer, and refusal of cross-site state changes. */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = shopSecurityHeaders(config);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(
      isApiRoute(request) && !request.routeOptions.config.document ? headers.api : headers.document,
    );
  });

  const trustedOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    // Decided on the route Fastify matched: a percent-encoded path reaches the same route and the same check.
    if (!isApiRoute(request)) return;
    const refused = STATE_CHANGING.has(request.method)
      ? foreignWrite(request, trustedOrigin)
      : request.routeOptions.config.stateChanging === true && foreignNavigation(request, trustedOrigin);
    if (refused) throw forbidden(API_ERROR.foreignOrigin);
  });
}

/** A POST/PUT/PATCH/DELETE from another site's page. */
function foreignWrite(request: FastifyRequest, trustedOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  // Browsers always send Origin on cross-site POST/PUT/DELETE; a request without one is not a browser's.
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== trustedOrigin;
}

/**
 * A state-changing GET reached from another site: a link, a redirect or an image there. Browsers say where a
 * request comes from in Sec-Fetch-Site (`none` is the address bar or a bookmark); older ones send a Referer.
 * A client that sends neither (curl, an app) holds no cookie another site could use.
 */
function foreignNavigation(request: FastifyRequest, trustedOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin' && site !== 'none';
  const referer = request.headers.referer;
  if (referer === undefined) return false;
  const from = URL.canParse(referer) ? new URL(referer).origin : 'null';
  return from !== `${request.protocol}://${request.host}` && from !== trustedOrigin;
}
