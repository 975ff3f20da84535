import { describe, expect, it } from 'vitest';
import { mailsPerSecond } from './mail-rate';

describe('mails a second at the mail server', () => {
  it('counts the expected mails from the start to the last of them', () => {
    // 400 mails, one every 40 ms from 1 s after the start: the last at 16.96 s.
    const arrivals = Array.from({ length: 400 }, (_, i) => 1_000 + 1_000 + i * 40);
    expect(mailsPerSecond(1_000, arrivals, { expected: 400, gaveUpAt: 100_000 })).toBeCloseTo(400 / 16.96, 6);
  });

  it('reads arrivals in any order and leaves out any beyond the expected', () => {
    const arrivals = [3_000, 1_500, 2_000, 2_500, 9_000];
    expect(mailsPerSecond(1_000, arrivals, { expected: 4, gaveUpAt: 60_000 })).toBe(2);
  });

  it('counts what arrived over the whole wait when some never did', () => {
    const arrivals = Array.from({ length: 50 }, (_, i) => 100 * (i + 1));
    expect(mailsPerSecond(0, arrivals, { expected: 400, gaveUpAt: 10_000 })).toBe(5);
  });

  it('is 0 when nothing arrived', () => {
    expect(mailsPerSecond(0, [], { expected: 400, gaveUpAt: 10_000 })).toBe(0);
  });
});
