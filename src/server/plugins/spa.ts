import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_ERROR } from '../../contract/messages';

export const WEB_DIST = path.resolve('dist/web');

/** Tags a route adds to the served page's <head> (title, description, Open Graph, JSON-LD). */
export interface HeadTags {
  title?: string;
  /** Replaces the page's own meta description. */
  description?: string;
  html?: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * Serves the built single-page app: hashed assets cached for a year, index.html never cached, and every
 * non-API path answered with index.html so that deep links work. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDist: string = WEB_DIST): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  const indexHtml = hasBuild ? fs.readFileSync(indexPath, 'utf8') : '';

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (reply: FastifyReply, head: HeadTags = {}) => {
    let html = indexHtml;
    // Replacement functions, not strings: '$&' or '$`' in a product's text must stay literal.
    if (head.title)
      html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title!)}</title>`);
    if (head.description)
      html = html.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
      );
    if (head.html) html = html.replace('</head>', () => `${head.html}</head>`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.decorateReply('sendSpaPage', function (this: FastifyReply, head?: HeadTags) {
    return sendIndex(this, head);
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (request.url.startsWith('/api/') || request.url === '/api' || !wantsPage || !hasBuild) {
      return reply
        .status(404)
        .send({ message: request.url.startsWith('/api') ? API_ERROR.routeNotFound : API_ERROR.notFound });
    }
    return sendIndex(reply);
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the app's index.html, optionally with extra tags in its <head>. */
    sendSpaPage(head?: HeadTags): FastifyReply;
  }
}
