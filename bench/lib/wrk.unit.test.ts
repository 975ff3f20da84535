import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk';

const REPORT = `Running 1s test @ http://127.0.0.1:9911
  1 threads and 10 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   250.88us  681.59us  13.76ms   94.08%
    Req/Sec    86.73k    30.49k  104.60k    81.82%
  Latency Distribution
     50%   86.00us
     75%  143.00us
     90%  334.00us
     99%    3.08ms
  94659 requests in 1.10s, 11.51MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 47329
Requests/sec:  86003.29
Transfer/sec:     10.46MB
`;

describe('parseWrk', () => {
  it('reads throughput, percentiles in milliseconds, errors and non-2xx answers', () => {
    expect(parseWrk(REPORT)).toEqual({
      requestsPerSecond: 86003.29,
      requests: 94659,
      p50: expect.closeTo(0.086, 6),
      p99: 3.08,
      errors: 5,
      non2xx: 47329,
    });
  });

  it('reads seconds, and a clean run as no errors', () => {
    const clean = REPORT.replace('3.08ms', '1.20s')
      .replace(/ {2}Socket errors.*\n/, '')
      .replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ p99: 1200, errors: 0, non2xx: 0 });
  });

  it('refuses a report without the latency distribution', () => {
    expect(() => parseWrk('Requests/sec:  10.00\n')).toThrow(/50% latency/);
  });
});
