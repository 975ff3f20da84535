import pino, { type DestinationStream } from 'pino';

/**
 * Where the shop's log lines go (standard output unless a file is named): pino's own destination, handed the lines
 * of one turn of the event loop at once. pino's destination measures the text it holds for every line it is given,
 * which makes V8 copy that text into one piece each time: about 8 kB a line under load, 31 % of all the bytes a
 * cached catalog read allocated at the shop's default level, and about a fifth of its throughput
 * (docs/decisions/0036-request-log.md, 2026-11-28). Gathered here and handed over once a turn, the lines are written
 * as before, by pino's destination (partial writes, a full pipe, a closed one).
 *
 * Lines still gathered when the process exits (after `process.exit`, an uncaught error) are written synchronously
 * before it ends; only a kill that gives the process no exit loses them, as it loses what pino's destination holds.
 */
export function shopLogDestination(dest: number | string = 1): DestinationStream {
  const destination = pino.destination({ dest, sync: false });
  let gathered: string[] = [];
  let handOverScheduled = false;

  const handOver = () => {
    handOverScheduled = false;
    if (gathered.length === 0) return;
    const text = gathered.join('');
    gathered = [];
    destination.write(text);
  };
  process.on('exit', () => {
    try {
      handOver();
      destination.flushSync();
    } catch {
      // The process is ending and its output is gone (a closed pipe): there is nowhere left to write.
    }
  });

  const stream: DestinationStream & { flush(callback?: (error?: Error | null) => void): void } = {
    write(line: string) {
      gathered.push(line);
      if (!handOverScheduled) {
        handOverScheduled = true;
        setImmediate(handOver);
      }
    },
    // pino's logger.flush(): what is gathered, then what pino's destination holds.
    flush(callback?: (error?: Error | null) => void) {
      handOver();
      destination.flush(callback);
    },
  };
  return stream;
}
