import { benchLighthouse } from './lighthouse';
import { startShop } from './lib/web-shop';
import { benchPageWeight } from './page-weight';
import type { BenchModule } from './types';

/** The browser budgets (page weight, Lighthouse) on one started copy of the built shop. */
const webBench: BenchModule = {
  name: 'web',
  async run() {
    const shop = await startShop();
    try {
      return [...(await benchPageWeight(shop)), ...(await benchLighthouse(shop))];
    } finally {
      await shop.stop();
    }
  },
};

export default webBench;
