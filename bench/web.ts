// The browser budgets on their own: page weight and Lighthouse on one started copy of the built shop.
//   npm run bench:web   (builds first)
import { printRows } from './lib/web-shop';
import webBench from './web.bench';

process.exitCode = printRows(await webBench.run()) ? 0 : 1;
