import { describe, expect, it } from 'vitest';
import { REPORT_MAX_DAYS } from './constants';
import { reportPeriods } from './reports';
import { calendarDayProblem } from './dates';

describe('report periods are bounded before they are built', () => {
  it('refuses a range outside the years 2000–2100 or longer than the maximum, at once', () => {
    const started = performance.now();
    expect(() => reportPeriods('9999-12-01', '9999-12-31', 'day')).toThrow(RangeError);
    expect(() => reportPeriods('0001-01-01', '0001-01-31', 'month')).toThrow(RangeError);
    expect(() => reportPeriods('2000-01-01', '2100-12-31', 'week')).toThrow(RangeError);
    expect(() => reportPeriods('2026-12-01', '2026-11-01', 'day')).toThrow(RangeError);
    // Walking such a range took minutes; refusing it takes a schema check (generous for a loaded machine).
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('builds at most REPORT_MAX_DAYS periods', () => {
    expect(reportPeriods('2097-12-31', '2100-12-31', 'day')).toHaveLength(REPORT_MAX_DAYS);
    expect(reportPeriods('2100-12-01', '2100-12-31', 'month')).toEqual(['2100-12-01']);
  });

  it.each([
    ['2026-11-26', undefined],
    ['2000-01-01', undefined],
    ['2100-12-31', undefined],
    ['1999-12-31', 'range'],
    ['2101-01-01', 'range'],
    ['9999-12-31', 'range'],
    ['0001-01-01', 'range'],
    ['2026-02-30', 'format'],
    ['20266-11-30', 'format'],
    ['+275760-09-13', 'format'],
    ['2026-1-1', 'format'],
  ])('%s is %s', (day, problem) => {
    expect(calendarDayProblem(day)).toBe(problem);
  });
});
