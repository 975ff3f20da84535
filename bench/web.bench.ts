import { benchLighthouse } from './lighthouse';
import { withShop } from './lib/web-shop';
import { benchPageWeight } from './page-weight';
import type { BenchModule } from './types';

/** The browser budgets (page weight, Lighthouse) on one started copy of the built shop. */
const webBench: BenchModule = {
  name: 'web',
  run: (record) =>
    withShop(undefined, async (shop) => {
      record(...(await benchPageWeight(shop)));
      record(...(await benchLighthouse(shop)));
    }),
};

export default webBench;
