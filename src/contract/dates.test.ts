import { describe, expect, it } from 'vitest';
import { formatWeekdayDate, isCalendarDay, istDayKey, namesNoSuchDay } from './dates';

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

describe('formatWeekdayDate', () => {
  it('writes a day as Intl does, in English and in Hindi', () => {
    for (const locale of ['en-IN', 'hi-IN'] as const) {
      const intl = new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Kolkata',
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      });
      // Every day of a leap year and the next: all weekdays, months and month ends.
      for (let t = Date.UTC(2028, 0, 1); t < Date.UTC(2030, 0, 1); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        expect(formatWeekdayDate(day, locale)).toBe(intl.format(new Date(`${day}T12:00:00+05:30`)));
      }
    }
    expect(formatWeekdayDate('2026-12-03')).toBe('Thu, 3 Dec');
    expect(formatWeekdayDate('2026-11-05', 'hi-IN')).toBe('गुरु, 5 नव॰');
  });
});

describe('isCalendarDay', () => {
  it('accepts a day the calendar has, written YYYY-MM-DD', () => {
    expect(isCalendarDay('2026-11-26')).toBe(true);
    expect(isCalendarDay('2026-12-31')).toBe(true);
    // 2028 is a leap year.
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('refuses a day the calendar does not have', () => {
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-00-10')).toBe(false);
    expect(isCalendarDay('2026-01-00')).toBe(false);
  });

  it('refuses any other way of writing a day', () => {
    for (const text of [
      '',
      '26-11-2026',
      '2026-1-5',
      '2026/11/26',
      ' 2026-11-26',
      '2026-11-26T00:00:00Z',
      '9 Nov',
    ])
      expect(isCalendarDay(text), text).toBe(false);
  });
});

describe('namesNoSuchDay', () => {
  it('finds a day the calendar lacks, alone or at the start of an instant', () => {
    expect(namesNoSuchDay('2027-02-29')).toBe(true);
    expect(namesNoSuchDay('2026-02-31T10:00:00Z')).toBe(true);
    expect(namesNoSuchDay('2028-02-29T23:59:59.999+05:30')).toBe(false);
    expect(namesNoSuchDay('2026-11-26')).toBe(false);
    // Not written as a day at all: for other rules to judge.
    expect(namesNoSuchDay('31 February 2026')).toBe(false);
  });
});
