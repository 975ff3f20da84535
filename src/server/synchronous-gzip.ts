import { Transform } from 'node:stream';
import { Gzip } from 'fflate';

// A gzip stream that compresses each chunk in the turn that writes it (fflate, in JavaScript), for the long
// downloads of a busy shop. Node's own zlib streams compress on the worker threads, and each chunk's output comes
// back to the event loop as a callback of its own: in a sale-day rush on one core (bench/README.md), where a turn of
// the loop serves dozens of other calls, the orders CSV (1.6 MB, 3,300 orders) waited 100–280 ms for a few such
// callbacks after its rows were read, for 10 ms of compressing. fflate takes about 2.5 times zlib's CPU for the same
// bytes (28 ms against 10 for that file), paid once a download instead of a wait on every chunk
// (docs/decisions/0084-downloads-gzipped-in-their-own-turn.md).

/** A gzip Transform whose output for a chunk is readable before `write` returns. */
export function createSynchronousGzip(): Transform {
  const gzip = new Gzip();
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      gzip.push(chunk);
      done();
    },
    flush(done) {
      gzip.push(new Uint8Array(0), true);
      done();
    },
  });
  gzip.ondata = (data) => {
    stream.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  };
  return stream;
}
