import { describe, expect, it } from 'vitest';
import { istDayKey } from './dates';

describe('istDayKey', () => {
  it('is the Asia/Kolkata calendar day, as Intl has it', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Every 3 hours (and a few minutes) over four years: all times of day, month ends and a leap day.
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2031, 0, 1); t += 3 * 3_600_000 + 123_456) {
      expect(istDayKey(t)).toBe(intl.format(t));
    }
    expect(istDayKey('2026-11-21T18:29:59.999Z')).toBe('2026-11-21');
    expect(istDayKey('2026-11-21T18:30:00Z')).toBe('2026-11-22');
  });
});
