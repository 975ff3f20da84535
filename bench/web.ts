// The browser budgets on their own: page weight and Lighthouse on one started copy of the built shop.
//   npm run bench:web   (builds first)
import { benchLighthouse } from './lighthouse';
import { startShop, printRows } from './lib/web-shop';
import { benchPageWeight } from './page-weight';

const shop = await startShop();
try {
  const rows = [...(await benchPageWeight(shop)), ...(await benchLighthouse(shop))];
  process.exitCode = printRows(rows) ? 0 : 1;
} finally {
  await shop.stop();
}
