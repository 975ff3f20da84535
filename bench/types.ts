/** One line of the bench table: a measured figure against its budget. */
export interface BenchRow {
  name: string;
  measured: number;
  budget: number;
  /** e.g. 'ms', 'req/s', '× hello', 'orders', 'KB' */
  unit: string;
  /** Whether the budget is met (a lower or higher bound, as the figure needs). */
  ok: boolean;
  /** Informational rows (e.g. the baseline) have no budget to miss. */
  info?: boolean;
  /** Whether the budget is an upper bound (≤, the default for 'ms') or a lower one (≥); for printing. */
  atMost?: boolean;
}

/**
 * A source of figures: runs its measurements (bounded in time), handing each row to `record` as soon as it is
 * measured, so that a module failing halfway still shows what it measured before; extra text goes to stdout.
 */
export interface BenchModule {
  name: string;
  run(record: (...rows: BenchRow[]) => void): Promise<void>;
}

export const atMost = (name: string, measured: number, budget: number, unit: string): BenchRow => ({
  name,
  measured,
  budget,
  unit,
  ok: measured <= budget,
  atMost: true,
});

export const atLeast = (name: string, measured: number, budget: number, unit: string): BenchRow => ({
  name,
  measured,
  budget,
  unit,
  ok: measured >= budget,
  atMost: false,
});

export const info = (name: string, measured: number, unit: string): BenchRow => ({
  name,
  measured,
  budget: Number.NaN,
  unit,
  ok: true,
  info: true,
});
