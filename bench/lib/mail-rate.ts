/** How long the bench's mail provider (a local SMTP server) takes to accept each message, as a slow real one may. */
export const PROVIDER_MS = 300;

/**
 * Mails a second, as counted at the mail server: the first `expected` arrivals over the time from `startedAt` (when
 * the first event that mails was about to be written) to the last of them. When fewer arrived, those that did over
 * the whole wait, to `gaveUpAt`. Times in milliseconds on one clock. The first mail's own time to be sent is in the
 * window, so a short run reads a little low, never high.
 */
export function mailsPerSecond(
  startedAt: number,
  arrivals: number[],
  { expected, gaveUpAt }: { expected: number; gaveUpAt: number },
): number {
  const counted = [...arrivals].sort((a, b) => a - b).slice(0, expected);
  const end = counted.length === expected ? counted.at(-1)! : gaveUpAt;
  const seconds = (end - startedAt) / 1000;
  if (counted.length === 0 || seconds <= 0) return 0;
  return counted.length / seconds;
}
