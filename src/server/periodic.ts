/**
 * Runs `task` now and then every `intervalMs`, for the server's periodic chores (housekeeping, the low-stock digest,
 * the outbox's retention). A failed run is handed to `onError`, and the next one tries again; the timer never keeps
 * the process alive. Returns the stop.
 */
export function runPeriodically(
  task: () => Promise<unknown>,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  const run = () => void task().catch(onError);
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
