// The suggestions' p95 alone, on a catalog seeded beforehand (the server module measures it on its 100k catalog):
//   DATABASE_URL=postgres://…/db npm run seed:catalog -- --count 100000   (or DATA_DIR=… for PGlite)
//   DATABASE_URL=postgres://…/db npx tsx bench/suggest.ts
import { startServer } from './lib/load';
import { suggestP95 } from './lib/suggest-latency';

const env = { NODE_ENV: 'production', SEED_DEMO: 'false' };
const shop = await startServer('bench/servers/shop.ts', env);
try {
  const { p95, p50, count } = await suggestP95(shop.url);
  console.log(
    `suggest, uncached, 2 clients: ${count} requests, p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`,
  );
} finally {
  await shop.stop();
}
