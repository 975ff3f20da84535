// The browser budgets on their own: page weight and Lighthouse on one started copy of the built shop.
//   npm run bench:web   (builds first)
import { printRows } from './lib/web-shop';
import type { BenchRow } from './types';
import webBench from './web.bench';

const rows: BenchRow[] = [];
await webBench.run((...measured) => rows.push(...measured));
process.exitCode = printRows(rows) ? 0 : 1;
