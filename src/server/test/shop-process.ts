import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// For whatever starts a shop (or a database) as a child process to test or measure it: a port nobody listens on,
// and the wait until the started shop answers.

/** A TCP port on 127.0.0.1 that was free a moment ago (the kernel's choice). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Resolves once a shop started as `child` answers 200 on `${base}/api/health`; rejects when the child exits first
 * (with `exitMessage`) or when `timeoutMs` passes. Used by whatever starts the built shop to measure or test it.
 */
export async function waitUntilHealthy(
  base: string,
  child: ChildProcess,
  {
    pollMs = 50,
    timeoutMs = 120_000,
    exitMessage = (code: number | null) => `the shop exited with ${code} before it was healthy`,
  }: { pollMs?: number; timeoutMs?: number; exitMessage?: (code: number | null) => string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(exitMessage(child.exitCode));
    const answer = await fetch(`${base}/api/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`The shop did not answer ${base}/api/health within ${timeoutMs} ms.`);
}
