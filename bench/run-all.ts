// npm run bench: runs every bench module in turn, prints one table of figures against budgets, and exits
// non-zero when any budget is missed (or a module fails). Add a module by adding it to MODULES.
//   npm run bench                 all modules
//   npm run bench -- server       only modules whose name contains "server"
import type { BenchModule, BenchRow } from './types';

// The browser figures run first: Lighthouse wants a quiet machine, which the API load tests are not.
const MODULES: Array<() => Promise<BenchModule>> = [
  async () => (await import('./web.bench')).default,
  async () => (await import('./server.bench')).default,
  async () => (await import('./outbox-mail.bench')).default,
  async () => (await import('./reports.bench')).default,
];

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const rows: Array<BenchRow & { module: string }> = [];
const failedModules: string[] = [];

for (const load of MODULES) {
  const module = await load();
  if (only.length > 0 && !only.some((word) => module.name.includes(word))) continue;
  const started = Date.now();
  console.log(`\n=== ${module.name} ===`);
  try {
    await module.run((...measured) => rows.push(...measured.map((row) => ({ ...row, module: module.name }))));
    console.log(`=== ${module.name}: done in ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
  } catch (error) {
    failedModules.push(module.name);
    console.error(`=== ${module.name}: FAILED ===\n`, error);
  }
}

const format = (value: number) =>
  Number.isNaN(value)
    ? ''
    : Math.abs(value) >= 100
      ? Math.round(value).toLocaleString('en-IN')
      : value.toFixed(value < 1 ? 3 : 2).replace(/\.?0+$/, '');
const table = rows.map((row) => [
  row.module,
  row.name,
  `${format(row.measured)} ${row.unit}`,
  row.info ? '' : `${(row.atMost ?? row.unit === 'ms') ? '≤' : '≥'} ${format(row.budget)}`,
  row.info ? '' : row.ok ? 'ok' : 'MISSED',
]);
const header = ['module', 'figure', 'measured', 'budget', ''];
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(`\n${line(header)}\n| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const r of table) console.log(line(r));

const missed = rows.filter((row) => !row.ok);
if (missed.length > 0 || failedModules.length > 0) {
  console.log(
    `\n${missed.length} budget(s) missed${failedModules.length ? `; failed: ${failedModules.join(', ')}` : ''}.`,
  );
  process.exit(1);
}
console.log('\nEvery budget met.');
process.exit(0);
