import { describe, expect, it } from 'vitest';
import { categoryBars, genderSlices, growthPoints, SLICE_COLOURS, wholePercent } from './chart-data';

describe('dashboard chart data', () => {
  it('labels the weeks Week 1, Week 2, ... oldest first', () => {
    const points = growthPoints([
      { users: 2, weekStart: '2026-09-01' },
      { users: 0, weekStart: '2026-09-08' },
    ]);
    expect(points.map((p) => p.label)).toEqual(['Week 1', 'Week 2']);
    expect(points[1]).toEqual({ label: 'Week 2', users: 0, weekStart: '2026-09-08' });
  });

  it('rounds gender shares to whole percentages and cycles three colours', () => {
    const slices = genderSlices([
      { _id: 'Boys', value: 1 },
      { _id: 'Girls', value: 1 },
      { _id: 'Unisex', value: 1 },
      { _id: 'Other', value: 1 },
    ]);
    expect(slices.map((s) => s.percent)).toEqual([25, 25, 25, 25]);
    expect(slices.map((s) => s.fill)).toEqual([...SLICE_COLOURS, SLICE_COLOURS[0]]);
    expect(
      genderSlices([
        { _id: 'Boys', value: 2 },
        { _id: 'Girls', value: 1 },
      ]).map((s) => s.percent),
    ).toEqual([67, 33]);
  });

  it('leaves out empty slices and never divides by zero', () => {
    expect(genderSlices([{ _id: 'Boys', value: 0 }])).toEqual([]);
    expect(wholePercent(5, 0)).toBe(0);
  });

  it('names the category bars', () => {
    expect(categoryBars([{ _id: 'Party Wear', orders: 3 }])).toEqual([{ category: 'Party Wear', orders: 3 }]);
  });
});
